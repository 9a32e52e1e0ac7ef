// TEST DRIVERS — not UIKit API (see SurfaceDriverError.swift).

extension UITableView {
  /// The reasons of the `NSInternalInconsistencyException`s UIKit would have raised (a device
  /// would have crashed at the first), in order.
  public var raisedExceptions: [String] { surface.exceptions }

  /// The section index the table shows along its trailing edge; `nil` for none.
  public var shownSectionIndexTitles: [String]? { surfaceTable.sectionIndexTitles }

  /// A person touches `title` in the section index: the table asks its data source which
  /// section the title stands for and scrolls that section's top to the top of the view, as
  /// UIKit does.
  ///
  /// - Throws: ``SurfaceDriverError`` when the table shows no such title.
  public func userTapSectionIndexTitle(_ title: String) throws(SurfaceDriverError) {
    guard let titles = surfaceTable.sectionIndexTitles, let index = titles.firstIndex(of: title)
    else { throw .noSectionIndexTitle(title) }
    guard let dataSource else { return }
    let section = dataSource.tableView(self, sectionForSectionIndexTitle: title, at: index)
    let counts = surfaceCounts()
    guard counts.indices.contains(section) else {
      surface.exceptions.append(
        "tableView:sectionForSectionIndexTitle:atIndex: returned section \(section), but there "
          + "are only \(counts.count) sections")
      return
    }
    let top = rect(forSection: section).minY - contentInset.top
    let limit = max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height)
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(-contentInset.top, top), limit))
    layoutIfNeeded()
  }

  /// Every index path whose cell was configured again in place (`reconfigureRows(at:)`,
  /// `reconfigureItems(at:)`), in order, as of the batch that did it.
  public var reconfiguredIndexPaths: [IndexPath] { surface.reconfigured }

  /// The animations rows were inserted and deleted with so far, in order.
  public var rowAnimationsUsed: [UITableView.RowAnimation] { surfaceTable.rowAnimations }

  /// The height a self-sizing row measures; 44 unless set.
  public var selfSizingRowHeight: CGFloat {
    get { surfaceTable.selfSizingRowHeight }
    set { surfaceTable.selfSizingRowHeight = newValue }
  }

  /// Ends the animations of the batches applied so far: their completions run, in order. Every
  /// gesture below does this first, as a user's next touch comes after the animations.
  public func finishAnimations() { surfaceFinishAnimations() }

  /// A tap on a row as UIKit handles it: `shouldHighlightRowAt` (no highlight, no selection when
  /// `false`), `didHighlightRowAt`, `didUnhighlightRowAt`, then `willSelectRowAt` (which may
  /// redirect or refuse), the previous selection's `willDeselectRowAt` and `didDeselectRowAt`
  /// (single selection), and `didSelectRowAt`. With multiple selection (while editing:
  /// `allowsMultipleSelectionDuringEditing`) a tap on a selected row deselects it instead.
  ///
  /// - Parameter indexPath: A row on screen.
  /// - Throws: ``SurfaceDriverError/notOnScreen(_:)``.
  public func tapRow(at indexPath: IndexPath) throws(SurfaceDriverError) {
    try surfaceTouch(indexPath)
    guard let delegate, delegate.tableView(self, shouldHighlightRowAt: indexPath) else { return }
    delegate.tableView(self, didHighlightRowAt: indexPath)
    delegate.tableView(self, didUnhighlightRowAt: indexPath)
    let allowsMultipleSelection = surfaceSelectsSeveral
    if allowsMultipleSelection, surface.selected.contains(indexPath) {
      guard let target = delegate.tableView(self, willDeselectRowAt: indexPath) else { return }
      surfaceDeselect(target)
      delegate.tableView(self, didDeselectRowAt: target)
      layoutIfNeeded()
      return
    }
    guard let target = delegate.tableView(self, willSelectRowAt: indexPath) else { return }
    if !allowsMultipleSelection {
      for old in surface.selected.sorted() where old != target {
        guard let deselected = delegate.tableView(self, willDeselectRowAt: old) else { continue }
        surfaceDeselect(deselected)
        delegate.tableView(self, didDeselectRowAt: deselected)
      }
    }
    surfaceAddToSelection(target)
    delegate.tableView(self, didSelectRowAt: target)
    layoutIfNeeded()
  }

  /// Scrolls to a vertical offset (clamped to the content, as a drag ends), then runs the
  /// layout pass the next frame would.
  ///
  /// - Parameter offset: The content offset's `y`.
  public func scroll(toOffsetY offset: CGFloat) { surfaceScroll(toOffsetY: offset) }

  /// Swipes a row open: `canEditRowAt`, the delegate's swipe configuration for `edge` (from the
  /// trailing edge, a delete button titled by `titleForDeleteConfirmationButtonForRowAt` when
  /// there is none and the editing style is `.delete`), then `willBeginEditingRowAt`.
  ///
  /// - Parameters:
  ///   - indexPath: A row on screen.
  ///   - edge: Where the swipe starts.
  /// - Returns: The titles of the actions shown, outermost first.
  /// - Throws: When the row is not on screen, not editable, or shows no actions.
  @discardableResult
  public func swipeRow(at indexPath: IndexPath, from edge: SurfaceSwipeEdge)
    throws(SurfaceDriverError) -> [String]
  {
    try surfaceTouch(indexPath)
    if let open = surface.swipe {
      surface.swipe = nil
      delegate?.tableView(self, didEndEditingRowAt: open.indexPath)
    }
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else {
      throw .notEditable(indexPath)
    }
    let configuration =
      edge == .trailing
      ? delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      : delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    var actions = configuration?.actions ?? []
    if configuration == nil, edge == .trailing,
      delegate?.tableView(self, editingStyleForRowAt: indexPath) == .delete
    {
      let title =
        delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
      actions = [
        UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
          guard let self, let path = self.surface.swipe?.indexPath else { return completion(false) }
          self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
          completion(true)
        }
      ]
    }
    guard !actions.isEmpty else { throw .noSwipeActions(indexPath) }
    let titles = surfaceOpenSwipe(
      at: indexPath, actions: actions,
      performsFirstActionWithFullSwipe: configuration?.performsFirstActionWithFullSwipe ?? true)
    delegate?.tableView(self, willBeginEditingRowAt: indexPath)
    return titles
  }

  /// Taps an action of the open swipe: its handler runs, then the swipe closes and the
  /// delegate's `didEndEditingRowAt` follows (with `nil` when a destructive action completed,
  /// its row gone).
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
  ///   - indexPath: A row on screen.
  ///   - edge: Where the swipe starts.
  /// - Throws: As ``swipeRow(at:from:)``, or when the first action does not run on a full swipe.
  public func fullSwipeRow(at indexPath: IndexPath, from edge: SurfaceSwipeEdge)
    throws(SurfaceDriverError)
  {
    try swipeRow(at: indexPath, from: edge)
    try surfaceCompleteFullSwipe(at: indexPath)
  }

  /// A swipe action ran: the delegate hears that the swipe ended (`nil` when a destructive
  /// action completed, its row gone).
  func surfaceSwipeDidEnd(_ swipe: OpenSwipe, after action: UIContextualAction, completed: Bool) {
    let gone = completed && action.style == .destructive
    delegate?.tableView(self, didEndEditingRowAt: gone ? nil : swipe.indexPath)
  }

  /// Drags a row by its reorder control and drops it: the table view shows the move first, then
  /// tells the data source with `tableView(_:moveRowAt:to:)`.
  ///
  /// - Parameters:
  ///   - source: The row.
  ///   - destination: Where it lands, counted without the row.
  /// - Throws: When the table is not editing, the row cannot move, or the destination is out of
  ///   range.
  public func dragRow(at source: IndexPath, to destination: IndexPath)
    throws(SurfaceDriverError)
  {
    try surfaceDrag(
      at: source, to: destination, dataSource: dataSource,
      canMove: { $0.tableView(self, canMoveRowAt: source) },
      move: { $0.tableView(self, moveRowAt: source, to: destination) })
  }

  /// A tap on a row's detail button: `accessoryButtonTappedForRowWith`.
  ///
  /// - Parameter indexPath: A row on screen whose cell shows a detail button.
  /// - Throws: When the row is not on screen or shows no detail button.
  public func tapAccessoryButton(ofRowAt indexPath: IndexPath) throws(SurfaceDriverError) {
    let cell = try surfaceTouch(indexPath)
    guard cell.accessoryType == .detailButton else { throw .noAccessoryButton(indexPath) }
    delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
  }
}

