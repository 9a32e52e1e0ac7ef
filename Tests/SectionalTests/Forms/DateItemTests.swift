import Foundation
import Testing

@testable import Sectional

/// `DateItem`: clamping into its range, its ISO-like text, calendar-correct field changes (the
/// day kept within its month, wheels that wrap without carrying), and the controller's
/// `chooseDate`, which reports a person's date once and never on a rebuild.
@MainActor
@Suite struct DateItemTests {
  static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
  static var gregorian: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
  }

  /// The date at `year`-`month`-`day` `hour`:`minute` in UTC.
  static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0)
    -> Date
  {
    let parts = DateComponents(
      calendar: gregorian, timeZone: utc, year: year, month: month, day: day, hour: hour,
      minute: minute)
    return gregorian.date(from: parts) ?? Date(timeIntervalSince1970: 0)
  }

  static func item(
    _ value: Date, mode: DateItem.Mode = .date, earliest: Date? = nil, latest: Date? = nil,
    isEnabled: Bool = true
  ) -> DateItem {
    DateItem(
      "Due", value: value, mode: mode, earliest: earliest, latest: latest, calendar: gregorian,
      timeZone: utc, isEnabled: isEnabled)
  }

  @Test func theValueIsWrittenISOLikeAtAFixedWidthInTheItemsTimeZone() {
    let value = Self.date(2026, 12, 6, 14, 30)
    #expect(Self.item(value).formattedValue == "2026-12-06")
    #expect(Self.item(value, mode: .time).formattedValue == "14:30")
    #expect(Self.item(value, mode: .dateAndTime).formattedValue == "2026-12-06 14:30")
    #expect(
      Self.item(Self.date(7, 1, 2, 3, 4), mode: .dateAndTime).formattedValue == "0007-01-02 03:04")
    // The same instant in Tokyo (UTC+9) is late in the evening.
    let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? Self.utc
    let there = DateItem(
      "Due", value: value, mode: .dateAndTime, calendar: Self.gregorian, timeZone: tokyo)
    #expect(there.formattedValue == "2026-12-06 23:30")
    #expect(there.calendar.timeZone == tokyo)
  }

  @Test func aValueOutsideTheRangeIsClampedToTheNearerEnd() {
    let earliest = Self.date(2026, 1, 1)
    let latest = Self.date(2026, 12, 31)
    #expect(
      Self.item(Self.date(2025, 6, 1), earliest: earliest, latest: latest).value == earliest)
    #expect(Self.item(Self.date(2027, 6, 1), earliest: earliest, latest: latest).value == latest)
    let inside = Self.date(2026, 6, 1)
    #expect(Self.item(inside, earliest: earliest, latest: latest).value == inside)
    // One-sided ranges, and a latest before the earliest: the one date allowed.
    #expect(Self.item(Self.date(2025, 6, 1), earliest: earliest).value == earliest)
    #expect(Self.item(Self.date(2027, 6, 1), latest: latest).value == latest)
    let inverted = Self.item(inside, earliest: latest, latest: earliest)
    #expect(inverted.latest == latest)
    #expect(inverted.value == latest)
    #expect(!inverted.allows(earliest) && inverted.allows(latest))
  }

  @Test func theDayKeepsWithinTheMonthWhenTheMonthOrYearChanges() {
    let item = Self.item(Self.date(2026, 1, 31, 9))
    #expect(item.stepping(.month, by: 1, in: item.value) == Self.date(2026, 2, 28, 9))
    let leap = Self.item(Self.date(2028, 1, 31, 9))
    #expect(leap.stepping(.month, by: 1, in: leap.value) == Self.date(2028, 2, 29, 9))
    let leapDay = Self.item(Self.date(2028, 2, 29))
    #expect(leapDay.stepping(.year, by: 1, in: leapDay.value) == Self.date(2029, 2, 28))
    #expect(leapDay.setting(.year, to: 2032, in: leapDay.value) == Self.date(2032, 2, 29))
  }

  @Test func fieldsWrapWithinTheirSpanWithoutCarrying() {
    let item = Self.item(Self.date(2026, 12, 31, 23, 59), mode: .dateAndTime)
    let value = item.value
    #expect(item.stepping(.month, by: 1, in: value) == Self.date(2026, 1, 31, 23, 59))
    #expect(item.stepping(.day, by: 1, in: value) == Self.date(2026, 12, 1, 23, 59))
    #expect(item.stepping(.hour, by: 1, in: value) == Self.date(2026, 12, 31, 0, 59))
    #expect(item.stepping(.minute, by: 1, in: value) == Self.date(2026, 12, 31, 23, 0))
    #expect(item.stepping(.minute, by: -60, in: value) == value)
    #expect(item.stepping(.day, by: Int.min, in: value) <= value)
    let first = Self.item(Self.date(2026, 2, 1))
    #expect(first.stepping(.day, by: -1, in: first.value) == Self.date(2026, 2, 28))
  }

  @Test func theYearStopsAtOneAndAtNineThousandNineHundredNinetyNine() {
    let item = Self.item(Self.date(9999, 6, 1))
    #expect(item.stepping(.year, by: 1, in: item.value) == item.value)
    #expect(item.stepping(.year, by: Int.max, in: item.value) == item.value)
    let early = Self.item(Self.date(1, 6, 1))
    #expect(early.stepping(.year, by: -1, in: early.value) == early.value)
    #expect(early.stepping(.year, by: Int.min, in: early.value) == early.value)
  }

  @Test func aNumberTheFieldCannotShowChangesNothing() {
    let item = Self.item(Self.date(2026, 2, 10), mode: .dateAndTime)
    #expect(item.setting(.month, to: 13, in: item.value) == nil)
    #expect(item.setting(.month, to: 0, in: item.value) == nil)
    #expect(item.setting(.day, to: 29, in: item.value) == nil)
    #expect(item.setting(.hour, to: 24, in: item.value) == nil)
    #expect(item.setting(.minute, to: 60, in: item.value) == nil)
    #expect(item.setting(.year, to: 0, in: item.value) == nil)
    #expect(item.setting(.day, to: 28, in: item.value) == Self.date(2026, 2, 28))
  }

  @Test func changesStayWithinTheAllowedRange() {
    let earliest = Self.date(2026, 12, 6)
    let latest = Self.date(2026, 12, 20)
    let item = Self.item(Self.date(2026, 12, 10), earliest: earliest, latest: latest)
    #expect(item.stepping(.month, by: 1, in: item.value) == earliest)
    #expect(item.stepping(.day, by: 15, in: item.value) == latest)
    #expect(item.setting(.year, to: 2030, in: item.value) == latest)
  }

  @Test func theFieldsFollowTheModeInTheOrderTheTextWritesThem() {
    let value = Self.date(2026, 12, 6)
    #expect(Self.item(value).fields == [.year, .month, .day])
    #expect(Self.item(value, mode: .time).fields == [.hour, .minute])
    #expect(
      Self.item(value, mode: .dateAndTime).fieldColumns == [0..<4, 5..<7, 8..<10, 11..<13, 14..<16])
  }

  @Test func aChosenDateReachesTheRowOnceClampedAndNeverOnARebuild() throws {
    var heard: [Date] = []
    let earliest = Self.date(2026, 1, 1)
    func content(_ value: Date, isEnabled: Bool = true) -> ListContent {
      ListContent {
        Section(id: "form") {
          Row(id: "due", Self.item(value, earliest: earliest, isEnabled: isEnabled))
            .onChange(Date.self) { heard.append($0) }
        }
      }
    }
    let controller = try ListController(content: content(Self.date(2026, 6, 1)))
    let path = RowPath(section: 0, row: 0)
    #expect(controller.chooseDate(Self.date(2026, 7, 1), at: path))
    #expect(heard == [Self.date(2026, 7, 1)])
    // Before the range: the earliest date; the date shown already: nothing.
    #expect(controller.chooseDate(Self.date(2020, 1, 1), at: path))
    #expect(heard.last == earliest)
    #expect(!controller.chooseDate(Self.date(2026, 6, 1), at: path))
    #expect(heard.count == 2)
    // A rebuild with another value, and a disabled item: no event.
    try controller.update(to: content(Self.date(2026, 8, 1)))
    try controller.update(to: content(Self.date(2026, 8, 1), isEnabled: false))
    #expect(!controller.chooseDate(Self.date(2026, 9, 1), at: path))
    #expect(heard.count == 2)
  }

  @Test func itDescribesItselfAsAnAdjustableLabelWithTheDateAsValue() {
    let description = Self.item(Self.date(2026, 12, 6, 14, 30), mode: .dateAndTime)
      .accessibilityDescription
    #expect(description.label == "Due")
    #expect(description.value == "2026-12-06 14:30")
    #expect(description.traits == .adjustable)
    let disabled = Self.item(Self.date(2026, 12, 6), isEnabled: false).accessibilityDescription
    #expect(disabled.traits == [.adjustable, .notEnabled])
  }
}
