import Sectional

/// Records handler calls as "event id" strings, in order.
@MainActor
final class EventLog {
  var entries: [String] = []

  func record(_ context: RowContext) {
    entries.append("\(context.event) \(context.id)")
  }

  func record(_ context: SectionContext) {
    entries.append("\(context.kind) \(context.event) \(context.sectionID)")
  }

  /// A row with a handler for every event, each recording into this log.
  func recordingRow(_ id: String, _ title: String? = nil, accessory: Accessory = .none) -> Row {
    var row = Row(id: id, TextItem(title ?? id, accessory: accessory)).height(.fixed(44))
    for event in RowEvent.allCases {
      row = row.on(event) { [self] context in record(context) }
    }
    return row
  }

  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}
