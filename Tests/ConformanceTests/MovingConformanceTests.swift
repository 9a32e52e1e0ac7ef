import Foundation
import Sectional
import SectionalTesting
import Testing

/// Moving from code, on every renderer: selecting a row from code sends it nothing (and the
/// next tap deselects it), scrolling to a row sends the same display events everywhere.
@MainActor
@Suite struct MovingConformanceTests {
  static func run(_ makeDriver: (any Screen) -> any ConformanceDriver) async throws -> [String] {
    let log = ConformanceLog()
    let screen = ConformanceScreen(log: log)
    let driver = makeDriver(screen)
    await driver.host.idle()
    let controller = driver.host.controller
    log.mark("select r3 from code, scrolled to the top")
    try controller.selectRow(.id("r3"), scrollingTo: .top, animated: false)
    log.mark("tap r5: r3 is deselected")
    try driver.tap("r5")
    log.mark("scroll r40 to the top")
    try controller.scrollToRow(.id("r40"), at: .top, animated: false)
    log.mark("scroll r20 to the bottom")
    try controller.scrollToRow(.id("r20"), at: .bottom, animated: false)
    log.mark("r20 is shown whole: nearest does not scroll")
    try controller.scrollToRow(.id("r20"), at: .nearest, animated: false)
    log.mark("r60 comes up from below: nearest shows it at the bottom")
    try controller.scrollToRow(.id("r60"), at: .nearest, animated: false)
    log.mark("done")
    return log.lines
  }

  @Test func theTerminalAndTheHeadlessTableHearTheSameEvents() async throws {
    let viewport = RendererConformanceTests.viewport
    let headless = try await Self.run { HeadlessDriver($0, viewport: viewport) }
    let terminal = try await Self.run { TerminalDriver($0, viewport: viewport) }
    #expect(
      !headless.contains { $0.hasPrefix("didSelect \"r3\"") || $0.hasPrefix("willSelect \"r3\"") })
    #expect(headless.contains { $0.hasPrefix("didDeselect \"r3\"") })
    #expect(headless.contains { $0.hasPrefix("willDisplay \"r60\"") })
    #expect(headless.filter { $0.hasPrefix("willDisplay") }.count > 30)
    RendererConformanceTests.compare(headless, terminal, "terminal")
  }

  #if os(Linux)
    @Test func sectionalUIKitAndTheHeadlessTableHearTheSameEvents() async throws {
      let viewport = RendererConformanceTests.viewport
      let headless = try await Self.run { HeadlessDriver($0, viewport: viewport) }
      let uikit = try await Self.run { UIKitDriver($0, viewport: viewport) }
      RendererConformanceTests.compare(headless, uikit, "UIKit")
    }
  #endif
}
