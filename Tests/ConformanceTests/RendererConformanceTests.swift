import Foundation
import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

/// What the conformance script asks of a renderer, in the user's terms.
@MainActor
protocol ConformanceDriver {
  var host: ScreenHost { get }
  /// Taps (clicks, or Enter on) the row with `id`.
  func tap(_ id: ListID) throws
  /// Scrolls so that the content at `offset` is at the top of the viewport.
  func scroll(toOffset offset: Double)
  /// Asks to delete the row with `id`; the confirmation is presented.
  func requestDelete(_ id: String) throws
  /// Answers the presented confirmation.
  func choose(_ title: String) throws
  /// Drags the row with `id` to `destination`.
  func move(_ id: String, to destination: RowPath) throws
}

extension ConformanceDriver {
  func tap(_ id: String) throws { try tap(ListID(id)) }
}

struct ConformanceFailure: Error, CustomStringConvertible {
  var description: String
}

/// The headless table, hosted by the screen test host.
@MainActor
final class HeadlessDriver: ConformanceDriver {
  let app: ScreenTestHost
  /// - Parameter width: The table's width in points; 320 is the terminal's 40 columns.
  init(_ screen: any Screen, viewport: Int, width: Double = 40) {
    app = ScreenTestHost(screen, viewportHeight: Double(viewport), viewportWidth: width)
    app.table.prefetchDistance = 1
  }
  var host: ScreenHost { app.host }
  func tap(_ id: ListID) throws {
    try app.tap(.at(app.content.path(of: id) ?? RowPath(section: -1, row: -1)))
  }
  func scroll(toOffset offset: Double) { app.scroll(toOffset: offset) }
  func requestDelete(_ id: String) throws { try app.swipeToDelete(.id(id)) }
  func choose(_ title: String) throws { try app.choose(title) }
  func move(_ id: String, to destination: RowPath) throws {
    try app.drag(.id(id), to: destination)
  }
}

/// The terminal app on an in-memory terminal, driven by keys.
@MainActor
final class TerminalDriver: ConformanceDriver {
  let app: TerminalApp
  /// - Parameter width: The terminal's columns; the list lays out one column fewer (its
  ///   scroll indicator takes the last).
  init(_ screen: any Screen, viewport: Int, width: Int = 40) {
    // A title line and a hint line around the list.
    app = TerminalApp(root: screen, width: width, height: viewport + 2)
  }
  var list: ListView { app.stack[app.stack.count - 1].list }
  var host: ScreenHost { app.stack[app.stack.count - 1].host }

  func cursor(to id: String) throws { try cursor(to: ListID(id)) }
  func cursor(to id: ListID) throws {
    guard let path = list.layout.content.path(of: id) else {
      throw ConformanceFailure(description: "no row \(id) in the terminal")
    }
    list.moveCursor(to: path)
  }
  func tap(_ id: ListID) throws {
    try cursor(to: id)
    app.handle(.key(KeyEvent(.enter)))
  }
  func scroll(toOffset offset: Double) {
    list.scroll(by: Int(offset - list.layout.contentOffset))
  }
  func requestDelete(_ id: String) throws {
    try cursor(to: id)
    app.handle(.key(KeyEvent(.character("d"))))
  }
  func choose(_ title: String) throws {
    try app.answerAlert(title)
  }
  func move(_ id: String, to destination: RowPath) throws {
    try cursor(to: id)
    app.handle(.key(KeyEvent(.character("m"))))
    while let path = list.selectedRowPath, path.row != destination.row {
      let before = path
      // Items of a grid, flow or carousel section move along their lines.
      let isList = list.layout.content.sections[path.section].layout.isList
      let key: TerminalKey =
        path.row < destination.row ? (isList ? .down : .right) : (isList ? .up : .left)
      app.handle(.key(KeyEvent(key)))
      if list.selectedRowPath == before { break }
    }
    app.handle(.key(KeyEvent(.enter)))
  }
}

/// One script, every renderer: the event logs must be identical.
@MainActor
@Suite struct RendererConformanceTests {
  static let viewport = 10

