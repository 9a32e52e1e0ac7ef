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
/// up and down the list. A cursor that follows its row, when a change removes that row, goes
/// to the row the change brings in its place (see ``Row/replaces(_:)``), else to a
/// neighbour; one that keeps its line stays on it.
public enum CursorTracking: Sendable, Equatable {
  /// The cursor stays on its row, wherever the change puts it; the view scrolls to keep it
  /// shown.
  case followsRow
  /// The cursor stays at its position (its section and row number) on whatever row is there
  /// after the change, or on the nearest row that can take it, as
  /// ``ListContent/nearestCursorRow(to:)`` defines for every host (rows counted across
  /// sections, the later on a tie), and the view does not scroll. The selection of the
  /// headless table and UIKit moves to that row without selection events, as
  /// `selectRow(at:animated:scrollPosition:)` does; when no row can take it (the list
  /// emptied) nothing is selected.
  case keepsLine
}

extension Changeset {
  /// The row this batch brings in place of the row with `id`, when it removes that row: the
  /// first row it inserts (alone or with its section) that names `id` with
  /// ``Row/replaces(_:)`` and can take the cursor (``Row/takesCursor``), by its position in
  /// ``content``; `nil` when there
  /// is none or the row with `id` stays.
  ///
  /// A renderer calls it for the row with its cursor or selection, stage by stage, when it
  /// follows rows (``CursorTracking/followsRow``), and moves the cursor there without events:
  ///
  /// ```swift
  /// for stage in changes {
  ///   if let id = selectedID, let successor = stage.successor(of: id) {
  ///     selectedID = stage.content[successor]?.id
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter id: The id of the row with the cursor, before the batch.
  /// - Returns: The successor's position after the batch, or `nil`.
  /// - Complexity: O(1) for a batch that deletes no row or section and reloads no section
  ///   (nothing can have left); otherwise O(*i*) in the rows the batch inserts, which are read
  ///   (a ``ForEach`` makes them), then, when one names `id`, O(*n*) in the ids of ``content``,
  ///   none of them made.
  public func successor(of id: ListID) -> RowPath? {
    // Only these remove a row: moves and reloads keep every id.
    guard !rowDeletes.isEmpty || !sectionDeletes.isEmpty || !sectionReloads.isEmpty else {
      return nil
    }
    func names(_ row: Row) -> Bool {
      row.takesCursor && row.traits.replacedIDs.contains(id)
    }
    var found: RowPath?
    for path in rowInserts where content[path].map(names) == true {
      if found.map({ path < $0 }) ?? true { found = path }
    }
    for section in sectionInserts where found.map({ section < $0.section }) ?? true {
      guard content.sections.indices.contains(section) else { continue }
      if let row = content.sections[section].rows.firstIndex(where: names) {
        found = RowPath(section: section, row: row)
      }
    }
    guard let found, content.path(of: id) == nil else { return nil }
    return found
  }
}
