import Sectional

extension HeadlessTableView {
  /// The row under the keyboard cursor: the terminal's cursor, the item a hardware keyboard's
  /// focus is on in UIKit. A tap leaves it on the tapped row, as a click or Enter leaves the
  /// terminal's; when a change removes its row it goes to the row that replaces it
  /// (`Row.replaces(_:)`), else to the nearest row that can take it
  /// (`ListContent.nearestCursorRow(to:)`), as the terminal's does. `nil` before the first move
  /// or tap, and when no row can take it.
  ///
  /// The cursor is focus, not a press: moving it sends no events (a tap does, see
  /// ``tap(_:detail:)``).
  public var cursor: ListID? {
    guard let cursorID, shown.path(of: cursorID) != nil else { return nil }
    return cursorID
  }

  /// Puts the cursor on a row and scrolls the least that shows it whole.
  ///
  /// - Parameter address: The row.
  /// - Throws: ``MissingRow`` when the table has no such row.
  public func moveCursor(to address: RowAddress) throws(MissingRow) {
    let path = try require(address, "moveCursor")
    placeCursor(at: path)
  }

  /// Moves the cursor to the next selectable row in `direction`, as arrow keys do, with the
  /// core's two-dimensional navigation (`ListLayout.row(from:moving:)`): in a grid ←/→ move
  /// within a line and ↑/↓ to the same column of the next line; in a list ↑/↓ go to the
  /// previous or next row and ←/→ go nowhere; moves cross into neighbouring sections. Rows that
  /// cannot take the cursor (`Row.takesCursor`) are passed over. With no cursor, the first move
  /// puts it on the selected row, or on the first row that can take it. The table scrolls the
  /// least that shows the row whole; display events follow.
  ///
  /// - Parameter direction: Where to go.
  /// - Returns: The id of the row the cursor moved to, or `nil` when nothing selectable lies
  ///   in that direction (the cursor stays).
  /// - Complexity: O(log n) per row passed over (O(section) in a flow or carousel).
  @discardableResult
  public func moveCursor(_ direction: ListLayout.Direction) -> ListID? {
    guard let start = cursor.flatMap({ shown.path(of: $0) }) else {
      guard let first = selectedID.flatMap({ shown.path(of: $0) }) ?? firstSelectableRow() else {
        return nil
      }
      placeCursor(at: first)
      return cursor
    }
    guard let next = layout.cursorRow(from: start, moving: direction) else { return nil }
    placeCursor(at: next)
    return cursor
  }

  /// Puts the cursor on the row at `path` and scrolls the least that shows it.
  func placeCursor(at path: RowPath) {
    cursorID = shown[path]?.id
    if let offset = layout.offset(toShow: .row(path), at: .nearest) { contentOffset = offset }
    refreshDisplay(reloaded: [])
  }

  /// The first row that can be selected, top to bottom.
  ///
  /// - Complexity: O(n).
  func firstSelectableRow() -> RowPath? {
    for (section, rows) in shown.sections.map(\.rows).enumerated() {
      for row in rows.indices where rows[row].takesCursor {
        return RowPath(section: section, row: row)
      }
    }
    return nil
  }
}
