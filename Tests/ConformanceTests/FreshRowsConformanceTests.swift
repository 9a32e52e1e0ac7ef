import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

#if os(Linux)
  import SectionalUIKit
  import UIKitSurface
#endif

/// Rows whose action titles follow the screen's state while their components stay the same:
/// a rebuild that changes nothing a batch shows must still give every renderer the new rows,
/// or a swipe or the action menu offers an action the screen no longer has.
@MainActor
final class FreshRowsScreen: Screen {
  let title = "Fresh"
  let log: ConformanceLog
  var armed: Set<String> = []

  init(log: ConformanceLog) {
    self.log = log
  }

  var content: ListContent {
    Section(id: "rows") {
      for row in ["r0", "r1", "r2"] {
        // The text stays: only the action's title says whether the row is armed.
        Row(id: row, TextItem(row))
          .swipeActions(
            .trailing,
            [
              RowAction(armed.contains(row) ? "Disarm" : "Arm") { [unowned self] context in
                log.mark("ran \(context.actionID ?? "-") on \(context.id)")
                if armed.contains(row) { armed.remove(row) } else { armed.insert(row) }
              }
            ])
      }
    }
    .recording(log)
  }
}

/// One script, every renderer: arming a row renames its action, and the new name is the one
/// every renderer offers next.
@MainActor
@Suite struct FreshRowsConformanceTests {
  static func run(_ makeDriver: (any Screen) -> any RowActionDriver) async throws -> [String] {
    let log = ConformanceLog()
    let screen = FreshRowsScreen(log: log)
    let driver = makeDriver(screen)
    await driver.host.idle()
    log.mark("arm r1")
    try driver.perform("Arm", on: "r1")
    await driver.host.idle()
    log.mark("disarm r1: the action has its new title")
    try driver.perform("Disarm", on: "r1")
    await driver.host.idle()
    log.mark("arm r1 again")
    try driver.perform("Arm", on: "r1")
    await driver.host.idle()
    log.mark("done: \(screen.armed.sorted().joined(separator: ", "))")
    return log.lines
  }

  @Test func theTerminalAndTheHeadlessTableOfferTheRowsAsTheyAreNow() async throws {
    let headless = try await Self.run { HeadlessDriver($0, viewport: 10) }
    let terminal = try await Self.run { TerminalDriver($0, viewport: 10) }
    #expect(headless.last == "== done: r1")
    RendererConformanceTests.compare(headless, terminal, "terminal")
  }

  #if os(Linux)
    @Test func sectionalUIKitOffersTheRowsAsTheyAreNow() async throws {
      let headless = try await Self.run { HeadlessDriver($0, viewport: 10) }
      let uikit = try await Self.run { UIKitDriver($0, viewport: 10) }
      RendererConformanceTests.compare(headless, uikit, "UIKit")
    }
  #endif
}
