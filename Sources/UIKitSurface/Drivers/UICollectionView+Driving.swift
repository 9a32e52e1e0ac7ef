// TEST DRIVERS — not UIKit API (see SurfaceDriverError.swift).

extension UICollectionView {
  /// The reasons of the `NSInternalInconsistencyException`s UIKit would have raised (a device
  /// would have crashed at the first), in order.
  public var raisedExceptions: [String] { surface.exceptions }

  /// The index titles the collection view shows along its trailing edge (asked of the data
  /// source now, as UIKit asks when it lays out); `nil` for none.
  public var shownIndexTitles: [String]? { dataSource?.indexTitles(for: self) }

  /// A person touches `title` in the index: the collection view asks its data source for the
  /// index path the title stands for and scrolls that item to the top of the view.
  ///
  /// - Throws: ``SurfaceDriverError`` when the index shows no such title.
  public func userTapIndexTitle(_ title: String) throws(SurfaceDriverError) {
    guard let dataSource, let index = dataSource.indexTitles(for: self)?.firstIndex(of: title)
    else { throw .noSectionIndexTitle(title) }
    let path = dataSource.collectionView(self, indexPathForIndexTitle: title, at: index)
    guard surfaceCount(inSection: path.section) > path.item else {
      surface.exceptions.append(
        "collectionView:indexPathForIndexTitle:atIndex: returned \(path), which does not exist")
      return
    }
    scrollToItem(at: path, at: .top, animated: false)
  }

  /// Every index path whose cell was configured again in place (`reconfigureRows(at:)`,
  /// `reconfigureItems(at:)`), in order, as of the batch that did it.
  public var reconfiguredIndexPaths: [IndexPath] { surface.reconfigured }

  /// The height of an item of a list section (list rows size themselves in UIKit; the surface
  /// has no Auto Layout engine); 44 unless set.
  public var listItemHeightForTesting: CGFloat {
    get { surfaceCollection.listItemHeight }
    set {
      surfaceCollection.listItemHeight = newValue
      setNeedsLayout()
    }
  }

  /// Ends the animations of the batches applied so far: their completions run, in order. Every
  /// gesture below does this first, as a user's next touch comes after the animations.
  public func finishAnimations() { surfaceFinishAnimations() }

