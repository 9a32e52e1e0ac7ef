import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

#if os(Linux)
  @testable import SectionalUIKit
  import UIKitSurface
#endif

/// A tree of one-unit rows: folders that open on a tap, files that select.
@MainActor
final class OutlineScreen: Screen {
  let title = "Outline"
  let log: ConformanceLog

  init(log: ConformanceLog) {
    self.log = log
  }

  /// A folder's children, by its name; files have none.
  nonisolated static let children: [String: [String]] = [
    "a": ["a/1", "a/2", "a/b"], "a/b": ["a/b/1"], "c": ["c/1", "c/2"],
  ]

  var content: ListContent {
    let log = log
    Section(id: "tree") {
      Outline(
        ["a", "x", "c", "y"], id: { $0 },
        children: { Self.children[$0].map { .nodes($0) } ?? .none }
      ) {
        name in
        var row = Row(id: name, TextItem(name), height: .fixed(1))
        // Every event is logged; files select (a handler), folders do nothing else.
        for event in RowEvent.allCases where event != .didSelect && event != .willSelect {
          row = row.on(event) { log.record($0) }
        }
        guard Self.children[name] == nil else { return row }
        return row.on(.willSelect) { log.record($0) }.on(.didSelect) { log.record($0) }
      }
    }
  }
}

/// A driver that can tap a node's disclosure.
@MainActor
protocol DisclosureDriver: ConformanceDriver {
  /// Taps (clicks) the disclosure of the node with `id`.
  func tapDisclosure(_ id: String) throws
}

extension HeadlessDriver: DisclosureDriver {
  func tapDisclosure(_ id: String) throws { try app.tapDisclosure(.id(id)) }
}

extension TerminalDriver: DisclosureDriver {
  func tapDisclosure(_ id: String) throws {
    guard let path = list.layout.content.path(of: ListID(id)),
      let row = list.layout.content[path], let place = row.outline,
      let column = list.outlineDisclosureColumn(of: row, place: place, section: path.section),
      let frame = list.layout.frame(of: .row(path))
    else { throw ConformanceFailure(description: "no disclosure of \(id) in the terminal") }
    let y = Int(frame.top - list.layout.contentOffset)
    // The list starts on the line under the title bar.
    app.handle(.mouse(MouseEvent(.press(.left), x: column, y: y + 1)))
  }
}

#if os(Linux)
  extension UIKitDriver: DisclosureDriver {
    func tapDisclosure(_ id: String) throws {
      guard let button = table.cellForRow(at: try path(ListID(id)))?.accessoryView as? UIButton
      else { throw ConformanceFailure(description: "no disclosure of \(id) in UIKit") }
      button.userTap()
    }
  }
#endif

/// One outline script, every renderer: the event logs and the expanded nodes must be the same.
@MainActor
@Suite struct OutlineConformanceTests {
  static let viewport = 10

  static func run(_ makeDriver: (any Screen) -> any DisclosureDriver) async throws -> [String] {
    let log = ConformanceLog()
    let screen = OutlineScreen(log: log)
    log.mark("load")
    let driver = makeDriver(screen)
    await driver.host.idle()
    log.mark("tap the folder a: it opens, selects nothing")
    try driver.tap("a")
    log.mark("tap the file a/1: it selects")
    try driver.tap("a/1")
    log.mark("the disclosure of a/b opens it")
    try driver.tapDisclosure("a/b")
    log.mark("the disclosure of a closes it: its rows leave the screen, not the list")
    try driver.tapDisclosure("a")
    log.mark("tap c twice: open, close")
    try driver.tap("c")
    try driver.tap("c")
    log.mark("open a again: a/b is still open")
    try driver.tapDisclosure("a")
    log.mark("a rebuild keeps the tree")
    driver.host.setNeedsUpdate()
    await driver.host.idle()
    let controller = driver.host.controller
    let open = ["a", "a/b", "c"].filter { controller.isExpanded(row: $0) }
    log.mark("done: open \(open), rows \(controller.content.rowCount)")
    return log.lines
  }

  @Test func theTerminalAndTheHeadlessTableHearTheSameEvents() async throws {
    let headless = try await Self.run { HeadlessDriver($0, viewport: Self.viewport) }
    let terminal = try await Self.run { TerminalDriver($0, viewport: Self.viewport) }
    // Opening and closing are not the screen's changes: no row is inserted or removed.
    #expect(!headless.contains { $0.hasPrefix("inserted ") || $0.hasPrefix("removed ") })
    #expect(headless.contains { $0.hasPrefix("didSelect \"a/1\"") })
    #expect(!headless.contains { $0.hasPrefix("willSelect \"a\"") })
    #expect(headless.last == #"== done: open ["a", "a/b"], rows 8"#)
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
