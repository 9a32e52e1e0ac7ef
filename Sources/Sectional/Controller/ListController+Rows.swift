extension ListController {
  /// Appends rows to the end of a section.
  ///
  /// - Parameters:
  ///   - rows: The new rows; their ids must be new to the list.
  ///   - section: The section, by index or id.
  /// - Throws: ``ListError`` for an unknown section or a repeated id; nothing changes.
  /// - Complexity: O(n) to check ids.
  public func appendRows(_ rows: [Row], to section: SectionAddress) throws(ListError) {
    try checkNotHosted("appendRows")
    let index = try resolve(section, "appendRows")
    try insertRows(
      rows, at: RowPath(section: index, row: content.sections[index].rows.count), "appendRows")
  }

  /// Inserts rows, in order, starting at `path`.
  ///
  /// - Parameters:
  ///   - rows: The new rows; their ids must be new to the list.
  ///   - path: Where the first new row goes; the row index may equal the section's row count.
  /// - Throws: ``ListError`` for a position out of range or a repeated id; nothing changes.
  public func insertRows(_ rows: [Row], at path: RowPath) throws(ListError) {
    try checkNotHosted("insertRows")
    try insertRows(rows, at: path, "insertRows")
  }

  /// Inserts rows, in order, just before an existing row.
  ///
  /// - Parameters:
  ///   - rows: The new rows.
  ///   - anchor: The row they go before, by position or id.
  /// - Throws: ``ListError`` for an unknown anchor or a repeated id; nothing changes.
  public func insertRows(_ rows: [Row], before anchor: RowAddress) throws(ListError) {
    try checkNotHosted("insertRows(before:)")
    let path = try resolve(anchor, "insertRows(before:)")
    try insertRows(rows, at: path, "insertRows(before:)")
  }

  /// Inserts rows, in order, just after an existing row.
  ///
  /// - Parameters:
  ///   - rows: The new rows.
  ///   - anchor: The row they go after, by position or id.
  /// - Throws: ``ListError`` for an unknown anchor or a repeated id; nothing changes.
  public func insertRows(_ rows: [Row], after anchor: RowAddress) throws(ListError) {
    try checkNotHosted("insertRows(after:)")
    let path = try resolve(anchor, "insertRows(after:)")
    try insertRows(
      rows, at: RowPath(section: path.section, row: path.row + 1), "insertRows(after:)")
  }

  private func insertRows(_ rows: [Row], at path: RowPath, _ operation: String) throws(ListError) {
    try checkInsertion(path, in: content, operation)
    guard !rows.isEmpty else { return }
    var new = content
    new.sections[path.section].rows.insert(contentsOf: rows, at: path.row)
    try checkIdentity(of: new, operation)
    let inserted = rows.indices.map { RowPath(section: path.section, row: path.row + $0) }
    commit(
      new, StagedChangeset([Changeset(content: new, rowInserts: inserted)]),
      events: zip(rows, inserted).map { PendingEvent(event: .inserted, row: $0, path: $1) })
  }

  /// Deletes one row.
  ///
  /// - Parameter row: The row, by position or id.
  /// - Throws: ``ListError`` when there is no such row; nothing changes.
  public func deleteRow(_ row: RowAddress) throws(ListError) {
    try checkNotHosted("deleteRow")
    try removeRows([row], "deleteRows")
  }

  /// Deletes rows in one batch. Their ``RowEvent/removed`` handlers run afterwards with the
  /// positions the rows had; ``RowEvent/userDeleted`` does not run: the app deleted them, not the
  /// user.
  ///
  /// - Parameter rows: The rows, by position or id; each at most once.
  /// - Throws: ``ListError`` when any row does not exist or is named twice; nothing changes.
  public func deleteRows(_ rows: [RowAddress]) throws(ListError) {
    try checkNotHosted("deleteRows")
    try removeRows(rows, "deleteRows")
  }

  /// Deletes rows in one batch, as ``deleteRows(_:)`` does, also on a hosted controller (a
  /// user's confirmed delete). Each row hears ``RowEvent/removed``, then, when `byUser`,
  /// ``RowEvent/userDeleted``.
  func removeRows(_ rows: [RowAddress], _ operation: String, byUser: Bool = false)
    throws(ListError)
  {
    let paths = try resolveAll(rows, operation)
    guard !paths.isEmpty else { return }
    var new = content
    let removed = paths.map { ($0, content.sections[$0.section].rows[$0.row]) }
    for path in paths.sorted(by: >) {
      new.sections[path.section].rows.remove(at: path.row)
    }
    commit(
      new, StagedChangeset([Changeset(content: new, rowDeletes: paths)]),
      events: removed.flatMap { path, row in
        [PendingEvent(event: .removed, row: row, path: path)]
          + (byUser ? [PendingEvent(event: .userDeleted, row: row, path: path)] : [])
      })
  }

  /// Replaces a row. With the same id the row is reloaded; with another id the old row is deleted
  /// and the new one inserted in its place.
  ///
  /// - Parameters:
  ///   - row: The row to replace, by position or id.
  ///   - newRow: Its replacement.
  /// - Throws: ``ListError`` for an unknown row or when the new id is used elsewhere.
  public func replaceRow(_ row: RowAddress, with newRow: Row) throws(ListError) {
    try checkNotHosted("replaceRow")
    let operation = "replaceRow"
    let path = try resolve(row, operation)
    let old = content.sections[path.section].rows[path.row]
    var new = content
    new.sections[path.section].rows[path.row] = newRow
    if old.id == newRow.id {
      commit(
        new, StagedChangeset([Changeset(content: new, rowReloads: [path])]),
        events: [PendingEvent(event: .reloaded, row: newRow, path: path)])
    } else {
      try checkIdentity(of: new, operation)
      commit(
        new, StagedChangeset([Changeset(content: new, rowDeletes: [path], rowInserts: [path])]),
        events: [
          PendingEvent(event: .removed, row: old, path: path),
          PendingEvent(event: .inserted, row: newRow, path: path),
        ])
    }
  }

  /// Reloads rows: the renderer redraws them from the current content (on screen, in the cells
  /// they have when their components keep their types; see the Events article).
  ///
  /// - Parameter rows: The rows, by position or id; each at most once.
  /// - Throws: ``ListError`` when any row does not exist or is named twice; nothing changes.
  public func reloadRows(_ rows: [RowAddress]) throws(ListError) {
    try checkNotHosted("reloadRows")
    let paths = try resolveAll(rows, "reloadRows")
    guard !paths.isEmpty else { return }
    commit(
      content, StagedChangeset([Changeset(content: content, rowReloads: paths)]),
      events: paths.map {
        PendingEvent(event: .reloaded, row: content.sections[$0.section].rows[$0.row], path: $0)
      })
  }

  /// Moves a row, within its section or to another.
  ///
  /// - Parameters:
  ///   - row: The row, by position or id.
  ///   - destination: Its position once moved, counted as if it were already removed.
  /// - Throws: ``ListError`` for an unknown row or a destination out of range; nothing changes.
  public func moveRow(_ row: RowAddress, to destination: RowPath) throws(ListError) {
    try checkNotHosted("moveRow")
    let operation = "moveRow"
    let source = try resolve(row, operation)
    var new = content
    let moving = new.sections[source.section].rows.remove(at: source.row)
    try checkInsertion(destination, in: new, operation)
    guard source != destination else { return }
    new.sections[destination.section].rows.insert(moving, at: destination.row)
    commit(
      new,
      StagedChangeset([Changeset(content: new, rowMoves: [Move(from: source, to: destination)])]),
      events: [
        PendingEvent(event: .moved, row: moving, path: destination, detail: .moved(from: source))
      ])
  }

  /// Swaps two rows, in the same section or in two.
  ///
  /// - Parameters:
  ///   - first: One row.
  ///   - second: The other.
  /// - Throws: ``ListError`` for an unknown row or when both name the same row.
  public func swapRows(_ first: RowAddress, _ second: RowAddress) throws(ListError) {
    try checkNotHosted("swapRows")
    let paths = try resolveAll([first, second], "swapRows")
    let (a, b) = (paths[0], paths[1])
    var new = content
    let rowA = content.sections[a.section].rows[a.row]
    let rowB = content.sections[b.section].rows[b.row]
    new.sections[a.section].rows[a.row] = rowB
    new.sections[b.section].rows[b.row] = rowA
    commit(
      new,
      StagedChangeset([
        Changeset(content: new, rowMoves: [Move(from: a, to: b), Move(from: b, to: a)])
      ]),
      events: [
        PendingEvent(event: .moved, row: rowA, path: b, detail: .moved(from: a)),
        PendingEvent(event: .moved, row: rowB, path: a, detail: .moved(from: b)),
      ])
  }
}