extension UIAlertController {
  /// Taps an action: the alert is dismissed, then the action's handler runs.
  ///
  /// - Parameter title: The action's title.
  /// - Throws: ``SurfaceDriverError/noAction(_:)``; ``SurfaceDriverError/controlDisabled`` for
  ///   a disabled action, which ignores taps (the alert stays).
  public func tapAction(titled title: String) throws(SurfaceDriverError) {
    guard let action = actions.first(where: { $0.title == title }) else {
      throw .noAction(title)
    }
    guard action.isEnabled else { throw .controlDisabled }
    dismiss(animated: true)
    action.surfaceHandler?(action)
  }
}

extension UISwitch {
  /// The user flips the switch: `isOn` changes, then `.valueChanged` actions run.
  public func userToggle() {
    isOn.toggle()
    sendActions(for: .valueChanged)
  }
}

extension UIButton {
  /// The user taps the button: `.touchUpInside` actions run.
  public func userTap() {
    sendActions(for: .touchUpInside)
  }
}

extension UIBarButtonItem {
  /// The system item the button was made with (Cancel, Done), or `nil`.
  public var systemItemForTesting: UIBarButtonItem.SystemItem? { surfaceSystemItem }

  /// The user taps the button: its primary action runs; a disabled button ignores the tap.
  public func userTap() {
    guard isEnabled, let action = surfacePrimaryAction else { return }
    action.surfaceHandler?(action)
  }

