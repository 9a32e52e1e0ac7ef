import Sectional
import SectionalTesting
import Testing

/// What the headless table tells a row on screen that a change reloads: configured again in
/// its cell when its component keeps its type (UIKit's `reconfigureRows(at:)`), shown again in
/// a new cell (ended, configured, displayed) when the type changed.
@MainActor
@Suite struct ReloadDisplayTests {
  final class Log {
    var events: [String] = []
  }

  static func row(_ component: some Component, log: Log) -> Row {
    Row(id: "a", component, height: .fixed(10))
      .on(.configure) { _ in log.events.append("configure") }
      .on(.willDisplay) { _ in log.events.append("display") }
      .on(.didEndDisplaying) { _ in log.events.append("end") }
  }

  @Test func aReloadThatKeepsTheTypeConfiguresTheRowAgain() throws {
    let log = Log()
    let controller = try ListController {
      Section(id: "s") { Self.row(TextItem("old"), log: log) }
    }
    let table = HeadlessTableView(controller: controller, viewportHeight: 50)
    log.events = []
    try controller.update(
      to: ListContent { Section(id: "s") { Self.row(TextItem("new"), log: log) } })
    #expect(log.events == ["configure"])
    #expect(table.visibleRows.count == 1)
  }

  @Test func aReloadThatChangesTheTypeShowsTheRowAgain() throws {
    let log = Log()
    let controller = try ListController {
      Section(id: "s") { Self.row(TextItem("old"), log: log) }
    }
    let table = HeadlessTableView(controller: controller, viewportHeight: 50)
    log.events = []
    try controller.update(
      to: ListContent { Section(id: "s") { Self.row(ButtonItem("new"), log: log) } })
    #expect(log.events == ["end", "configure", "display"], "\(table.performedBatches)")
  }
}
