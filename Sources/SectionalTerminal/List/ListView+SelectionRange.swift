import Sectional

// Selecting a range: while the screen selects rows, Shift-↑ and Shift-↓ select the rows the
// cursor goes over, as Shift with the arrows extends a selection in a GUI list.
extension ListView {
  /// Handles Shift-↑ or Shift-↓ while the screen selects rows (a `MultipleSelectionScreen`):
  /// the cursor row and the row the cursor moves to are selected, in one change.
  ///
  /// - Returns: Whether the key was that; otherwise the list handles it as it would.
  func extendSelection(_ event: KeyEvent) -> Bool {
    guard event.modifiers == .shift, event.key == .up || event.key == .down,
      let selecting = controller.rowSelection, selecting.isSelectingRows
    else { return false }
    var ids = Set<ListID>()
    if let row = selectedRow, row.takesCursor { ids.insert(row.id) }
    stepOrScroll(forward: event.key == .down)
    if let row = selectedRow, row.takesCursor { ids.insert(row.id) }
    selecting.setRows(ids, selected: true)
    return true
  }
}
