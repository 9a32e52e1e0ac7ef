import Sectional

// Marks: on a screen that selects rows (a `MultipleSelectionScreen`), Space marks the cursor
// row and Shift-↑ and Shift-↓ mark the rows the cursor goes over, as Shift with the arrows
// extends a selection in a GUI list; either starts selecting when the screen was not, as
// lazygit's and k9s's marks need no mode. Esc stops selecting and drops the marks.
extension ListView {
  /// Handles Shift-↑ or Shift-↓ on a screen that selects rows: the cursor row and the row the
  /// cursor moves to are selected, in one change (selecting starts if it had not).
  ///
  /// - Returns: Whether the key was that; otherwise the list handles it as it would.
  func extendSelection(_ event: KeyEvent) -> Bool {
    guard event.modifiers == .shift, event.key == .up || event.key == .down,
      let selecting = controller.rowSelection
    else { return false }
    var ids = Set<ListID>()
    if let row = selectedRow, row.takesCursor { ids.insert(row.id) }
    stepOrScroll(forward: event.key == .down)
    if let row = selectedRow, row.takesCursor { ids.insert(row.id) }
    if selecting.isSelectingRows {
      selecting.setRows(ids, selected: true)
    } else {
      selecting.beginSelecting(with: ids)
    }
    return true
  }

  /// Space on a row of a screen that selects rows but is not selecting: the row is marked
  /// and selecting starts. A row with a control of its own (a switch, a button, parts) keeps
  /// Space for it.
  ///
  /// - Returns: Whether Space marked the row.
  func markToStartSelecting() -> Bool {
    guard let selecting = controller.rowSelection, !selecting.isSelectingRows,
      let row = selectedRow, row.canBeSelected, !spaceUsesCursorRowControl
    else { return false }
    selecting.beginSelecting(with: [row.id])
    return true
  }

  /// Esc while the screen selects rows: selecting stops and the marks go.
  ///
  /// - Returns: Whether the screen was selecting.
  func stopSelecting() -> Bool {
    guard let selecting = controller.rowSelection, selecting.isSelectingRows else { return false }
    selecting.endSelecting()
    return true
  }
}