  /// Runs the script and returns the log.
  static func run(_ makeDriver: (any Screen) -> any ConformanceDriver) async throws -> [String] {
    let log = ConformanceLog()
    let screen = ConformanceScreen(log: log)
    log.mark("load")
    let driver = makeDriver(screen)
    await driver.host.idle()
    log.mark("select r1, then r2")
    try driver.tap("r1")
    try driver.tap("r2")
    log.mark("reload a row")
    try driver.tap("reload")
    log.mark("an update asked for while a change is applied")
    try driver.tap("grow")
    log.mark("delete with confirmation")
    try driver.requestDelete("r1")
    try driver.choose("Delete")
    // UIKit drops the selection of a deleted row: when the row comes back it is not selected,
    // and selecting another row deselects nothing.
    log.mark("a selected row is deleted and comes back")
    screen.keepsDeletedRows = true
    try driver.tap("r2")
    try driver.requestDelete("r2")
    try driver.choose("Delete")
    screen.keepsDeletedRows = false
    try driver.tap("r4")
    // One place up: the terminal's keyboard reorder moves a row one place per key, and each
    // place is a user move (see the Events article).
    log.mark("move r3 up one place")
    try driver.move("r3", to: RowPath(section: 0, row: 5))
    log.mark("scroll down a viewport at a time, then back")
    var offset = 0.0
    while offset < 1_010 {
      offset += Double(viewport)
      driver.scroll(toOffset: offset)
    }
    await driver.host.idle()
    log.mark("page through the failure")
    driver.scroll(toOffset: 2_000)  // the retry row comes on screen
    let screenContent = driver.host.controller.content
    if let retry = screenContent.sections.last?.rows.last, retry.traits.isSelectable {
      try driver.tap(retry.id)
    }
    await driver.host.idle()
    log.mark("scroll to the end and back to the top")
    driver.scroll(toOffset: 2_000)
    await driver.host.idle()
    while offset > 0 {
      offset -= Double(viewport)
      driver.scroll(toOffset: max(0, offset))
    }
    log.mark("done: \(screen.pages.state) \(screen.pages.items.count) items")
    return log.lines
  }

  @Test func theTerminalAndTheHeadlessTableHearTheSameEvents() async throws {
    let headless = try await Self.run { HeadlessDriver($0, viewport: Self.viewport) }
    let terminal = try await Self.run { TerminalDriver($0, viewport: Self.viewport) }
    #expect(headless.last == "== done: exhausted 15 items")
    #expect(headless.count > 2_000)
    Self.compare(headless, terminal, "terminal")
  }

  /// Compares two logs step by step, so a difference names the step it is in.
  static func compare(_ headless: [String], _ other: [String], _ name: String) {
    var step = ""
    for index in 0..<max(headless.count, other.count) {
      let h = index < headless.count ? headless[index] : "(nothing)"
      let t = index < other.count ? other[index] : "(nothing)"
      if h.hasPrefix("== ") { step = h }
      if h != t {
        let context = max(0, index - 8)..<min(index + 8, min(headless.count, other.count))
        Issue.record(
          """
          line \(index), in \(step): headless "\(h)", \(name) "\(t)"
          headless: \(headless[context].joined(separator: " | "))
          \(name): \(other[context].joined(separator: " | "))
          """)
        return
      }
    }
  }

  #if os(Linux)
    @Test func sectionalUIKitAndTheHeadlessTableHearTheSameEvents() async throws {
      let headless = try await Self.run { HeadlessDriver($0, viewport: Self.viewport) }
      let uikit = try await Self.run { UIKitDriver($0, viewport: Self.viewport) }
      Self.compare(headless, uikit, "UIKit")
    }
  #endif

  @Test func theScriptCoversEveryKindOfEvent() async throws {
    let log = try await Self.run { HeadlessDriver($0, viewport: Self.viewport) }
    for expected in [
      "didHighlight", "didUnhighlight", "willSelect", "didSelect", "willDeselect", "didDeselect",
      "configure", "willDisplay", "didEndDisplaying", "prefetch", "cancelPrefetch", "removed",
      "userDeleted", "moved", "userMoved", "inserted", "reloaded", "willBeginEditing",
      "didEndEditing",
      "header configure", "header willDisplay", "header didEndDisplaying",
      "footer configure", "footer willDisplay", "footer didEndDisplaying",
    ] {
      #expect(log.contains { $0.hasPrefix(expected + " ") }, "no \(expected) event")
    }
  }
}
