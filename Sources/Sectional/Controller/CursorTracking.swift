/// Where a list's cursor (the terminal's) or selection (the headless table's and UIKit's) goes
/// when a change moves the rows under it: with its row, or kept at its place in the list.
///
/// ```swift
/// controller.cursorTracking = .keepsLine  // a table re-sorted every second stays still
/// ```
///
/// The default, ``followsRow``, is what UIKit does with a selected row across batch updates.
/// Choose ``keepsLine`` for a list whose order changes on its own (a process table sorted by
/// CPU): the view stays where it is and the cursor on its line, rather than chasing one row
/// up and down the list. Either way a cursor whose row is deleted goes to a neighbour.
public enum CursorTracking: Sendable, Equatable {
  /// The cursor stays on its row, wherever the change puts it; the view scrolls to keep it
  /// shown.
  case followsRow
  /// The cursor stays at its position (its section and row number, or the nearest row that can
  /// take it) on whatever row is there after the change, and the view does not scroll. The
  /// selection of the headless table and UIKit moves to that row without selection events,
  /// as `selectRow(at:animated:scrollPosition:)` does.
  case keepsLine
}
