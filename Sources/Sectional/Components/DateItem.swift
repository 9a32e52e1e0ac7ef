import Foundation

/// A labelled date, time of day, or both, that the user picks, within an optional range and in
/// a calendar and time zone of the app's choosing.
///
/// ```swift
/// Row(id: "due", DateItem("Due", value: model.due, mode: .dateAndTime, earliest: model.now))
///   .onChange(Date.self) { model.due = $0 }
/// ```
///
/// The value is always within ``earliest`` and ``latest``: a value the app gives outside them is
/// clamped to the nearer end, as ``StepperItem`` clamps its value, so every renderer shows (and
/// a person starts editing from) the same allowed date. Renderers show it in ``calendar`` and
/// ``timeZone``; the terminal writes it ISO-like (``formattedValue``), UIKit in a compact
/// `UIDatePicker`.
public struct DateItem: Component {
  /// What the item edits.
  public enum Mode: Hashable, Sendable {
    /// The day: year, month and day.
    case date
    /// The time of day: hour and minute.
    case time
    /// The day and the time of day.
    case dateAndTime
  }

  /// The label.
  public var label: String
  /// The value, always within ``earliest`` and ``latest``.
  public var value: Date
  /// What the item edits: the day, the time of day, or both. The parts a mode does not edit
  /// (the day of a time, the seconds) are kept as they are in ``value``.
  public var mode: Mode
  /// The earliest date allowed (inclusive), or `nil` for no lower bound.
  public var earliest: Date?
  /// The latest date allowed (inclusive), or `nil` for no upper bound; never before
  /// ``earliest``.
  public var latest: Date?
  /// The calendar the value is shown and edited in (its months, their lengths), with its time
  /// zone set to ``timeZone``.
  public var calendar: Calendar
  /// The time zone the value is shown and edited in.
  public var timeZone: TimeZone
  /// Whether the value can be changed.
  public var isEnabled: Bool

  /// Creates a date item. A value outside `earliest...latest` is clamped into it; a `latest`
  /// before `earliest` is taken as `earliest` (the one date allowed).
  ///
  /// ```swift
  /// var utc = Calendar(identifier: .gregorian)
  /// utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
  /// let birthday = DateItem(
  ///   "Birthday", value: Date(timeIntervalSince1970: 0), latest: Date(),
  ///   calendar: utc, timeZone: utc.timeZone)
  /// ```
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - value: The date.
  ///   - mode: What the item edits; the day by default.
  ///   - earliest: The earliest date allowed, inclusive; `nil` for none.
  ///   - latest: The latest date allowed, inclusive; `nil` for none.
  ///   - calendar: The calendar it is shown and edited in; the user's by default.
  ///   - timeZone: The time zone it is shown and edited in; the user's by default.
  ///   - isEnabled: Whether the value can be changed.
  public init(
    _ label: String, value: Date, mode: Mode = .date, earliest: Date? = nil,
    latest: Date? = nil, calendar: Calendar = .current, timeZone: TimeZone = .current,
    isEnabled: Bool = true
  ) {
    self.label = label
    self.mode = mode
    self.earliest = earliest
    self.latest = earliest.map { start in latest.map { max($0, start) } } ?? latest
    var calendar = calendar
    calendar.timeZone = timeZone
    self.calendar = calendar
    self.timeZone = timeZone
    self.isEnabled = isEnabled
    self.value = value
    self.value = clamped(value)
  }

  /// `date` brought within ``earliest`` and ``latest``: the nearer end when it is outside.
  ///
  /// - Parameter date: Any date.
  /// - Returns: The date, or the end of the range it passed.
  public func clamped(_ date: Date) -> Date {
    var date = date
    if let earliest, date < earliest { date = earliest }
    if let latest, date > latest { date = latest }
    return date
  }

  /// Whether `date` is within ``earliest`` and ``latest``.
  ///
  /// - Parameter date: Any date.
  /// - Returns: `true` when a person may pick it.
  public func allows(_ date: Date) -> Bool {
    clamped(date) == date
  }

  /// The value as text, in ``calendar`` and ``timeZone``, ISO-like and of a fixed width for the
  /// mode (so values line up in a column): `2026-12-06`, `14:30` or `2026-12-06 14:30`. The
  /// terminal shows it, and assistive technologies read it as the row's value.
  public var formattedValue: String {
    format(value)
  }

  /// `date` written as ``formattedValue`` writes the value.
  ///
  /// - Parameter date: Any date.
  /// - Returns: Its text for this item's mode, calendar and time zone.
  public func format(_ date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let day =
      "\(Self.pad(parts.year ?? 0, 4))-\(Self.pad(parts.month ?? 0, 2))-\(Self.pad(parts.day ?? 0, 2))"
    let time = "\(Self.pad(parts.hour ?? 0, 2)):\(Self.pad(parts.minute ?? 0, 2))"
    switch mode {
    case .date: return day
    case .time: return time
    case .dateAndTime: return day + " " + time
    }
  }

  /// `number` in decimal, with zeros before it up to `digits` digits.
  static func pad(_ number: Int, _ digits: Int) -> String {
    let text = String(number.magnitude)
    let zeros = String(repeating: "0", count: max(0, digits - text.count))
    return (number < 0 ? "-" : "") + zeros + text
  }
}
