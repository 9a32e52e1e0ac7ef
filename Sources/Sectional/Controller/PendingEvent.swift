/// An event the controller fires after a change has been handed to the renderer; or a run of
/// them: one event for each of several adjacent rows of a ``ForEach`` whose handlers are not
/// known yet (a filter that shows 2,000 rows again is a few runs, not 2,000 entries).
struct PendingEvent {
  var event: RowEvent
  /// The path of the (first) row.
  var path: RowPath
  var detail: EventDetail = .none
  /// The row, or the list and positions to read rows from when the events fire: a row of a
  /// ``ForEach`` whose handlers are not known yet is not made for an event it may not handle,
  /// since the renderer, applying the change first, usually makes it (for its height, to draw
  /// it) and then its handlers are known.
  private var source: Source

  private enum Source {
    case row(Row)
    /// Rows `positions` of the list, at paths `path.row ..< path.row + positions.count`.
    case positions(RowList, Range<Int>)
  }

  /// An event for `row`.
  init(event: RowEvent, row: Row, path: RowPath, detail: EventDetail = .none) {
    self.event = event
    self.path = path
    self.detail = detail
    source = .row(row)
  }

  /// An event for the row at `position` of `rows`, read when it fires.
  init(event: RowEvent, rows: RowList, position: Int, path: RowPath, detail: EventDetail = .none) {
    self.event = event
    self.path = path
    self.detail = detail
    source = .positions(rows, position..<position + 1)
  }

  /// Adds the event for the row at `position` of `rows`, at `path`, to this run when it is the
  /// same event for the next row of the same list; returns whether it did.
  mutating func extend(
    _ event: RowEvent, rows: RowList, position: Int, path: RowPath, detail: EventDetail
  ) -> Bool {
    guard case .positions(let list, let positions) = source, event == self.event,
      case .none = detail, case .none = self.detail, positions.upperBound == position,
      path.section == self.path.section, path.row == self.path.row + positions.count,
      list.isSameList(as: rows)
    else { return false }
    source = .positions(list, positions.lowerBound..<position + 1)
    return true
  }

  /// The row, when it handles the event (made now if it was not made yet); for a run, the
  /// first row's.
  var handlingRow: Row? {
    switch source {
    case .row(let row): row.handles(event) ? row : nil
    case .positions(let rows, let positions):
      rows.row(at: positions.lowerBound, ifItHandles: event)
    }
  }

  /// Calls `body` with each single event, in order: this one, or each of its run's whose row
  /// is not known to ignore it.
  ///
  /// - Complexity: O(rows in the run), making only rows not made yet.
  func forEachSingle(_ body: (PendingEvent) -> Void) {
    guard case .positions(let rows, let positions) = source, positions.count > 1 else {
      body(self)
      return
    }
    for (offset, position) in positions.enumerated() {
      if rows.knownHandling(event, at: position) == false { continue }
      body(
        PendingEvent(
          event: event, rows: rows, position: position,
          path: RowPath(section: path.section, row: path.row + offset)))
    }
  }
}
