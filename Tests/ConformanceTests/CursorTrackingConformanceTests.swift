import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

#if os(Linux)
  import SectionalUIKit
  import UIKitSurface
#endif

/// One cursor-tracking script, every host: where the selected row (the terminal's cursor) goes
/// when changes move rows under it, with `keepsLine` (rows inserted above, a row that cannot
/// take the cursor lands on the kept line, its section empties, the list empties and refills)
/// and with `followsRow` (the row is replaced). The logs must be identical, but for the one
/// difference the Events article states: when an emptied list refills, UIKit and the headless
/// table select nothing, while the terminal's cursor, which is focus, takes the first row.
@MainActor
@Suite struct CursorTrackingConformanceTests {
  final class Lines: Screen {
    let title = "Lines"
    var first = ["a1", "a2", "a3", "a4", "a5"]
    var second = ["b1", "b2", "b3"]
    var disabled: Set<String> = []
    var replacements: [String: String] = [:]
    var tracking = CursorTracking.keepsLine
    var context: ScreenContext?

    func attach(_ context: ScreenContext) {
      self.context = context
      context.cursorTracking = tracking
    }

    func row(_ id: String) -> Row {
      let shown = replacements[id] ?? id
      let row =
        disabled.contains(id)
        ? Row(id: shown, ButtonItem(shown, isEnabled: false), height: .fixed(44))
        : Row(id: shown, TextItem(shown), height: .fixed(44))
      return shown == id ? row : row.replaces(id)
    }

    var content: ListContent {
      Section(id: "first") { for id in first { row(id) } }
      Section(id: "second") { for id in second { row(id) } }
    }
  }

  /// What each host offers the script: a tap and where its selection (cursor) is.
  struct Host {
    var tap: (String) throws -> Void
    var selection: () -> ListID?
    var host: () -> ScreenHost
  }

  static func run(_ make: (Lines) -> Host) throws -> [String] {
    let screen = Lines()
    let driver = make(screen)
    var log: [String] = []
    func record(_ name: String) {
      log.append("\(name): \(driver.selection()?.as(String.self) ?? "none")")
    }
    func step(_ name: String, _ change: () -> Void) {
      change()
      driver.host().setNeedsUpdate()
      driver.host().updateIfNeeded()
      record(name)
    }
    try driver.tap("a3")
    record("tap a3")
    step("two rows inserted above") { screen.first.insert(contentsOf: ["new1", "new2"], at: 0) }
    step("the row on the line is disabled") { screen.disabled = ["a1"] }
    step("rows above removed") { screen.first.removeFirst(3) }
    step("its section empties") { screen.first = [] }
    step("the list empties") { screen.second = [] }
    step("the list refills") { screen.second = ["c1", "c2"] }
    // The same row followed, then replaced.
    screen.context?.cursorTracking = .followsRow
    try driver.tap("c2")
    record("tap c2")
    step("rows inserted above") { screen.second.insert("c0", at: 0) }
    step("the row is replaced") { screen.replacements["c2"] = "c2-new" }
    return log
  }

  static let expected = [
    "tap a3: a3",
    "two rows inserted above: a1",
    "the row on the line is disabled: a2",
    "rows above removed: a5",
    "its section empties: b1",
    "the list empties: none",
    "the list refills: none",
    "tap c2: c2",
    "rows inserted above: c2",
    "the row is replaced: c2-new",
  ]

  @Test func theHeadlessTable() throws {
    let log = try Self.run { screen in
      let app = ScreenTestHost(screen, viewportHeight: 440)
      return Host(
        tap: { try app.tap(.id($0)) }, selection: { app.selection }, host: { app.host })
    }
    #expect(log == Self.expected)
  }

  @Test func theTerminal() throws {
    let log = try Self.run { screen in
      let driver = TerminalDriver(screen, viewport: 12)
      return Host(
        tap: { try driver.tap($0) }, selection: { driver.list.selectedID },
        host: { driver.host })
    }
    var expected = Self.expected
    expected[6] = "the list refills: c1"
    #expect(log == expected)
  }

  #if os(Linux)
    @Test func sectionalUIKitTable() throws {
      let log = try Self.run { screen in
        let driver = UIKitDriver(screen, viewport: 440)
        return Host(
          tap: { try driver.tap($0) },
          selection: { driver.screenTable.liaison.selectedRowIDs.first },
          host: { driver.host })
      }
      #expect(log == Self.expected)
    }

    @Test func sectionalUIKitCollection() throws {
      let log = try Self.run { screen in
        let driver = UIKitCollectionDriver(screen, viewport: 440)
        return Host(
          tap: { try driver.tap($0) },
          selection: { driver.screenTable.collectionLiaison.selectedRowIDs.first },
          host: { driver.host })
      }
      #expect(log == Self.expected)
    }
  #endif
}