  /// The image the button shows, if any.
  public var imageForTesting: UIImage? { surfaceImage }

  /// The user opens the button's menu and taps the action titled `title`: the menu closes and
  /// the action runs, as in UIKit; a disabled action or button cannot be tapped.
  ///
  /// - Parameter title: The action's title.
  /// - Throws: When the button is disabled or has no menu, the menu has no such action, or the
  ///   action is disabled.
  public func userChooseFromMenu(_ title: String) throws(SurfaceDriverError) {
    guard isEnabled else { throw .controlDisabled }
    let actions = menu?.children.compactMap { $0 as? UIAction } ?? []
    guard let action = actions.first(where: { $0.title == title }) else {
      throw .noAction(title)
    }
    guard !action.attributes.contains(.disabled) else { throw .menuActionDisabled(title) }
    action.surfaceHandler?(action)
  }
}

extension UIViewController {
  /// What UIKit would have logged (a refused presentation) or raised (a bad push) here.
  public var surfaceProblems: [String] { self.surfaceProblemLog }
}

extension UIApplication {
  /// The links `open(_:options:completionHandler:)` received, in order.
  public var openedURLs: [URL] { surfaceOpenedURLs }
}

extension UIActivityViewController {
  /// The items the share sheet was created with.
  public var sharedItems: [Any] { surfaceItems }
}

extension UIWindowScene {
  /// A scene for a test's window (UIKit creates scenes; an app never does).
  public static func connectedForTesting() -> UIWindowScene { UIWindowScene() }

  /// How many times `AppStore.requestReview(in:)` asked for the review prompt in this scene.
  public var reviewRequests: Int { surfaceReviewRequests }
}

extension MFMailComposeViewController {
  /// Whether `canSendMail()` says a mail account is set up; `false` until a test sets it.
  public static var mailAccountIsSetUpForTesting: Bool {
    get { surfaceCanSendMail }
    set { surfaceCanSendMail = newValue }
  }

  /// The draft's recipients, subject and body.
  public var draft: (recipients: [String], subject: String, body: String) {
    (surfaceRecipients ?? [], surfaceSubject, surfaceBody)
  }

  /// The user sends or cancels: the composer tells its delegate, which dismisses it.
  ///
  /// - Parameter result: What the user did.
  public func userFinishes(with result: MFMailComposeResult) {
    mailComposeDelegate?.mailComposeController(self, didFinishWith: result, error: nil)
  }
}

extension UIImage {
  /// The names of the images in the app's asset catalog: what `UIImage(named:)` finds. Empty
  /// until a test adds names.
  public static var assetNamesForTesting: Set<String> {
    get { surfaceAssetNames }
    set { surfaceAssetNames = newValue }
  }

  /// Where the image came from: `"symbol NAME"`, `"asset NAME"`, `"file PATH"`, or `"data
  /// TEXT"` for `init(data:)` (the bytes read as UTF-8, so a test can name them).
  public var sourceForTesting: String {
    switch surfaceSource {
    case .symbol(let name): "symbol \(name)"
    case .asset(let name): "asset \(name)"
    case .file(let path): "file \(path)"
    case .data(let data): "data \(String(decoding: data, as: UTF8.self))"
    }
  }
}

extension UIApplication {
  /// The URL schemes an installed app opens: what `canOpenURL(_:)` accepts. Empty until a test
  /// adds schemes.
  public var openableSchemesForTesting: Set<String> {
    get { surfaceOpenableSchemes }
    set { surfaceOpenableSchemes = newValue }
  }
}

extension UIListContentConfiguration {
  /// The configuration it started as, which sets the layout: `"cell"`, `"subtitleCell"`,
  /// `"valueCell"`, or `"header"` for a header or footer view's default.
  public var styleForTesting: String { surfaceStyle }
}
