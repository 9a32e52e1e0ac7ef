// What the surface's test drivers do the same way on a table view and a collection view: the
// bodies of their gestures. Not UIKit API; internal (the drivers themselves are in
// UITableView+Driving.swift and UICollectionView+Driving.swift).

extension SurfaceListView {
  /// Ends the animations of the batches applied so far: their completions run, in order.
  func surfaceFinishAnimations() {
    while !surface.completions.isEmpty {
      surface.completions.removeFirst()(true)
    }
  }

  /// Scrolls to a vertical offset (clamped to the content, as a drag ends), then runs the
  /// layout pass the next frame would.
  func surfaceScroll(toOffsetY offset: CGFloat) {
    surfaceFinishAnimations()
    layoutIfNeeded()
    let limit = max(0, contentSize.height - bounds.height)
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(0, offset), limit))
    layoutIfNeeded()
  }

  /// Drags a row (item) by its reorder control and drops it: the view shows the move first,
  /// then tells `dataSource` with `move`.
  func surfaceDrag<DataSource>(
    at source: IndexPath, to destination: IndexPath, dataSource: DataSource?,
    canMove: (DataSource) -> Bool, move: (DataSource) -> Void
  ) throws(SurfaceDriverError) {
    surfaceFinishAnimations()
    layoutIfNeeded()
    guard isEditing else { throw .notEditing }
    guard surface.cells[source] != nil else { throw .notOnScreen(source) }
    guard let dataSource, canMove(dataSource) else { throw .notMovable(source) }
    let before = surfaceCounts()
    var counts = before
    counts[source.section] -= 1
    guard counts.indices.contains(destination.section),
      (0...counts[destination.section]).contains(destination.item)
    else { throw .outOfRange(destination) }
    counts[destination.section] += 1
    var batch = UpdateBatch()
    batch.rowMoves = [(source, destination)]
    let check = BatchUpdateCheck(
      before: before, after: counts, batch: batch, words: Self.surfaceWords)
    if case .success(let mapping) = check.run() {
      surfaceApply(mapping, after: counts, layOut: false)
    }
    move(dataSource)
    layoutIfNeeded()
  }

  /// Runs the action titled `title` of the open swipe with `perform`.
  func surfaceTapSwipeAction(
    titled title: String,
    perform: (UIContextualAction, OpenSwipe) throws(SurfaceDriverError) -> Void
  ) throws(SurfaceDriverError) {
    guard let swipe = surface.swipe else { throw .noOpenSwipe }
    guard let action = swipe.actions.first(where: { $0.title == title }) else {
      throw .noAction(title)
    }
    try perform(action, swipe)
  }

  /// Runs the first action of the swipe just opened on `indexPath` with `perform`, when its
  /// configuration allows a full swipe.
  func surfaceCompleteFullSwipe(
    at indexPath: IndexPath,
    perform: (UIContextualAction, OpenSwipe) throws(SurfaceDriverError) -> Void
  ) throws(SurfaceDriverError) {
    guard let swipe = surface.swipe, swipe.performsFirstActionWithFullSwipe,
      let first = swipe.actions.first
    else { throw .noFullSwipe(indexPath) }
    try perform(first, swipe)
  }

  /// Runs a swipe action's handler with the row's (item's) cell, then closes the swipe; whether
  /// the handler completed successfully.
  @discardableResult
  func surfaceRunSwipeAction(_ action: UIContextualAction, of swipe: OpenSwipe) -> Bool {
    var completed = false
    let view = surface.cells[swipe.indexPath] ?? UIView(frame: .zero)
    action.surfaceHandler?(action, view) { completed = $0 }
    surface.swipe = nil
    return completed
  }
}
