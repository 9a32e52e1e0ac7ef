import Foundation
import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

#if os(Linux)
  import SectionalUIKit
  import UIKitSurface
#endif

/// What the date script asks of a renderer, in a person's terms.
@MainActor
protocol DateDriver {
  var host: ScreenHost { get }
  /// Opens the date's editor, changes it, and cancels: where the renderer has no editor to
  /// cancel (the headless table, UIKit's picker, which reports each pick), nothing.
  func openChangeAndCancel() throws
  /// Chooses `date` (given as `yyyyMMddHHmm` digits) for the row `due`, as a person does.
  func choose(_ date: Date, digits: String) throws
}

/// The headless table, hosted by the screen test host.
@MainActor
final class HeadlessDateDriver: DateDriver {
  let app: ScreenTestHost
  init(_ screen: any Screen) {
    app = ScreenTestHost(screen, viewportHeight: 600, viewportWidth: 40)
  }
  var host: ScreenHost { app.host }
  func openChangeAndCancel() throws {}
  func choose(_ date: Date, digits: String) throws { try app.choose(date: date, in: .id("due")) }
}

/// The terminal app on an in-memory terminal: Enter on the row opens the editor, digits type
/// its fields, Enter sets the date, Esc cancels.
@MainActor
final class TerminalDateDriver: DateDriver {
  let app: TerminalApp
  init(_ screen: any Screen) { app = TerminalApp(root: screen, width: 40, height: 12) }
  var list: ListView { app.stack[app.stack.count - 1].list }
  var host: ScreenHost { app.stack[app.stack.count - 1].host }
  func open() throws {
    guard let path = list.layout.content.path(of: ListID("due")) else {
      throw ConformanceFailure(description: "no row due in the terminal")
    }
    list.moveCursor(to: path)
    app.handle(.key(KeyEvent(.enter)))
    guard list.isEditingDate else { throw ConformanceFailure(description: "no date editor") }
  }
  func openChangeAndCancel() throws {
    try open()
    for key in [KeyEvent(.up), KeyEvent(.right), KeyEvent(.character("3")), KeyEvent(.escape)] {
      app.handle(.key(key))
    }
  }
  func choose(_ date: Date, digits: String) throws {
    try open()
    for digit in digits { app.handle(.key(KeyEvent(.character(digit)))) }
    app.handle(.key(KeyEvent(.enter)))
  }
}

#if os(Linux)
  /// SectionalUIKit's real code on the behaving UIKit surface: the cell's compact
  /// `UIDatePicker`, picked as a person picks in its overlay.
  @MainActor
  final class UIKitDateDriver: DateDriver {
    let driver: UIKitDriver
    init(_ screen: any Screen) { driver = UIKitDriver(screen, viewport: 600) }
    var host: ScreenHost { driver.host }
    func openChangeAndCancel() throws {}
    func choose(_ date: Date, digits: String) throws {
      guard let cell = try driver.table.cellForRow(at: driver.path(ListID("due"))),
        let picker = UIKitFormDriver.firstView(of: UIDatePicker.self, in: cell.contentView)
      else { throw ConformanceFailure(description: "no date picker in the UIKit table") }
      try picker.userPick(date)
    }
  }
#endif

/// One date script, every renderer: the event logs must be identical.
@MainActor
@Suite struct DateConformanceTests {
  /// 2026-12-25 09:00 and 2027-03-01 18:45 UTC.
  static let christmas = Date(timeIntervalSince1970: 1_798_189_200)
  static let march = Date(timeIntervalSince1970: 1_803_926_700)

  static func run(_ makeDriver: (any Screen) -> any DateDriver) async throws -> [String] {
    let log = ConformanceLog()
    let screen = DateConformanceScreen(log: log)
    log.mark("load")
    let driver = makeDriver(screen)
    await driver.host.idle()
    log.mark("open, change and cancel")
    try driver.openChangeAndCancel()
    await driver.host.idle()
    log.mark("choose 2026-12-25 09:00")
    try driver.choose(christmas, digits: "202612250900")
    await driver.host.idle()
    log.mark("due \(screen.item.formattedValue)")
    log.mark("the app sets the date")
    screen.due = Date(timeIntervalSince1970: 1_796_567_400)
    driver.host.setNeedsUpdate()
    await driver.host.idle()
    log.mark("choose 2027-03-01 18:45")
    try driver.choose(march, digits: "202703011845")
    await driver.host.idle()
    log.mark("done: due \(screen.item.formattedValue)")
    return log.lines
  }

  static func checkCoverage(_ log: [String], _ name: String) {
    #expect(log.filter { $0.hasPrefix("valueChanged ") }.count == 2, "\(name)")
    #expect(log.contains("== due 2026-12-25 09:00"), "\(name)")
    #expect(log.last == "== done: due 2027-03-01 18:45", "\(name)")
    // Opening and cancelling, and the app's own change, send no value.
    let cancelled = log.drop { $0 != "== open, change and cancel" }.prefix {
      $0 != "== choose 2026-12-25 09:00"
    }
    #expect(!cancelled.contains { $0.hasPrefix("valueChanged") }, "\(name)")
    let rebuilt = log.drop { $0 != "== the app sets the date" }.prefix {
      $0 != "== choose 2027-03-01 18:45"
    }
    #expect(!rebuilt.contains { $0.hasPrefix("valueChanged") }, "\(name)")
    #expect(rebuilt.contains { $0.hasPrefix("configure \"due\"") }, "\(name)")
  }

  @Test func theHeadlessScriptCoversTheDateEvents() async throws {
    let log = try await Self.run { HeadlessDateDriver($0) }
    Self.checkCoverage(log, "headless")
  }

  @Test func theTerminalAndTheHeadlessTableHearTheSameDateEvents() async throws {
    let headless = try await Self.run { HeadlessDateDriver($0) }
    let terminal = try await Self.run { TerminalDateDriver($0) }
    Self.checkCoverage(terminal, "terminal")
    RendererConformanceTests.compare(headless, terminal, "terminal")
  }

  #if os(Linux)
    @Test func sectionalUIKitAndTheHeadlessTableHearTheSameDateEvents() async throws {
      let headless = try await Self.run { HeadlessDateDriver($0) }
      let uikit = try await Self.run { UIKitDateDriver($0) }
      Self.checkCoverage(uikit, "UIKit")
      RendererConformanceTests.compare(headless, uikit, "UIKit")
    }
  #endif
}
