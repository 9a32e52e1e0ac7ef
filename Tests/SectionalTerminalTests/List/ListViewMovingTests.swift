import Sectional
import SectionalTerminal
import TestSupport
import Testing

/// Moving from code in the terminal: scrolling to a row by id with an alignment, selecting a
/// row without its handlers, and where the cursor goes when the rows move under it.
@MainActor
@Suite struct ListViewMovingTests {
  static func ids(_ count: Int) -> [String] { (0..<count).map { "r\($0)" } }

  func list(_ ids: [String], log: EventLog = EventLog(), height: Int = 5) throws -> ListView {
    let content = loggingRows(
      ids, height: .fixed(1), events: [.willSelect, .didSelect, .willDeselect, .didDeselect],
      log: log)
    return ListView(controller: try ListController(content: content), width: 12, height: height)
  }

  @Test func scrollToRowPutsItAtEachAlignment() throws {
    let list = try list(Self.ids(30))
    try list.controller.scrollToRow(.id("r20"), at: .top)
    #expect(grid(list).split(separator: "\n").first?.contains("r20") == true)
    #expect(list.layout.contentOffset == 20)
    try list.controller.scrollToRow(.id("r20"), at: .bottom)
    #expect(list.layout.contentOffset == 16)
    try list.controller.scrollToRow(.id("r20"), at: .middle)
    #expect(list.layout.contentOffset == 18)
    // Already whole on screen: .nearest does not move.
    try list.controller.scrollToRow(.id("r19"), at: .nearest)
    #expect(list.layout.contentOffset == 18)
    try list.controller.scrollToRow(.id("r2"), at: .nearest)
    #expect(list.layout.contentOffset == 2)
    // The cursor left the screen with the scroll: it is on the row scrolled to.
    #expect(list.selectedID == ListID("r2"))
    #expect(throws: ListError.self) { try list.controller.scrollToRow(.id("nope")) }
  }

  @Test func scrollingKeepsACursorThatStaysOnScreen() throws {
    let list = try list(Self.ids(30))
    list.moveSelection(by: 1)
    try list.controller.scrollToRow(.id("r3"), at: .bottom)
    #expect(list.selectedID == ListID("r1"))
  }

  @Test func selectRowMovesTheCursorWithoutHandlersAndGetsTheDeselect() throws {
    let log = EventLog()
    let list = try list(Self.ids(30), log: log)
    try list.controller.selectRow(.id("r12"), scrollingTo: .top)
    #expect(log.lines.isEmpty)
    #expect(list.selectedID == ListID("r12"))
    #expect(list.layout.contentOffset == 12)
    // Enter on the next row: the row selected from code is deselected, as a tapped one is.
    press(list, .down, .enter)
    #expect(
      log.lines == [
        "willSelect \"r13\"", "willDeselect \"r12\"", "didDeselect \"r12\"", "didSelect \"r13\"",
      ])
    // Without scrolling: the view stays.
    try list.controller.selectRow(.id("r14"), scrollingTo: nil)
    #expect(list.selectedID == ListID("r14"))
    #expect(list.layout.contentOffset == 12)
    #expect(throws: ListError.self) { try list.controller.selectRow(.id("nope")) }
  }

  @Test func anUnselectableRowCannotBeSelectedFromCode() throws {
    let controller = try ListController {
      Section(id: "s") {
        Row(id: "a", TextItem("a"))
        Row(id: "b", TextItem("b")).selectable(false)
      }
    }
    let list = ListView(controller: controller, width: 12, height: 4)
    #expect(throws: ListError.self) { try controller.selectRow(.id("b")) }
    #expect(list.selectedID == ListID("a"))
  }

  func reorder(_ list: ListView, _ ids: [String]) throws {
    try list.controller.update(
      to: loggingRows(ids, height: .fixed(1), events: [], log: EventLog()))
  }

  @Test func byDefaultTheCursorFollowsItsRow() throws {
    let ids = Self.ids(5)
    let list = try list(ids)
    list.moveSelection(by: 1)
    try reorder(list, ids.reversed())
    #expect(list.selectedID == ListID("r1"))
    #expect(list.selectedRowPath == RowPath(section: 0, row: 3))
  }

  @Test func keepingItsLineTheCursorAndViewStayWhereTheyWere() throws {
    let ids = Self.ids(30)
    let list = try list(ids)
    list.controller.cursorTracking = .keepsLine
    try list.controller.selectRow(.id("r12"), scrollingTo: .middle)
    let offset = list.layout.contentOffset
    let before = grid(list)
    try reorder(list, ids.reversed())
    #expect(list.selectedRowPath == RowPath(section: 0, row: 12))
    #expect(list.selectedID == ListID("r17"))
    #expect(list.layout.contentOffset == offset)
    #expect(before.contains("▌r12") && grid(list).contains("▌r17"))
    // Its line is gone: the nearest row that is left takes the cursor.
    try reorder(list, Array(ids.prefix(5)))
    #expect(list.selectedID == ListID("r4"))
  }
}
