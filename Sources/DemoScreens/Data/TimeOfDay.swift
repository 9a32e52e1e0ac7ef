import Foundation

/// A time on the wall clock — an hour and a minute, whatever the day and the time zone — such
/// as when the daily digest arrives. Saved as text, `"08:00"`.
///
/// A time of day is not an instant: 08:00 stays 08:00 when the user travels or the clocks
/// change. A `DateItem` edits a `Date`, so a time of day shows there as ``date``, on one fixed
/// day in ``calendar``, and comes back from the date the item hands over with ``init(_:)``.
public struct TimeOfDay: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The hour, from 0 to 23.
  public let hour: Int
  /// The minute, from 0 to 59.
  public let minute: Int

  /// A time of day, or `nil` when `hour` is not from 0 to 23 or `minute` not from 0 to 59.
  ///
  /// - Parameters:
  ///   - hour: The hour, from 0 to 23.
  ///   - minute: The minute, from 0 to 59.
  public init?(hour: Int, minute: Int) {
    guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
    self.init(checkedHour: hour, minute: minute)
  }

  /// A time of day whose hour and minute are known to be in range.
  private init(checkedHour hour: Int, minute: Int) {
    self.hour = hour
    self.minute = minute
  }

  /// The time `text` writes as the state file does, `"HH:MM"` — two ASCII digits, a colon, two
  /// digits, from `"00:00"` to `"23:59"` — or `nil` when it writes anything else (`"8:00"`,
  /// `"24:00"`, `" 08:00"`).
  ///
  /// - Parameter text: The text.
  public init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 5, bytes[2] == UInt8(ascii: ":") else { return nil }
    func number(_ first: UInt8, _ second: UInt8) -> Int? {
      let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
      guard digits.contains(first), digits.contains(second) else { return nil }
      return Int(first - UInt8(ascii: "0")) * 10 + Int(second - UInt8(ascii: "0"))
    }
    guard let hour = number(bytes[0], bytes[1]), let minute = number(bytes[3], bytes[4]) else {
      return nil
    }
    self.init(hour: hour, minute: minute)
  }

  /// The wall-clock time of `date` in ``calendar``: its hour and minute there.
  ///
  /// - Parameter date: A date, such as the one a `DateItem` made from ``date`` hands over.
  public init(_ date: Date) {
    let parts = Self.calendar.dateComponents([.hour, .minute], from: date)
    self.init(
      checkedHour: min(max(parts.hour ?? 0, 0), 23), minute: min(max(parts.minute ?? 0, 0), 59))
  }

  /// 08:00, when the daily digest arrives unless the user chooses another time.
  public static let eightInTheMorning = TimeOfDay(checkedHour: 8, minute: 0)

  /// The calendar a time of day is shown and edited in as a date: Gregorian, in UTC, which has
  /// no daylight saving time, so every time of day exists on every day and reads the same
  /// wherever the user is.
  public static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }()

  /// This time on 1 January 2001 in ``calendar``: the date a `DateItem` in `.time` mode shows
  /// and edits (its hour and minute wrap on that day, never into the next).
  public var date: Date {
    Date(timeIntervalSinceReferenceDate: TimeInterval(hour * 3_600 + minute * 60))
  }

  /// `"HH:MM"`, as the state file and the terminal write it: `"08:00"`.
  public var description: String {
    (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }

  /// Whether `lhs` comes earlier in the day than `rhs`.
  public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
    (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
  }
}
