extension ListController {
  /// Delivers an event that a renderer reports by position to the row now at that position.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - path: Where the renderer saw it, in the controller's current content.
  ///   - detail: More about the event.
  /// - Returns: `false` when no row is at `path` (nothing was called).
  @discardableResult
  public func send(_ event: RowEvent, at path: RowPath, detail: EventDetail = .none) -> Bool {
    guard let row = content[path] else { return false }
    dispatch(PendingEvent(event: event, row: row, path: path, detail: detail))
    return true
  }

  /// Delivers an event to a row the renderer still holds but the content may no longer have, such
  /// as `didEndDisplaying` for a row that was just deleted.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - row: The row, from the renderer's copy of the content.
  ///   - path: Its position in that copy.
  ///   - detail: More about the event.
  public func send(_ event: RowEvent, to row: Row, at path: RowPath, detail: EventDetail = .none) {
    dispatch(PendingEvent(event: event, row: row, path: path, detail: detail))
  }

  /// Delivers an event of a section's header or footer.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - kind: Header or footer.
  ///   - section: The section, from the renderer's copy of the content.
  ///   - index: Its index in that copy.
  public func send(
    _ event: SectionEvent, _ kind: SectionContext.Kind, of section: Section, at index: Int
  ) {
    let item = kind == .header ? section.header : section.footer
    guard let handlers = item?.handlers[event], !handlers.isEmpty else { return }
    handlerRuns += 1
    let context = SectionContext(
      event: event, kind: kind, sectionID: section.id, section: index, controller: self)
    for handler in handlers {
      handler(context)
    }
  }

  /// Whether the row at `path` may be selected (it exists and is selectable).
  ///
  /// - Parameter path: A position in the current content.
  public func canSelect(at path: RowPath) -> Bool {
    content[path]?.traits.isSelectable ?? false
  }

  /// Records that the user reordered a row in the renderer (which already shows the move), then
  /// fires the row's ``RowEvent/move`` handlers. The renderer is not asked to apply anything.
  ///
  /// - Parameters:
  ///   - source: Where the row was.
  ///   - destination: Where it is now.
  /// - Throws: ``ListError`` when either position is out of range or the row is not movable;
  ///   nothing changes.
  public func commitMove(from source: RowPath, to destination: RowPath) throws(ListError) {
    let operation = "commitMove"
    let row = try existingRow(at: source, operation)
    guard row.traits.isMovable else {
      throw ListError(operation: operation, problem: .notAllowed("row id \(row.id) is not movable"))
    }
    var new = content
    new.sections[source.section].rows.remove(at: source.row)
    try checkInsertion(destination, in: new, operation)
    new.sections[destination.section].rows.insert(row, at: destination.row)
    commit(
      new, StagedChangeset(),
      events: [
        PendingEvent(event: .move, row: row, path: destination, detail: .moved(from: source))
      ])
  }

  /// Deletes a row the user chose to delete (swipe or delete key), then fires its
  /// ``RowEvent/delete`` handlers.
  ///
  /// - Parameter path: The row's position.
  /// - Throws: ``ListError`` when there is no row there or it is not deletable.
  public func commitDelete(at path: RowPath) throws(ListError) {
    let row = try existingRow(at: path, "commitDelete")
    guard row.traits.isDeletable else {
      throw ListError(
        operation: "commitDelete", problem: .notAllowed("row id \(row.id) is not deletable"))
    }
    try deleteRows([.at(path)])
  }

  package func dispatch(_ pending: PendingEvent) {
    guard let handlers = pending.row.handlers[pending.event], !handlers.isEmpty else { return }
    handlerRuns += 1
    let context = RowContext(
      event: pending.event, id: pending.row.id, indexPath: pending.path, row: pending.row,
      detail: pending.detail, controller: self)
    for handler in handlers {
      handler(context)
    }
  }
}
