import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

#if os(Linux)
  import SectionalUIKit
  import UIKitSurface
#endif

/// A refreshable list whose refresh waits until the script lets it go on; the second refresh
/// fails.
@MainActor
final class RefreshingScreen: RefreshableScreen {
  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  let title = "Refreshing"
  let log: ConformanceLog
  var rows = ["r0", "r1", "r2"]
  var refreshes = 0
  private var gate: CheckedContinuation<Void, Never>?

  init(log: ConformanceLog) {
    self.log = log
  }

  var content: ListContent {
    Section(id: "rows") {
      for row in rows { Row(id: row, TextItem(row)) }
    }
    .recording(log)
  }

  func refresh() async throws {
    refreshes += 1
    await withCheckedContinuation { gate = $0 }
    if refreshes > 1 { throw Offline() }
    rows = ["new"] + rows
  }

  /// Lets the refresh waiting at the gate go on, once it is there (a bounded poll: the host
  /// starts it on a later turn of the main actor).
  func open() async {
    for _ in 0..<10_000 where gate == nil { await Task.yield() }
    gate?.resume()
    gate = nil
  }
}

/// A driver that can pull to refresh and answer the alert on screen.
@MainActor
protocol RefreshDriver: AlertDriver {
  /// Pulls the list down (Ctrl-R in the terminal).
  func pullToRefresh() throws
  /// Whether the renderer shows that a refresh runs (a refresh control, "Refreshing…").
  var showsRefreshing: Bool { get }
}

extension HeadlessDriver: RefreshDriver {
  func pullToRefresh() throws { app.host.refresh() }
  var showsRefreshing: Bool { app.host.isRefreshing }
}

extension TerminalDriver: RefreshDriver {
  func pullToRefresh() throws { app.handle(.key(KeyEvent(.character("r"), .control))) }
  var showsRefreshing: Bool {
    app.render().plainText().split(separator: "\n").first?.contains("Refreshing…") == true
  }
}

#if os(Linux)
  extension UIKitDriver: RefreshDriver {
    func pullToRefresh() throws { try table.pullToRefresh() }
    var showsRefreshing: Bool { table.refreshControl?.isRefreshing == true }
  }
#endif

/// One refresh script, every renderer: the event logs must be identical.
@MainActor
@Suite struct RefreshConformanceTests {
  static let viewport = 10

  static func run(_ makeDriver: (any Screen) -> any RefreshDriver) async throws -> [String] {
    let log = ConformanceLog()
    let screen = RefreshingScreen(log: log)
    log.mark("load")
    let driver = makeDriver(screen)
    driver.host.observeRefreshing { log.mark("refreshing \($0)") }
    await driver.host.idle()
    log.mark("select r1")
    try driver.tap("r1")
    log.mark("pull: the rows stay while it runs")
    try driver.pullToRefresh()
    log.mark("shows refreshing \(driver.showsRefreshing)")
    log.mark("pull again: nothing more")
    try driver.pullToRefresh()
    await screen.open()
    await driver.host.idle()
    log.mark("the new row arrived; shows refreshing \(driver.showsRefreshing)")
    log.mark("a failing refresh keeps the rows and says so")
    try driver.pullToRefresh()
    await screen.open()
    await driver.host.idle()
    log.mark("alert: \(driver.alertTitle ?? "none"); shows refreshing \(driver.showsRefreshing)")
    try driver.answer("OK")
    let shown = driver.host.controller.content.sections[0].rows.count
    log.mark("done: \(screen.rows.joined(separator: " ")), \(shown) rows")
    return log.lines
  }

  @Test func theTerminalAndTheHeadlessTableHearTheSameEvents() async throws {
    let headless = try await Self.run { HeadlessDriver($0, viewport: Self.viewport) }
    let terminal = try await Self.run { TerminalDriver($0, viewport: Self.viewport) }
    #expect(headless.contains("== shows refreshing true"))
    #expect(headless.contains("== alert: Could not refresh Refreshing; shows refreshing false"))
    #expect(headless.filter { $0 == "== refreshing true" }.count == 2)
    #expect(headless.last == "== done: new r0 r1 r2, 4 rows")
    RendererConformanceTests.compare(headless, terminal, "terminal")
  }

  #if os(Linux)
    @Test func sectionalUIKitAndTheHeadlessTableHearTheSameEvents() async throws {
      let headless = try await Self.run { HeadlessDriver($0, viewport: Self.viewport) }
      let uikit = try await Self.run { UIKitDriver($0, viewport: Self.viewport) }
      RendererConformanceTests.compare(headless, uikit, "UIKit")
    }
  #endif
}
