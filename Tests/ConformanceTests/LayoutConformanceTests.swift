import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

/// What the section-layout script asks of a renderer beyond the list script: a keyboard cursor
/// that moves in two dimensions.
@MainActor
protocol LayoutConformanceDriver: ConformanceDriver {
  /// Puts the keyboard cursor on the row with `id`, scrolled into view.
  func cursor(to id: String) throws
  /// Moves the cursor one step, as an arrow key; nothing happens where nothing lies that way.
  func move(_ direction: ListLayout.Direction)
  /// Taps the row under the cursor, as Return (Enter in the terminal).
  func activate() throws
}

extension HeadlessDriver: LayoutConformanceDriver {
  func cursor(to id: String) throws { try app.moveCursor(to: .id(id)) }
  func move(_ direction: ListLayout.Direction) { app.table.moveCursor(direction) }
  func activate() throws { try app.activateCursor() }
}

extension TerminalDriver: LayoutConformanceDriver {
  func move(_ direction: ListLayout.Direction) {
    let key: TerminalKey =
      switch direction {
      case .up: .up
      case .down: .down
      case .left: .left
      case .right: .right
      }
    app.handle(.key(KeyEvent(key)))
  }
  func activate() throws { app.handle(.key(KeyEvent(.enter))) }
}

/// One script over list, flow, carousel and grid sections, every renderer: the event logs must
/// be identical. Widths: 320 points in the headless table and UIKit, 40 columns in the terminal
/// (8 points a column), so that every renderer puts the same items on the same lines.
@MainActor
@Suite struct LayoutConformanceTests {
  static let viewport = 16

  /// Runs the script and returns the log.
  ///
  /// - Parameters:
  ///   - layouts: Whether the sections have their grid, flow and carousel layouts (`false`:
  ///     every section is a list, for the table liaison).
  ///   - makeDriver: The renderer.
  static func run(
    layouts: Bool = true, _ makeDriver: (any Screen) -> any LayoutConformanceDriver
  ) async throws -> [String] {
    let log = ConformanceLog()
    let screen = GridConformanceScreen(log: log, layouts: layouts)
    log.mark("load")
    let driver = makeDriver(screen)
    await driver.host.idle()
    log.mark("tap a photo, a tag and a shelf item")
    try driver.tap("p1")
    try driver.tap("ios")
    try driver.tap("s1")
    log.mark("reload a row")
    try driver.tap("reload")
    log.mark("the cursor along the shelf and out of it")
    try driver.cursor(to: "s0")
    for direction: ListLayout.Direction in [.right, .right, .right, .down] {
      driver.move(direction)
    }
    log.mark("the cursor across the grid, then Return")
    try driver.cursor(to: "p0")
    for direction: ListLayout.Direction in [.right, .right, .right] {
      driver.move(direction)
    }
    for _ in 0..<7 { driver.move(.down) }
    driver.move(.left)
    driver.move(.up)
    try driver.activate()
    log.mark("photos added at the front and p7 removed move every other item")
    driver.scroll(toOffset: 0)
    try driver.tap("add")
    log.mark("delete a row with confirmation")
    try driver.requestDelete("spare")
    try driver.choose("Delete")
    log.mark("move p3 one place back")
    // Scrolled from code: the touch drivers touch only rows on screen.
    try driver.host.controller.scrollToRow(.id("p3"), at: .nearest, animated: false)
    let p3 = try #require(driver.host.controller.content.path(of: ListID("p3")))
    try driver.move("p3", to: RowPath(section: p3.section, row: p3.row - 1))
    log.mark("scroll down a viewport at a time, then back")
    var offset = 0.0
    let height = driver.host.controller.content.rowCount + 10
    while offset < Double(height) {
      offset += Double(viewport)
      driver.scroll(toOffset: offset)
    }
    while offset > 0 {
      offset -= Double(viewport)
      driver.scroll(toOffset: max(0, offset))
    }
    log.mark("done")
    return log.lines
  }

  #if os(Linux)
    /// The collection view lays grid, flow and carousel sections out with the core's geometry
    /// (rows their fixed height, lines without a gap, pills as wide as the core estimates
    /// them), so it shows what the headless table shows at every step.
    ///
    /// Two differences are UIKit's own, and the script allows for them:
    /// - `UICollectionViewDelegate` has no counterpart of `tableView(_:willBeginEditingRowAt:)`
    ///   and `tableView(_:didEndEditingRowAt:)`, so a swipe in a collection view's list section
    ///   cannot send `willBeginEditing` and `didEndEditing` (see the Events article): they are
    ///   left out of the headless table's log here.
    /// - A list section (`UICollectionLayoutListConfiguration`) has no per-item height: its
    ///   items size themselves, and those not yet on screen count at UIKit's estimate, so
    ///   fewer of them fall in the prefetch window and the content is taller until they are
    ///   measured. The rows after the photos are therefore a one-column grid (placed as a list
    ///   by every renderer), whose fixed heights UIKit is told.
    @Test func theCollectionViewLiaisonAndTheHeadlessTableHearTheSameEvents() async throws {
      let headless = try await Self.run {
        HeadlessDriver($0, viewport: Self.viewport, width: 320)
      }
      .filter { !$0.hasPrefix("willBeginEditing ") && !$0.hasPrefix("didEndEditing ") }
      let collection = try await Self.run { UIKitCollectionDriver($0, viewport: Self.viewport) }
      #expect(collection.contains("didSelect \"p19\" [3, 19]"))
      #expect(collection.contains { $0.hasPrefix("userMoved \"p3\"") })
      RendererConformanceTests.compare(headless, collection, "collection view")
    }

    @Test func theTableLiaisonAndTheHeadlessTableHearTheSameEventsWithListSections()
      async throws
    {
      let headless = try await Self.run(layouts: false) {
        HeadlessDriver($0, viewport: Self.viewport, width: 320)
      }
      let uikit = try await Self.run(layouts: false) { UIKitDriver($0, viewport: Self.viewport) }
      #expect(headless.contains { $0.hasPrefix("userMoved \"p3\"") })
      RendererConformanceTests.compare(headless, uikit, "UIKit table")
    }
  #endif

  @Test func theTerminalAndTheHeadlessTableHearTheSameEvents() async throws {
    let headless = try await Self.run { HeadlessDriver($0, viewport: Self.viewport, width: 320) }
    let terminal = try await Self.run { TerminalDriver($0, viewport: Self.viewport, width: 41) }
    // The cursor went through the grid's columns and lines: Return selected the item it ended
    // on, p19 (p2, seven lines down, one left and one up).
    #expect(headless.contains("didSelect \"p19\" [3, 19]"))
    #expect(headless.contains { $0.hasPrefix("userMoved \"p3\"") })
    Self.expectDisplaysByLine(headless)
    RendererConformanceTests.compare(headless, terminal, "terminal")
  }

  /// The headless table shows whole lines of a grid: it displays the three items of a line
  /// together.
  static func expectDisplaysByLine(_ log: [String]) {
    let start = log.firstIndex(of: "== load") ?? 0
    let end = log.firstIndex(of: "== tap a photo, a tag and a shelf item") ?? log.count
    let shown = log[start..<end].filter { $0.hasPrefix("willDisplay") }.map {
      $0.split(separator: " ")[1]
    }
    #expect(shown.contains("\"p2\""), "the first line of photos is on screen")
    #expect(shown.contains("\"s2\""), "the whole shelf is on screen")
  }
}
