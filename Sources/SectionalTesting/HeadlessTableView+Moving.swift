import Sectional

extension HeadlessTableView {
  /// Scrolls so that the row with `id` shows at `alignment`, leaving the selection alone;
  /// display events follow. Call it through `ListController.scrollToRow(_:at:animated:)`.
  ///
  /// - Parameters:
  ///   - id: The row's id.
  ///   - alignment: Where it ends up.
  ///   - animated: Ignored.
  public func reveal(row id: ListID, at alignment: ScrollAlignment, animated: Bool) {
    guard let path = shown.path(of: id) else { return }
    align(path, at: alignment)
    refreshDisplay(reloaded: [])
  }

  /// Makes the row with `id` the selected row without sending events, as UIKit's
  /// `selectRow(at:animated:scrollPosition:)` does, scrolling it to `alignment` unless that is
  /// `nil`; `nil` clears the selection, also without events. Call it through
  /// `ListController.selectRow(_:scrollingTo:animated:)`.
  ///
  /// - Parameters:
  ///   - id: The row's id, or `nil`.
  ///   - alignment: Where to scroll the row; `nil` for no scrolling.
  ///   - animated: Ignored.
  public func select(row id: ListID?, scrollingTo alignment: ScrollAlignment?, animated: Bool) {
    guard let id else {
      selectedID = nil
      return
    }
    guard let path = shown.path(of: id) else { return }
    selectedID = id
    if let alignment {
      align(path, at: alignment)
      refreshDisplay(reloaded: [])
    }
  }

  /// Sets the offset that shows the row at `path` at `alignment`, measuring the rows that come
  /// into view and aligning again.
  func align(_ path: RowPath, at alignment: ScrollAlignment) {
    syncLayout()
    if let offset = layout.offset(toShow: .row(path), at: alignment) { contentOffset = offset }
    syncLayout()
    if let offset = layout.offset(toShow: .row(path), at: alignment) { contentOffset = offset }
  }

  /// The selected row's position and the offset before a change, to keep them
  /// (`CursorTracking.keepsLine`); `nil` without a selection or when it follows its row.
  var lineToKeep: (path: RowPath, offset: Double)? {
    guard controller.cursorTracking == .keepsLine, let selectedID,
      let path = shown.path(of: selectedID)
    else { return nil }
    return (path, contentOffset)
  }

  /// After a change, selects (without events) the row now at the kept position, or the
  /// nearest that can take the cursor (`ListContent.nearestCursorRow(to:)`, as every host),
  /// or nothing when none can; and scrolls back to the kept offset.
  func keepLine(_ line: (path: RowPath, offset: Double)) {
    selectedID = shown.nearestCursorRow(to: line.path).flatMap { shown[$0]?.id }
    contentOffset = line.offset
    refreshDisplay(reloaded: [])
  }
}