  /// The frame of an item in the collection view's content, as the surface places it (see
  /// Behaviour/CollectionPlacement.swift); `nil` for an item that does not exist.
  ///
  /// - Parameter indexPath: The item.
  public func frameOfItemForTesting(at indexPath: IndexPath) -> CGRect? {
    let frames = surfaceFrames()
    guard frames.indices.contains(indexPath.section),
      frames[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    return frames[indexPath.section].items[indexPath.item]
  }

  /// A tap on an item as UIKit handles it: `shouldHighlightItemAt` (nothing more when `false`),
  /// `didHighlightItemAt` as the finger touches down and `didUnhighlightItemAt` as it lifts,
  /// then, when selection is allowed, with multiple selection a tap on a selected item asks
  /// `shouldDeselectItemAt` and deselects it (`didDeselectItemAt`); otherwise
  /// `shouldSelectItemAt` (nothing more when `false`), the previous selection's
  /// `didDeselectItemAt` (single selection), and `didSelectItemAt`.
  ///
  /// - Parameter indexPath: An item on screen.
  /// - Throws: ``SurfaceDriverError/notOnScreen(_:)``.
  public func tapItem(at indexPath: IndexPath) throws(SurfaceDriverError) {
    try surfaceTouch(indexPath)
    guard let delegate, delegate.collectionView(self, shouldHighlightItemAt: indexPath),
      allowsSelection
    else { return }
    delegate.collectionView(self, didHighlightItemAt: indexPath)
    delegate.collectionView(self, didUnhighlightItemAt: indexPath)
    let allowsMultipleSelection = surfaceSelectsSeveral
    if allowsMultipleSelection, surface.selected.contains(indexPath) {
      guard delegate.collectionView(self, shouldDeselectItemAt: indexPath) else { return }
      surfaceDeselect(indexPath)
      delegate.collectionView(self, didDeselectItemAt: indexPath)
      layoutIfNeeded()
      return
    }
    guard delegate.collectionView(self, shouldSelectItemAt: indexPath) else { return }
    if !allowsMultipleSelection {
      for old in surface.selected.sorted() where old != indexPath {
        surfaceDeselect(old)
        delegate.collectionView(self, didDeselectItemAt: old)
      }
    }
    surfaceAddToSelection(indexPath)
    delegate.collectionView(self, didSelectItemAt: indexPath)
    layoutIfNeeded()
  }

  /// Scrolls to a vertical offset (clamped to the content, as a drag ends), then runs the
  /// layout pass the next frame would.
  ///
  /// - Parameter offset: The content offset's `y`.
  public func scroll(toOffsetY offset: CGFloat) { surfaceScroll(toOffsetY: offset) }

  /// Scrolls a section with orthogonal scrolling sideways to a horizontal offset (clamped to its
  /// line of items, as a drag ends), then runs the layout pass the next frame would: the items
  /// that leave the width end their display, those that come in are shown.
  ///
  /// - Parameters:
  ///   - section: A section whose layout section has orthogonal scrolling.
  ///   - offset: How far its line is scrolled, from its leading edge.
  /// - Throws: ``SurfaceDriverError/notScrollingSideways(_:)``.
  public func scrollSection(_ section: Int, toOffsetX offset: CGFloat) throws(SurfaceDriverError) {
    finishAnimations()
    layoutIfNeeded()
    let sections = surfaceSections()
    guard sections.indices.contains(section), let layout = sections[section],
      layout.surfaceList == nil, layout.orthogonalScrollingBehavior != .none
    else { throw .notScrollingSideways(section) }
    let current = surfaceCollection.orthogonalOffsets[section] ?? 0
    let items = surfaceFrames()[section].items
    let end = (items.map(\.maxX).max() ?? 0) + current + layout.contentInsets.trailing
    let limit = max(0, end - bounds.width)
    surfaceCollection.orthogonalOffsets[section] = min(max(0, offset), limit)
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// Swipes an item of a list section open: the section's list configuration's swipe actions
  /// provider for `edge` is asked for the item's actions.
  ///
  /// - Parameters:
  ///   - indexPath: An item on screen, in a list section.
  ///   - edge: Where the swipe starts.
  /// - Returns: The titles of the actions shown, outermost first.
  /// - Throws: When the item is not on screen or shows no actions from that edge (not a list
  ///   section, no provider, or the provider gives none).
  @discardableResult
  public func swipeItem(at indexPath: IndexPath, from edge: SurfaceSwipeEdge)
    throws(SurfaceDriverError) -> [String]
  {
    try surfaceTouch(indexPath)
    surface.swipe = nil
    let sections = surfaceSections()
    let list =
      sections.indices.contains(indexPath.section)
      ? sections[indexPath.section]?.surfaceList : nil
    let provider =
      edge == .leading
      ? list?.leadingSwipeActionsConfigurationProvider
      : list?.trailingSwipeActionsConfigurationProvider
    guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else {
      throw .noSwipeActions(indexPath)
    }
    return surfaceOpenSwipe(
      at: indexPath, actions: configuration.actions,
      performsFirstActionWithFullSwipe: configuration.performsFirstActionWithFullSwipe)
  }

  /// Taps an action of the open swipe: its handler runs, then the swipe closes.
  ///
  /// - Parameter title: The action's title.
  /// - Throws: When no swipe is open or it has no such action.
  public func tapSwipeAction(titled title: String) throws(SurfaceDriverError) {
    try surfaceTapSwipeAction(titled: title)
  }

  /// A full swipe from `edge`: opens the swipe and runs its first action, when the
  /// configuration allows it.
  ///
  /// - Parameters:
  ///   - indexPath: An item on screen, in a list section.
  ///   - edge: Where the swipe starts.
  /// - Throws: As ``swipeItem(at:from:)``, or when the first action does not run on a full
  ///   swipe.
  public func fullSwipeItem(at indexPath: IndexPath, from edge: SurfaceSwipeEdge)
    throws(SurfaceDriverError)
  {
    try swipeItem(at: indexPath, from: edge)
    try surfaceCompleteFullSwipe(at: indexPath)
  }

  /// A swipe action ran: the collection view tells its delegate nothing of it.
  func surfaceSwipeDidEnd(_ swipe: OpenSwipe, after action: UIContextualAction, completed: Bool) {
  }

  /// Drags an item by its reorder control and drops it (a list cell shows its reorder control
  /// while the collection view is editing): the collection view shows the move first, then
  /// tells the data source with `collectionView(_:moveItemAt:to:)`.
  ///
  /// - Parameters:
  ///   - source: The item.
  ///   - destination: Where it lands, counted without the item.
  /// - Throws: When the collection view is not editing, the item is not on screen or cannot
  ///   move, or the destination is out of range.
  public func dragItem(at source: IndexPath, to destination: IndexPath)
    throws(SurfaceDriverError)
  {
    try surfaceDrag(
      at: source, to: destination, dataSource: dataSource,
      canMove: { $0.collectionView(self, canMoveItemAt: source) },
      move: { $0.collectionView(self, moveItemAt: source, to: destination) })
  }
}

extension UICollectionView {
  /// Whether each batch of updates so far was animated (not begun inside
  /// `UIView.performWithoutAnimation`), in order.
  public var batchesAnimated: [Bool] { surfaceAnimatedBatches }
}
