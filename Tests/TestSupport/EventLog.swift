import Sectional

/// What row handlers heard, in order, one line each: `didSelect "b"`.
@MainActor
package final class EventLog {
  /// The lines written so far.
  package var lines: [String] = []

  package init() {}
}

/// One section of text rows with the given ids, each writing the `events` it hears to `log` as
/// `event "id"`.
///
/// - Parameters:
///   - ids: The rows' ids (their titles too).
///   - height: Every row's height.
///   - events: The events each row writes.
///   - log: Where they are written.
@MainActor
package func loggingRows(
  _ ids: [String], height: RowHeight, events: [RowEvent], log: EventLog
) -> ListContent {
  ListContent {
    Section(id: "s") {
      for id in ids {
        events.reduce(Row(id: id, TextItem(id), height: height)) { row, event in
          row.on(event) { log.lines.append("\(event) \($0.id)") }
        }
      }
    }
  }
}
