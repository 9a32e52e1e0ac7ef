import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

/// Three sections of one-unit rows whose headers pin.
@MainActor
final class PinnedScreen: Screen {
  let title = "Pinned"
  let log: ConformanceLog

  init(log: ConformanceLog) {
    self.log = log
  }

  var content: ListContent {
    for name in ["a", "b", "c"] {
      Section(id: name, header: name.uppercased()) {
        for index in 0..<6 { Row(id: "\(name)\(index)", TextItem("\(name)\(index)")) }
      }
      .headerHeight(.fixed(1))
      .pinnedHeader()
      .recording(log)
    }
  }
}

/// Scrolling through pinned headers, line by line: the terminal and the headless table agree on
/// which header is pinned at each offset, and a pinned header stays displayed (no
/// `didEndDisplaying`) while its section crosses the top, as a floating header in UIKit.
@MainActor
@Suite struct PinnedHeaderConformanceTests {
  static let viewport = 5

  static func run(
    _ makeDriver: (any Screen) -> any ConformanceDriver,
    pinned: @MainActor (any ConformanceDriver) -> String?
  ) async throws -> [String] {
    let log = ConformanceLog()
    let driver = makeDriver(PinnedScreen(log: log))
    await driver.host.idle()
    for offset in 0...16 {
      driver.scroll(toOffset: Double(offset))
      log.mark("offset \(offset): pinned \(pinned(driver) ?? "-")")
    }
    return log.lines
  }

  @Test func theTerminalAndTheHeadlessTablePinTheSameHeaders() async throws {
    let headless = try await Self.run {
      HeadlessDriver($0, viewport: Self.viewport)
    } pinned: {
      ($0 as? HeadlessDriver)?.app.table.pinnedHeader.map { "\($0)" }
    }
    let terminal = try await Self.run {
      TerminalDriver($0, viewport: Self.viewport)
    } pinned: {
      guard let list = ($0 as? TerminalDriver)?.list, let pinned = list.pinnedHeader else {
        return nil
      }
      return "\(list.layout.content.sections[pinned.section].id)"
    }
    #expect(headless.contains("== offset 3: pinned \"a\""))
    #expect(headless.contains("== offset 7: pinned -"))  // "b" is at the top in its own place
    #expect(headless.contains("== offset 8: pinned \"b\""))
    // The header of "a" stays displayed until its section has scrolled past the top.
    let endA = try #require(headless.firstIndex(of: #"header didEndDisplaying "a" 0"#))
    #expect(headless[..<endA].contains("== offset 6: pinned \"a\""))
    RendererConformanceTests.compare(headless, terminal, "terminal")
  }

  #if os(Linux)
    /// A screen whose sections pin shows in a plain table, whose headers float: its header views
    /// stay on screen, and move, as the headless table's pinned headers do.
    @Test func sectionalUIKitAndTheHeadlessTablePinTheSameHeaders() async throws {
      let headless = try await Self.run {
        HeadlessDriver($0, viewport: Self.viewport)
      } pinned: {
        ($0 as? HeadlessDriver)?.app.table.pinnedHeader.map { "\($0)" }
      }
      let uikit = try await Self.run {
        UIKitDriver($0, viewport: Self.viewport, style: .plain)
      } pinned: {
        ($0 as? UIKitDriver)?.pinnedHeader.map { "\($0)" }
      }
      RendererConformanceTests.compare(headless, uikit, "UIKit table")
    }
  #endif
}
