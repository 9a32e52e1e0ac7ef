import Foundation
import Sectional

/// The date every renderer runs in the conformance suite: a reminder's due date and time (UTC,
/// Gregorian, from 2026-01-01) and a summary row that shows it, each row writing every event it
/// hears to a log; the date is state, kept by `onChange`.
@MainActor
final class DateConformanceScreen: Screen {
  let title = "Reminder"
  let log: ConformanceLog
  static let utc = TimeZone(secondsFromGMT: 0) ?? .current
  static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
  }
  /// 2026-12-06 14:30 UTC.
  var due = Date(timeIntervalSince1970: 1_796_567_400)

  init(log: ConformanceLog) {
    self.log = log
  }

  var item: DateItem {
    DateItem(
      "Due", value: due, mode: .dateAndTime, earliest: Date(timeIntervalSince1970: 1_767_225_600),
      calendar: Self.calendar, timeZone: Self.utc)
  }

  var content: ListContent {
    Section(id: "reminder") {
      Row(id: "due", item)
        .onChange(Date.self) { [unowned self] date in due = date }
      Row(id: "summary", TextItem("Due \(item.formattedValue)"))
    }
    .logging(to: log)
  }
}
