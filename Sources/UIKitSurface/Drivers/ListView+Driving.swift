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

  /// The start of every gesture on a row (item): the animations end, a layout pass runs, and
  /// the row's cell must be on screen.
  @discardableResult
  func surfaceTouch(_ indexPath: IndexPath) throws(SurfaceDriverError) -> Cell {
    surfaceFinishAnimations()
    layoutIfNeeded()
    guard let cell = surface.cells[indexPath] else { throw .notOnScreen(indexPath) }
    return cell
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

  /// Shows `actions` as the open swipe of the row (item) at `indexPath`; the titles shown,
  /// outermost first.
  func surfaceOpenSwipe(
    at indexPath: IndexPath, actions: [UIContextualAction], performsFirstActionWithFullSwipe: Bool
  ) -> [String] {
    surface.swipe = OpenSwipe(
      indexPath: indexPath, actions: actions,
      performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe)
    return actions.map { $0.title ?? "" }
  }

  /// Runs the action titled `title` of the open swipe.
  func surfaceTapSwipeAction(titled title: String) throws(SurfaceDriverError) {
    guard let swipe = surface.swipe else { throw .noOpenSwipe }
    guard let action = swipe.actions.first(where: { $0.title == title }) else {
      throw .noAction(title)
    }
    surfacePerform(action, of: swipe)
  }

  /// Runs the first action of the swipe just opened on `indexPath`, when its configuration
  /// allows a full swipe.
  func surfaceCompleteFullSwipe(at indexPath: IndexPath) throws(SurfaceDriverError) {
    guard let swipe = surface.swipe, swipe.performsFirstActionWithFullSwipe,
      let first = swipe.actions.first
    else { throw .noFullSwipe(indexPath) }
    surfacePerform(first, of: swipe)
  }

  /// Runs a swipe action's handler with the row's (item's) cell, closes the swipe, tells the
  /// view it ended (``SurfaceListView/surfaceSwipeDidEnd(_:after:completed:)``), then runs a
  /// layout pass.
  private func surfacePerform(_ action: UIContextualAction, of swipe: OpenSwipe) {
    var completed = false
    let view = surface.cells[swipe.indexPath] ?? UIView(frame: .zero)
    action.surfaceHandler?(action, view) { completed = $0 }
    surface.swipe = nil
    surfaceSwipeDidEnd(swipe, after: action, completed: completed)
    layoutIfNeeded()
  }
}
