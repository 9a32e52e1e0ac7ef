import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

#if os(Linux)
  import UIKitSurface
#endif

/// Three sections of one-unit rows; the middle one collapses.
@MainActor
final class CollapsingScreen: Screen {
  let title = "Collapsing"
  let log: ConformanceLog

  init(log: ConformanceLog) {
    self.log = log
  }

  var content: ListContent {
    Section(id: "first", header: "First") {
      for index in 0..<3 { Row(id: "a\(index)", TextItem("a\(index)")) }
    }
    .headerHeight(.fixed(1))
    .recording(log)
    Section(id: "folding", header: "Folding") {
      for index in 0..<6 { Row(id: "f\(index)", TextItem("f\(index)")) }
    }
    .headerHeight(.fixed(1))
    .collapsible()
    .recording(log)
    Section(id: "last", header: "Last") {
      for index in 0..<4 { Row(id: "z\(index)", TextItem("z\(index)")) }
    }
    .headerHeight(.fixed(1))
    .recording(log)
  }
}

/// A driver that can tap a section's header.
@MainActor
protocol HeaderDriver: ConformanceDriver {
  /// Taps (clicks, or Enter on) the header of the section with `id`.
  func tapHeader(_ id: String) throws
}

extension HeadlessDriver: HeaderDriver {
  func tapHeader(_ id: String) throws { try app.tapHeader(id) }
}

extension TerminalDriver: HeaderDriver {
  func tapHeader(_ id: String) throws {
    guard let index = list.layout.content.sectionIndex(of: ListID(id)) else {
      throw ConformanceFailure(description: "no section \(id) in the terminal")
    }
    list.moveCursor(toHeaderOf: index)
    app.handle(.key(KeyEvent(.enter)))
  }
}

#if os(Linux)
  extension UIKitDriver: HeaderDriver {
    func tapHeader(_ id: String) throws {
      guard let index = screenTable.liaison.shown.sectionIndex(of: ListID(id)),
        let button = table.headerView(forSection: index)?.subviews.lazy
          .compactMap({ $0 as? UIButton }).first
      else { throw ConformanceFailure(description: "no header button for \(id) in UIKit") }
      button.userTap()
    }
  }
#endif

/// One collapse and expand script, every renderer: the event logs must be identical.
@MainActor
@Suite struct CollapsingConformanceTests {
  static let viewport = 10

  static func run(_ makeDriver: (any Screen) -> any HeaderDriver) async throws -> [String] {
    let log = ConformanceLog()
    let screen = CollapsingScreen(log: log)
    log.mark("load")
    let driver = makeDriver(screen)
    await driver.host.idle()
    log.mark("select f1")
    try driver.tap("f1")
    log.mark("collapse: the rows leave, the last section comes up")
    try driver.tapHeader("folding")
    log.mark("select z0")
    try driver.tap("z0")
    log.mark("expand: the rows come back, not selected")
    try driver.tapHeader("folding")
    log.mark("scroll the header to the top, collapse, expand")
    driver.scroll(toOffset: 4)
    try driver.tapHeader("folding")
    try driver.tapHeader("folding")
    log.mark("a rebuild keeps it expanded")
    driver.host.setNeedsUpdate()
    await driver.host.idle()
    log.mark("done: collapsed \(driver.host.controller.isCollapsed(section: "folding"))")
    return log.lines
  }

  @Test func theTerminalAndTheHeadlessTableHearTheSameEvents() async throws {
    let headless = try await Self.run { HeadlessDriver($0, viewport: Self.viewport) }
    let terminal = try await Self.run { TerminalDriver($0, viewport: Self.viewport) }
    // Collapsing hides rows (display events), it does not delete them (no delete events).
    #expect(headless.contains(#"didEndDisplaying "f5" [1, 5]"#))
    #expect(!headless.contains { $0.hasPrefix("delete ") || $0.hasPrefix("insert ") })
    #expect(headless.last == "== done: collapsed false")
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
