// How the surface's UICollectionView loads counts, asks its layout for sections, shows the items
// and supplementary views in its viewport and calls its data source, delegate and prefetch data
// source as they come on and go off screen. Not UIKit API.

/// The layout environment the section provider is given.
@MainActor
final class SurfaceLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer

  init(size: CGSize) {
    container = SurfaceLayoutContainer(contentSize: size)
  }
}

/// The layout container: the collection view's size (the surface has no content insets here).
@MainActor
final class SurfaceLayoutContainer: NSObject, NSCollectionLayoutContainer {
  let contentSize: CGSize
  var effectiveContentSize: CGSize { contentSize }

  init(contentSize: CGSize) {
    self.contentSize = contentSize
  }
}

extension UICollectionView: SurfaceListView {
  static var surfaceWords: BatchVocabulary { .collection }

  var surfaceHasDataSource: Bool { dataSource != nil }

  func surfacePrefetchCalls() -> SurfacePrefetchCalls? {
    guard let prefetchDataSource else { return nil }
    return SurfacePrefetchCalls(
      prefetch: { prefetchDataSource.collectionView(self, prefetchItemsAt: $0) },
      cancel: { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: $0) })
  }

  func surfaceContentHeight() -> CGFloat { surfaceFrames().last?.bottom ?? 0 }

  /// How many cells the data source is being asked for now, across collection views: a cell
  /// registration created meanwhile is one UIKit refuses to dequeue with.
  static var surfaceCellRequests = 0
  private static var surfaceRegistrations = 0

  static func surfaceNewRegistrationIdentifier(_ type: String) -> String {
    surfaceRegistrations += 1
    return "registration \(surfaceRegistrations) (\(type))"
  }

  /// Asks the data source for its counts; the layout will be asked for its sections again.
  @discardableResult
  func surfaceLoad() -> [Int] {
    let counts = surfaceQueryCounts()
    surface.counts = counts
    surfaceCollection.sections = nil
    return counts
  }

  /// `numberOfSections(in:)`, then `collectionView(_:numberOfItemsInSection:)` for each section.
  func surfaceQueryCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map {
      max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
    }
  }

  /// `invalidateLayout()`: the sections are asked for again at the next layout pass.
  func surfaceInvalidateLayout() {
    surfaceCollection.sections = nil
    setNeedsLayout()
  }

  /// The layout's sections: a compositional layout's section provider is asked once per section
  /// after each reload, batch or invalidation, or when the width changes.
  func surfaceSections() -> [NSCollectionLayoutSection?] {
    let counts = surfaceCounts()
    if let sections = surfaceCollection.sections, sections.count == counts.count,
      surfaceCollection.sectionsWidth == bounds.width
    {
      return sections
    }
    var sections: [NSCollectionLayoutSection?] = []
    if let layout = collectionViewLayout as? UICollectionViewCompositionalLayout {
      let environment = SurfaceLayoutEnvironment(size: bounds.size)
      for index in counts.indices {
        sections.append(layout.surfaceSectionProvider(index, environment))
      }
    } else {
      sections = Array(repeating: nil, count: counts.count)
    }
    surfaceCollection.sections = sections
    surfaceCollection.sectionsWidth = bounds.width
    return sections
  }

  /// Every section's frame (see CollectionPlacement.swift).
  func surfaceFrames() -> [CollectionSectionFrame] {
    let counts = surfaceCounts()
    let sections = surfaceSections()
    let placement = CollectionPlacement(
      width: bounds.width, listItemHeight: surfaceCollection.listItemHeight,
      listSupplementaryHeight: surfaceCollection.listSupplementaryHeight,
      measured: surfaceCollection.measured,
      measuredSupplementaries: surfaceCollection.measuredSupplementaries,
      orthogonalOffsets: surfaceCollection.orthogonalOffsets)
    var frames: [CollectionSectionFrame] = []
    var y: CGFloat = 0
    for index in counts.indices {
      let frame = placement.place(
        sections.indices.contains(index) ? sections[index] : nil, at: index,
        count: counts[index], top: y)
      frames.append(frame)
      y = frame.bottom
    }
    return frames
  }

  private func surfaceIntersectsViewport(_ rect: CGRect) -> Bool {
    let top = contentOffset.y
    let bottom = top + bounds.height
    return rect.height > 0 && rect.width > 0 && rect.minY < bottom && rect.maxY > top
      && rect.minX < bounds.width && rect.maxX > 0
  }

  /// The items and supplementary views that intersect the viewport (pinned supplementary views:
  /// while their section does).
  func surfaceVisible(_ frames: [CollectionSectionFrame])
    -> (items: [IndexPath], supplementaries: [SupplementaryPlace])
  {
    guard bounds.height > 0 else { return ([], []) }
    var items: [IndexPath] = []
    var supplementaries: [SupplementaryPlace] = []
    let top = contentOffset.y
    let bottom = top + bounds.height
    for (section, frame) in frames.enumerated() where frame.top < bottom && frame.bottom > top {
      for (kind, rect) in frame.supplementaries
      where frame.pinsSupplementaries ? rect.height > 0 : surfaceIntersectsViewport(rect) {
        supplementaries.append(SupplementaryPlace(kind: kind, section: section))
      }
      for (item, rect) in frame.items.enumerated() where surfaceIntersectsViewport(rect) {
        items.append(IndexPath(item: item, section: section))
      }
    }
    return (items, supplementaries.sorted())
  }

  /// One round of a layout pass (see `surfaceLayout()`): ends the display of what left the
  /// viewport, shows what arrived (section by section: header, items, footer), then prefetches.
  func surfaceLayoutOnce() {
    let generation = surface.generation
    let counts = surfaceCounts()
    let (frames, visible) = surfaceSizeArrivals()
    defer { surfaceReturnSizedViews() }
    guard generation == surface.generation else { return }
    contentSize = CGSize(width: bounds.width, height: frames.last?.bottom ?? 0)
    let items = Set(visible.items)
    var arrived: [IndexPath] = []
    var arrivedSupplementaries: [SupplementaryPlace] = []
    let supplementaries = Set(visible.supplementaries)
    // What left the viewport, top to bottom, as it comes: each section's header, items, footer.
    let leaving = surfaceDisplayOrder(
      items: surface.cells.keys.filter { !items.contains($0) },
      supplementaries: surfaceCollection.supplementaries.keys.filter {
        !supplementaries.contains($0)
      })
    for element in leaving {
      surfaceEndDisplaying(element)
      guard generation == surface.generation else { return }
    }
    for section in counts.indices {
      let places = visible.supplementaries.filter { $0.section == section }
      let headers = places.filter { $0.kind != UICollectionView.elementKindSectionFooter }
      for place in headers where surfaceCollection.supplementaries[place] == nil {
        surfaceDisplaySupplementary(place)
        arrivedSupplementaries.append(place)
        guard generation == surface.generation else { return }
      }
      for path in visible.items where path.section == section && surface.cells[path] == nil {
        let cell =
          surfaceCollection.sizedCells.removeValue(forKey: path) ?? surfaceRequestCell(path)
        guard generation == surface.generation else { return }
        surface.cells[path] = cell
        arrived.append(path)
        addSubview(cell)
        cell.isSelected = surface.selected.contains(path)
        delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        guard generation == surface.generation else { return }
      }
      for place in places
      where place.kind == UICollectionView.elementKindSectionFooter
        && surfaceCollection.supplementaries[place] == nil
      {
        surfaceDisplaySupplementary(place)
        arrivedSupplementaries.append(place)
        guard generation == surface.generation else { return }
      }
    }
    surfacePrefetch(frames, visible: items)
    for (path, cell) in surface.cells
    where frames.indices.contains(path.section)
      && frames[path.section].items.indices.contains(path.item)
    {
      let frame = frames[path.section].items[path.item]
      if cell.frame != frame { cell.frame = frame }
    }
    for (place, view) in surfaceCollection.supplementaries {
      guard frames.indices.contains(place.section),
        let frame = frames[place.section].supplementaries[place.kind]
      else { continue }
      if view.frame != frame { view.frame = frame }
    }
    // A self-sizing item that just got its cell, or a self-sizing supplementary view that just
    // came on screen, measures itself; a new height lays out again.
    let cellsChanged = surfaceMeasure(arrived, frames)
    if surfaceMeasureSupplementaries(arrivedSupplementaries, frames) || cellsChanged {
      surface.generation += 1
      contentSize = CGSize(width: bounds.width, height: surfaceContentHeight())
    }
  }

  /// Measures the cells of the self-sizing items among `paths` at their item's width; whether
  /// a height changed.
  @discardableResult
  func surfaceMeasure(
    _ paths: [IndexPath], _ frames: [CollectionSectionFrame],
    in cells: [IndexPath: UICollectionViewCell]? = nil
  ) -> Bool {
    let heights = surfaceNewHeights(
      of: paths, views: cells ?? surface.cells, measured: surfaceCollection.measured
    ) { path in
      guard frames.indices.contains(path.section),
        frames[path.section].selfSizing.contains(path.item)
      else { return nil }
      return frames[path.section].items[path.item].width
    }
    surfaceCollection.measured.merge(heights) { $1 }
    return !heights.isEmpty
  }

  /// Measures the self-sizing supplementary views among `places` at their width; whether a
  /// height changed.
  @discardableResult
  func surfaceMeasureSupplementaries(
    _ places: [SupplementaryPlace], _ frames: [CollectionSectionFrame],
    in views: [SupplementaryPlace: UICollectionReusableView]? = nil
  ) -> Bool {
    let heights = surfaceNewHeights(
      of: places, views: views ?? surfaceCollection.supplementaries,
      measured: surfaceCollection.measuredSupplementaries
    ) { place in
      guard frames.indices.contains(place.section),
        frames[place.section].selfSizingSupplementaries.contains(place.kind)
      else { return nil }
      return frames[place.section].supplementaries[place.kind]?.width
    }
    surfaceCollection.measuredSupplementaries.merge(heights) { $1 }
    return !heights.isEmpty
  }

  /// The heights that differ from `measured`'s of those of `keys` that have a view in `views`
  /// and a width from `width` (self-sizing ones), each view measured at its width.
  private func surfaceNewHeights<Key: Hashable, View: UIView>(
    of keys: [Key], views: [Key: View], measured: [Key: CGFloat], width: (Key) -> CGFloat?
  ) -> [Key: CGFloat] {
    var heights: [Key: CGFloat] = [:]
    for key in keys {
      guard let view = views[key], let width = width(key) else { continue }
      let height = surfaceFittingHeight(of: view, width: width)
      if measured[key] != height { heights[key] = height }
    }
    return heights
  }

  /// `collectionView(_:cellForItemAt:)`, allowing one dequeue for exactly this index path; a
  /// cell that was not dequeued is the exception UIKit raises.
  func surfaceRequestCell(_ indexPath: IndexPath) -> UICollectionViewCell {
    surface.requested = indexPath
    surface.dequeuedForRequest = false
    UICollectionView.surfaceCellRequests += 1
    defer {
      surface.requested = nil
      UICollectionView.surfaceCellRequests -= 1
    }
    guard let dataSource else { return UICollectionViewCell(frame: .zero) }
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    if !surface.dequeuedForRequest {
      surface.exceptions.append(
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
          + "reuseIdentifier - cells must be retrieved by calling "
          + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    }
    return cell
  }

  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` (unless the view was asked for
  /// to size it), then `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`.
  func surfaceDisplaySupplementary(_ place: SupplementaryPlace) {
    guard
      let view = surfaceCollection.sizedSupplementaries.removeValue(forKey: place)
        ?? surfaceRequestSupplementary(place)
    else { return }
    surfaceCollection.supplementaries[place] = view
    addSubview(view)
    delegate?.collectionView(
      self, willDisplaySupplementaryView: view, forElementKind: place.kind,
      at: IndexPath(item: 0, section: place.section))
  }

  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`; a view that was not dequeued is
  /// the exception UIKit raises.
  func surfaceRequestSupplementary(_ place: SupplementaryPlace) -> UICollectionReusableView? {
    guard let dataSource else { return nil }
    let path = IndexPath(item: 0, section: place.section)
    surfaceCollection.requestedSupplementary = place
    surface.dequeuedForRequest = false
    let view = dataSource.collectionView(
      self, viewForSupplementaryElementOfKind: place.kind, at: path)
    surfaceCollection.requestedSupplementary = nil
    if !surface.dequeuedForRequest {
      surface.exceptions.append(
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
          + "(\(place.kind), \(path)) was not retrieved by calling "
          + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
    }
    return view
  }

  /// Sizes what is about to come on screen before it is displayed, as UIKit documents for
  /// self-sizing ("the cells are given the opportunity to modify their own layout attributes
  /// before those attributes are applied"): each self-sizing item and supplementary view that
  /// would arrive in the viewport gets its view from the data source and measures itself, and
  /// the frames are worked out again, until what the viewport shows holds still. The views
  /// wait in `sizedCells` and `sizedSupplementaries` for the display that follows; those that
  /// end up off screen go back to their reuse queues, never displayed.
  ///
  /// - Returns: The frames and what is in the viewport, as they stand once the arrivals are
  ///   sized (worked out before a data source call that changed the view: the pass starts
  ///   again then).
  func surfaceSizeArrivals() -> (
    frames: [CollectionSectionFrame],
    visible: (items: [IndexPath], supplementaries: [SupplementaryPlace])
  ) {
    var frames = surfaceFrames()
    var visible = surfaceVisible(frames)
    for _ in 0..<64 {
      let generation = surface.generation
      var changed = false
      let arriving = surfaceDisplayOrder(
        items: visible.items.filter {
          surface.cells[$0] == nil && surfaceCollection.sizedCells[$0] == nil
            && frames[$0.section].selfSizing.contains($0.item)
        },
        supplementaries: visible.supplementaries.filter {
          surfaceCollection.supplementaries[$0] == nil
            && surfaceCollection.sizedSupplementaries[$0] == nil
            && frames[$0.section].selfSizingSupplementaries.contains($0.kind)
        })
      for element in arriving {
        switch element {
        case .item(let path):
          let cell = surfaceRequestCell(path)
          guard generation == surface.generation else { return (frames, visible) }
          cell.frame = frames[path.section].items[path.item]
          surfaceCollection.sizedCells[path] = cell
          if surfaceMeasure([path], frames, in: surfaceCollection.sizedCells) { changed = true }
        case .supplementary(let place):
          guard let view = surfaceRequestSupplementary(place) else { continue }
          guard generation == surface.generation else { return (frames, visible) }
          view.frame = frames[place.section].supplementaries[place.kind] ?? .zero
          surfaceCollection.sizedSupplementaries[place] = view
          if surfaceMeasureSupplementaries(
            [place], frames, in: surfaceCollection.sizedSupplementaries)
          {
            changed = true
          }
        }
      }
      if !changed { break }
      frames = surfaceFrames()
      visible = surfaceVisible(frames)
    }
    return (frames, visible)
  }

  /// Puts the views sized for a display that did not come into their reuse queues.
  func surfaceReturnSizedViews() {
    for cell in surfaceCollection.sizedCells.values { surfaceEnqueue(cell) }
    surfaceCollection.sizedCells = [:]
    for (place, view) in surfaceCollection.sizedSupplementaries {
      surfaceEnqueue(view, kind: place.kind)
    }
    surfaceCollection.sizedSupplementaries = [:]
  }

  /// Puts `cell` into the reuse queue of its reuse identifier (a cell without one is dropped).
  func surfaceEnqueue(_ cell: UICollectionViewCell) {
    guard let identifier = cell.reuseIdentifier else { return }
    surface.reusableCells[identifier, default: []].append(cell)
  }

  /// Puts `view`, a supplementary view of `kind`, into the reuse queue of its kind and reuse
  /// identifier (a view without one is dropped).
  func surfaceEnqueue(_ view: UICollectionReusableView, kind: String) {
    guard let identifier = view.reuseIdentifier else { return }
    surfaceCollection.reusableSupplementaries[
      CollectionState.key(kind, identifier), default: []
    ]
    .append(view)
  }

  /// `collectionView(_:didEndDisplaying:forItemAt:)`, then the cell waits in its reuse queue.
  func surfaceEndDisplayingItem(_ path: IndexPath) {
    guard let cell = surface.cells.removeValue(forKey: path) else { return }
    cell.removeFromSuperview()
    cell.isSelected = false
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    surfaceEnqueue(cell)
  }

  /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`, then the view
  /// waits in its reuse queue.
  func surfaceEndDisplayingSupplementary(_ place: SupplementaryPlace) {
    guard let view = surfaceCollection.supplementaries.removeValue(forKey: place) else { return }
    view.removeFromSuperview()
    delegate?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: place.kind,
      at: IndexPath(item: 0, section: place.section))
    surfaceEnqueue(view, kind: place.kind)
  }

  /// Ends the display of `element` (see `surfaceEndDisplayingItem(_:)` and
  /// `surfaceEndDisplayingSupplementary(_:)`).
  func surfaceEndDisplaying(_ element: DisplayedElement) {
    switch element {
    case .item(let path): surfaceEndDisplayingItem(path)
    case .supplementary(let place): surfaceEndDisplayingSupplementary(place)
    }
  }

  /// `items` and `supplementaries` in the order the collection view displays them (see
  /// `DisplayedElement`).
  func surfaceDisplayOrder(items: [IndexPath], supplementaries: [SupplementaryPlace])
    -> [DisplayedElement]
  {
    (items.map(DisplayedElement.item) + supplementaries.map(DisplayedElement.supplementary))
      .sorted()
  }

  /// Prefetches the items within one viewport beyond the edge the collection view scrolls
  /// towards (see `surfacePrefetch(visible:wanted:)`), within its width.
  func surfacePrefetch(_ frames: [CollectionSectionFrame], visible: Set<IndexPath>) {
    surfacePrefetch(visible: visible) { band in
      var wanted = Set<IndexPath>()
      for (section, frame) in frames.enumerated() {
        for (item, rect) in frame.items.enumerated()
        where rect.height > 0 && rect.minY < band.upperBound && rect.maxY > band.lowerBound
          && rect.minX < bounds.width
        {
          let path = IndexPath(item: item, section: section)
          if !visible.contains(path) { wanted.insert(path) }
        }
      }
      return wanted
    }
  }

  /// Ends every display, top to bottom (as `reloadData()` does), and forgets what was measured
  /// and scrolled sideways.
  func surfaceForgetDisplays() {
    let displayed = surfaceDisplayOrder(
      items: Array(surface.cells.keys),
      supplementaries: Array(surfaceCollection.supplementaries.keys))
    for element in displayed { surfaceEndDisplaying(element) }
    surfaceCollection.measured = [:]
    surfaceCollection.measuredSupplementaries = [:]
    surfaceCollection.orthogonalOffsets = [:]
  }

  /// `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)`.
  func surfaceScroll(to indexPath: IndexPath, at position: UICollectionView.ScrollPosition) {
    let frames = surfaceFrames()
    guard frames.indices.contains(indexPath.section),
      frames[indexPath.section].items.indices.contains(indexPath.item)
    else {
      surface.exceptions.append(
        "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) "
          + "when there are only \(numberOfItems(inSection: indexPath.section)) items in "
          + "section \(indexPath.section).")
      return
    }
    let rect = frames[indexPath.section].items[indexPath.item]
    let target: SurfaceScrollTarget =
      if position.contains(.top) {
        .top
      } else if position.contains(.centeredVertically) {
        .middle
      } else if position.contains(.bottom) {
        .bottom
      } else {
        .nearest
      }
    let offset = surfaceOffset(
      showingFrom: rect.minY, to: rect.maxY, at: target, contentEnd: frames.last?.bottom ?? 0)
    if offset != contentOffset.y { contentOffset = CGPoint(x: contentOffset.x, y: offset) }
    surfaceLayout()
  }

  /// The cell for a `dequeueReusableCell(withReuseIdentifier:for:)` call, or the exception
  /// UIKit raises for it.
  func surfaceDequeueCell(_ identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    guard
      surfaceAdmitsDequeue(
        for: indexPath,
        elsewhere: "attempt to dequeue a cell for index path \(indexPath) while the collection "
          + "view is not asking for that index path (dequeue cells in "
          + "collectionView(_:cellForItemAt:))")
    else { return UICollectionViewCell(frame: .zero) }
    let registration = surface.cellClasses[identifier] ?? .unregistered
    if case .type(let type) = registration, let cellType = type as? UICollectionViewCell.Type {
      // An item being reconfigured gets its existing cell back, of the same type or not at all.
      if surface.reconfiguring != nil {
        return surfaceReconfiguredCell(identifier, for: indexPath)
          ?? UICollectionViewCell(frame: .zero)
      }
      if let cell = Self.surfaceReuse(from: &surface.reusableCells, identifier) { return cell }
      return cellType.init(surfaceRegisteredWithReuseIdentifier: identifier)
    }
    surface.exceptions.append(
      "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
        + "\(identifier) - must register a nib or a class for the identifier or connect a "
        + "prototype cell in a storyboard")
    return UICollectionViewCell(frame: .zero)
  }

  /// The view for a `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` call,
  /// or the exception UIKit raises for it.
  func surfaceDequeueSupplementary(
    _ kind: String, _ identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let place = SupplementaryPlace(kind: kind, section: indexPath.section)
    if let requested = surfaceCollection.requestedSupplementary, requested.kind != kind {
      surface.exceptions.append(
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
          + "does not match the element kind it is being used for. When asked for a view of "
          + "element kind '\(requested.kind)' the data source dequeued a view registered for the "
          + "element kind '\(kind)'.")
      surface.dequeuedForRequest = true
      return UICollectionReusableView(frame: .zero)
    }
    guard surfaceCollection.requestedSupplementary == place, indexPath.item == 0 else {
      surface.exceptions.append(
        "attempt to dequeue a supplementary view of kind \(kind) for index path \(indexPath) "
          + "while the collection view is not asking for it (dequeue supplementary views in "
          + "collectionView(_:viewForSupplementaryElementOfKind:at:))")
      return UICollectionReusableView(frame: .zero)
    }
    surface.dequeuedForRequest = true
    let key = CollectionState.key(kind, identifier)
    let registration = surfaceCollection.supplementaryClasses[key] ?? .unregistered
    if case .type(let type) = registration, let viewType = type as? UICollectionReusableView.Type {
      if let view = Self.surfaceReuse(from: &surfaceCollection.reusableSupplementaries, key) {
        return view
      }
      return viewType.init(surfaceRegisteredWithReuseIdentifier: identifier)
    }
    surface.exceptions.append(
      "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register "
        + "a nib or a class for the identifier or connect a prototype cell in a storyboard")
    return UICollectionReusableView(frame: .zero)
  }

  /// `dequeueConfiguredReusableCell(using:for:item:)`.
  func surfaceDequeueConfiguredCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
    item: Item?
  ) -> Cell {
    let identifier = registration.surfaceIdentifier
    if registration.surfaceCreatedInCellRequest {
      surface.exceptions.append(
        "Attempted to dequeue a cell using a registration that was created inside "
          + "-collectionView:cellForItemAtIndexPath: or inside a "
          + "UICollectionViewDiffableDataSource cell provider. Creating a new registration each "
          + "time a cell is requested will prevent reuse and cause created cells to remain "
          + "inaccessible in memory for the lifetime of the collection view. Registration: "
          + "\(identifier)")
    }
    if surface.cellClasses[identifier] == nil {
      surface.cellClasses[identifier] = .type(Cell.self)
    }
    let dequeued = surfaceDequeueCell(identifier, for: indexPath)
    let cell = dequeued as? Cell ?? Cell(surfaceRegisteredWithReuseIdentifier: identifier)
    if let item {
      registration.surfaceHandler(cell, indexPath, item)
    } else {
      surface.exceptions.append(
        "dequeueConfiguredReusableCell(using:for:item:) was given no item for \(indexPath): "
          + "the registration's handler cannot configure the cell")
    }
    return cell
  }

  /// `dequeueConfiguredReusableSupplementary(using:for:)`.
  func surfaceDequeueConfiguredSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary {
    let kind = registration.surfaceElementKind
    let identifier = registration.surfaceIdentifier
    let key = CollectionState.key(kind, identifier)
    if surfaceCollection.supplementaryClasses[key] == nil {
      surfaceCollection.supplementaryClasses[key] = .type(Supplementary.self)
    }
    let dequeued = surfaceDequeueSupplementary(kind, identifier, for: indexPath)
    let view =
      dequeued as? Supplementary
      ?? Supplementary(surfaceRegisteredWithReuseIdentifier: identifier)
    registration.surfaceHandler(view, kind, indexPath)
    return view
  }

  /// `selectItem(at:animated:scrollPosition:)`: no delegate call.
  func surfaceSelect(_ indexPath: IndexPath?) {
    guard let indexPath else {
      surfaceSetSelection([])
      return
    }
    let counts = surfaceCounts()
    guard counts.indices.contains(indexPath.section), indexPath.item >= 0,
      indexPath.item < counts[indexPath.section]
    else {
      surface.exceptions.append(
        "attempt to select item \(indexPath.item) in section \(indexPath.section), which does "
          + "not exist")
      return
    }
    surfaceAddToSelection(indexPath)
  }
}
