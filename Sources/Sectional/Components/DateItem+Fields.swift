import Foundation

extension DateItem {
  /// One part of a date that a renderer's editor changes on its own (the terminal's date
  /// editor, field by field).
  package enum Field: Int, CaseIterable, Sendable {
    case year, month, day, hour, minute

    /// The most digits a person types into the field.
    package var digits: Int { self == .year ? 4 : 2 }

    var component: Calendar.Component {
      switch self {
      case .year: .year
      case .month: .month
      case .day: .day
      case .hour: .hour
      case .minute: .minute
      }
    }
  }

  /// The fields the mode edits, in the order ``formattedValue`` writes them.
  package var fields: [Field] {
    switch mode {
    case .date: [.year, .month, .day]
    case .time: [.hour, .minute]
    case .dateAndTime: Field.allCases
    }
  }

  /// The columns each field takes in ``formattedValue`` (`2026-12-06 14:30`: the year 0..<4,
  /// the month 5..<7, …).
  package var fieldColumns: [Range<Int>] {
    var start = 0
    return fields.map { field in
      defer { start += field.digits + 1 }
      return start..<start + field.digits
    }
  }

  /// The number `field` shows for `date`, in the item's calendar and time zone.
  package func number(of field: Field, in date: Date) -> Int {
    calendar.component(field.component, from: date)
  }

  /// `date` with `field` stepped by `steps` (negative: back), as a picker's wheel turns: the
  /// month, day, hour and minute wrap around within their span without carrying into the next
  /// field (December + 1 is January of the same year; the 31st + 1 is the 1st of the same
  /// month), the year stops at 1 and 9999; a day the new month lacks becomes its last day
  /// (January 31 + 1 month is February 28, or 29 in a leap year). The result is clamped into
  /// the allowed range.
  ///
  /// - Parameters:
  ///   - field: The field to change.
  ///   - steps: How many steps, forward or back.
  ///   - date: The date to change.
  /// - Returns: The changed date.
  package func stepping(_ field: Field, by steps: Int, in date: Date) -> Date {
    let current = number(of: field, in: date)
    let target: Int
    switch field {
    case .year:
      let (sum, overflow) = current.addingReportingOverflow(steps)
      target = overflow ? (steps > 0 ? 9999 : 1) : min(max(sum, 1), 9999)
    default:
      let span = span(of: field, in: date)
      let count = span.upperBound - span.lowerBound
      guard count > 0 else { return date }
      let offset = (current - span.lowerBound + steps % count + count) % count
      target = span.lowerBound + offset
    }
    return setting(field, to: target, in: date) ?? date
  }

  /// `date` with `field` set to `number` (a day the new month or year lacks becomes its last
  /// day), clamped into the allowed range; `nil` when the field cannot show `number` (month 13,
  /// minute 60, the 30th of a month that has 28 days when `field` is the day).
  ///
  /// - Parameters:
  ///   - field: The field to set.
  ///   - number: What it shows.
  ///   - date: The date to change.
  /// - Returns: The changed date, or `nil`.
  package func setting(_ field: Field, to number: Int, in date: Date) -> Date? {
    let span = field == .year ? 1..<10_000 : span(of: field, in: date)
    guard span.contains(number) else { return nil }
    var parts = calendar.dateComponents(
      [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
    switch field {
    case .year: parts.year = number
    case .month: parts.month = number
    case .day: parts.day = number
    case .hour: parts.hour = number
    case .minute: parts.minute = number
    }
    if field == .year || field == .month {
      // The day the month has nearest to the one shown: January 31 → February 28 (29).
      var first = parts
      first.day = 1
      if let start = calendar.date(from: first),
        let days = calendar.range(of: .day, in: .month, for: start)
      {
        parts.day = min(max(parts.day ?? 1, days.lowerBound), days.upperBound - 1)
      }
    }
    guard let changed = calendar.date(from: parts) else { return nil }
    return clamped(changed)
  }

  /// Whether `field` can show `number` for `date` (month 13 and minute 60 it cannot; the 30th
  /// only in a month that has one), whatever the allowed range.
  ///
  /// - Parameters:
  ///   - number: A number.
  ///   - field: The field.
  ///   - date: The date whose month (or year) decides.
  /// - Returns: Whether the field has `number`.
  package func accepts(_ number: Int, in field: Field, of date: Date) -> Bool {
    span(of: field, in: date).contains(number)
  }

  /// The numbers `field` can show for `date`: the months of its year, the days of its month,
  /// the hours of a day, the minutes of an hour.
  func span(of field: Field, in date: Date) -> Range<Int> {
    switch field {
    case .year: return 1..<10_000
    case .month: return calendar.range(of: .month, in: .year, for: date) ?? 1..<13
    case .day: return calendar.range(of: .day, in: .month, for: date) ?? 1..<29
    case .hour: return 0..<24
    case .minute: return 0..<60
    }
  }
}
