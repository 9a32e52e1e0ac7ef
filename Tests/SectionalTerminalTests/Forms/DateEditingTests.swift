import Foundation
import Sectional
import Testing

@testable import SectionalTerminal

/// A `DateItem` in the terminal: its row (label, then the value ISO-like at the right edge, the
/// label cut first), its editor (Enter or Space opens it, ←/→ the fields, ↑/↓ and digits change
/// them, Enter sets the date with one `.valueChanged`, Esc cancels with none), the footer's
/// keys, and the app's value winning over a draft. Literal grids, Unicode and ASCII.
@MainActor
@Suite struct DateEditingTests {
  static let utc = TimeZone(secondsFromGMT: 0) ?? .current
  static var gregorian: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
  }

  static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0)
    -> Date
  {
    let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
    return gregorian.date(from: parts) ?? Date(timeIntervalSince1970: 0)
  }

  static func item(
    _ label: String, _ value: Date, mode: DateItem.Mode = .date, earliest: Date? = nil,
    latest: Date? = nil, isEnabled: Bool = true
  ) -> DateItem {
    DateItem(
      label, value: value, mode: mode, earliest: earliest, latest: latest, calendar: gregorian,
      timeZone: utc, isEnabled: isEnabled)
  }

  static let value = date(2026, 12, 6, 14, 30)

  var dates: ListContent {
    ListContent {
      Section(id: "form") {
        Row(id: "day", Self.item("Birthday", Self.value))
        Row(id: "time", Self.item("Alarm", Self.value, mode: .time))
        Row(id: "both", Self.item("Due", Self.value, mode: .dateAndTime))
        Row(id: "off", Self.item("Locked", Self.value, isEnabled: false))
      }
    }
  }

  /// A list of `content` after `keys`, and the frame it draws.
  func grid(
    _ content: ListContent, width: Int, height: Int, glyphs: Glyphs = .unicode,
    keys: [KeyEvent] = []
  ) throws -> (list: ListView, text: String) {
    let controller = try ListController(content: content)
    let list = ListView(controller: controller, width: width, height: height, glyphs: glyphs)
    for key in keys { list.handle(.key(key)) }
    var buffer = Buffer(width: width, height: height)
    list.draw(into: &buffer, x: 0, y: 0)
    let text = buffer.plainText()
    #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= width })
    return (list, text)
  }

  @Test func theValueSitsAtTheRightEdgeAtAFixedWidthAndTheLabelIsCutFirst() throws {
    #expect(
      try grid(dates, width: 40, height: 4).text == """
        ▌Birthday                   2026-12-06
         Alarm                           14:30
         Due                  2026-12-06 14:30
         Locked                     2026-12-06
        """)
    #expect(
      try grid(dates, width: 20, height: 4).text == """
        ▌Birth… 2026-12-06
         Alarm       14:30
          2026-12-06 14:30
         Locked 2026-12-06
        """)
    #expect(
      try grid(dates, width: 12, height: 4, glyphs: .ascii).text == """
        >2026-1...
         ... 14:30
         2026-1...
         2026-1...
        """)
    #expect(try grid(dates, width: 1, height: 1).text == "┃")
  }

  @Test func theEditorShowsTheFocusedFieldInBracketsAndTheDigitsTypedSoFar() throws {
    let open: [KeyEvent] = [KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter)]
    let steps: [([KeyEvent], String)] = [
      ([], "▌Due                [2026]-12-06 14:30"),
      ([KeyEvent(.right), KeyEvent(.tab)], "▌Due                2026-12-[06] 14:30"),
      ([KeyEvent(.up)], "▌Due                2026-12-[07] 14:30"),
      ([KeyEvent(.character("3"))], "▌Due                2026-12-[3_] 14:30"),
      ([KeyEvent(.character("1"))], "▌Due                2026-12-31 [14]:30"),
    ]
    var keys = open
    for (more, line) in steps {
      keys += more
      let (list, text) = try grid(dates, width: 40, height: 4, keys: keys)
      #expect(list.isEditingDate)
      #expect(text.split(separator: "\n").dropFirst(2).first.map(String.init) == line)
    }
    // Narrow and in ASCII, the value alone, cut at the edge.
    let (_, narrow) = try grid(dates, width: 20, height: 4, glyphs: .ascii, keys: open)
    #expect(narrow.split(separator: "\n").dropFirst(2).first == ">[2026]-12-06 1...")
  }

  /// The row's value and what its handler heard, after `keys` on a one-row list of `item`.
  func edit(_ item: DateItem, _ keys: [KeyEvent]) throws -> (
    heard: [Date], list: ListView, shown: String
  ) {
    var heard: [Date] = []
    let controller = try ListController {
      Section(id: "form") {
        Row(id: "due", item).onChange(Date.self) { heard.append($0) }
      }
    }
    let list = ListView(controller: controller, width: 40, height: 2)
    for key in keys { list.handle(.key(key)) }
    var buffer = Buffer(width: 40, height: 2)
    list.draw(into: &buffer, x: 0, y: 0)
    return (heard, list, buffer.plainText().split(separator: "\n").first.map(String.init) ?? "")
  }

  @Test func enterSetsTheDateWithOneChangeAndEscCancelsWithNone() throws {
    let item = Self.item("Due", Self.value, mode: .dateAndTime)
    let set = try edit(
      item,
      [
        KeyEvent(.enter), KeyEvent(.character("+")), KeyEvent(.right), KeyEvent(.right),
        KeyEvent(.right), KeyEvent(.character("0")), KeyEvent(.character("9")),
        KeyEvent(.character("4")), KeyEvent(.character("5")), KeyEvent(.enter),
      ])
    #expect(set.heard == [Self.date(2027, 12, 6, 9, 45)])
    #expect(!set.list.isEditingDate)
    let cancelled = try edit(
      item,
      [KeyEvent(.character(" ")), KeyEvent(.up), KeyEvent(.down), KeyEvent(.up), KeyEvent(.escape)])
    #expect(cancelled.heard.isEmpty)
    #expect(!cancelled.list.isEditingDate)
    #expect(cancelled.shown == "▌Due                  2026-12-06 14:30")
    // Enter with the date unchanged: nothing to hear.
    let unchanged = try edit(
      item, [KeyEvent(.enter), KeyEvent(.up), KeyEvent(.down), KeyEvent(.enter)])
    #expect(unchanged.heard.isEmpty)
  }

  @Test func theDayKeepsWithinItsMonthAndChangesStayInTheRange() throws {
    let january = Self.item("Due", Self.date(2026, 1, 31))
    let february = try edit(january, [KeyEvent(.enter), KeyEvent(.right), KeyEvent(.up)])
    #expect(february.shown == "▌Due                      2026-[02]-28")
    let ranged = Self.item(
      "Due", Self.value, earliest: Self.date(2026, 12, 1), latest: Self.date(2026, 12, 31))
    let clamped = try edit(ranged, [KeyEvent(.enter), KeyEvent(.up)])
    #expect(clamped.shown == "▌Due                      [2026]-12-31")
    let typed = try edit(
      ranged,
      [
        KeyEvent(.enter), KeyEvent(.right), KeyEvent(.right), KeyEvent(.character("4")),
        KeyEvent(.enter),
      ])
    #expect(typed.heard == [Self.date(2026, 12, 4, 14, 30)])
    // A month of 28 days takes no 3 then more: the 3rd, and the focus stays on the last field.
    let short = try edit(
      Self.item("Due", Self.date(2026, 2, 10)),
      [KeyEvent(.enter), KeyEvent(.right), KeyEvent(.right), KeyEvent(.character("3"))])
    #expect(short.shown == "▌Due                      2026-02-[03]")
  }

  /// Typing 31 into the day of a date that may not be before the 6th went through the 3rd,
  /// which the range clamped to the 6th at midnight: the 31st then kept midnight, not the
  /// time the date had. Each digit now counts from the date as it was before the typing began.
  @Test func typingADayThroughADateBeforeTheRangeKeepsTheOtherFields() throws {
    let item = Self.item("Trip", Self.value, mode: .dateAndTime, earliest: Self.date(2026, 12, 6))
    let typed = try edit(
      item,
      [
        KeyEvent(.enter), KeyEvent(.right), KeyEvent(.right), KeyEvent(.character("3")),
        KeyEvent(.character("1")), KeyEvent(.enter),
      ])
    #expect(typed.heard == [Self.date(2026, 12, 31, 14, 30)])
    // Backspace takes a digit back, and with it what the digit did.
    let back = try edit(
      item,
      [
        KeyEvent(.enter), KeyEvent(.right), KeyEvent(.character("1")), KeyEvent(.backspace),
        KeyEvent(.character("0")),
      ])
    #expect(back.shown == "▌Trip               2026-[0_]-06 14:30")
    let none = try edit(
      item, [KeyEvent(.enter), KeyEvent(.right), KeyEvent(.character("1")), KeyEvent(.backspace)])
    #expect(none.shown == "▌Trip               2026-[12]-06 14:30")
  }

  @Test func aDisabledDateOpensNoEditorAndEveryKeyGoesToAnOpenOne() throws {
    let disabled = try edit(Self.item("Due", Self.value, isEnabled: false), [KeyEvent(.enter)])
    #expect(!disabled.list.isEditingDate)
    // j, k, q, / and letters are the editor's while it is open: nothing leaves it.
    let open = try edit(
      Self.item("Due", Self.value),
      [
        KeyEvent(.enter), KeyEvent(.character("q")), KeyEvent(.character("/")),
        KeyEvent(.character("x")),
      ])
    #expect(open.list.isEditingDate)
    #expect(open.list.isTakingText)
    #expect(open.list.find == nil)
  }

  @MainActor final class Reminder: Screen {
    let title = "Reminder"
    var due = DateEditingTests.value
    var log: [String] = []
    var content: ListContent {
      Section(id: "s") {
        Row(id: "due", DateEditingTests.item("Due", due, mode: .dateAndTime))
          .onChange(Date.self) { [unowned self] in
            due = $0
            log.append("changed")
          }
      }
    }
  }

  func footer(_ app: TerminalApp) -> String {
    app.render().plainText().split(separator: "\n").last.map(String.init) ?? ""
  }

  @Test func theFooterListsTheEditorsKeysAndHelpListsThemOnADatePage() throws {
    let screen = Reminder()
    let app = TerminalApp(root: screen, width: 80, height: 8)
    #expect(footer(app).hasPrefix(" ⏎ edit"), "\(footer(app))")
    app.handle(.key(KeyEvent(.enter)))
    #expect(
      footer(app) == " ←→ field   ↑↓ change   0-9 type   ⏎ set   esc cancel", "\(footer(app))")
    // q types nothing into a date and quits nothing.
    #expect(app.handle(.key(KeyEvent(.character("q")))) == .continue)
    app.handle(.key(KeyEvent(.up)))
    app.handle(.key(KeyEvent(.enter)))
    #expect(screen.log == ["changed"])
    #expect(screen.due == Self.date(2027, 12, 6, 14, 30))
    #expect(
      app.render().plainText().contains(
        "Due" + String(repeating: " ", count: 58) + "2027-12-06 14:30"))
    app.handle(.key(KeyEvent(.character("?"))))
    #expect(app.render().plainText().contains("edit a date"))
  }

  @Test func aValueTheAppSetsWhileEditingRestartsTheDraftFromIt() async throws {
    let screen = Reminder()
    let app = TerminalApp(root: screen, width: 40, height: 6)
    app.handle(.key(KeyEvent(.enter)))
    app.handle(.key(KeyEvent(.up)))
    screen.due = Self.date(2030, 1, 2, 3, 4)
    let host = app.stack[0].host
    host.setNeedsUpdate()
    await host.idle()
    let list = app.stack[0].list
    #expect(list.isEditingDate)
    #expect(app.render().plainText().contains("[2030]-01-02 03:04"))
    app.handle(.key(KeyEvent(.escape)))
    #expect(screen.log.isEmpty)
    #expect(!list.isEditingDate)
  }
}
