import Sectional
import SectionalTesting
import TestSupport
import Testing

/// Moving from code in the headless table: scrolling to a row with an alignment, selecting a
/// row without events, and where the selection goes when the rows move under it.
@MainActor
@Suite struct MovingFromCodeTests {
  static let ids = (0..<30).map { "r\($0)" }

  func table(log: EventLog = EventLog(), tracking: CursorTracking = .followsRow) throws
    -> HeadlessTableView
  {
    let controller = try ListController(
      content: loggingRows(
        Self.ids, height: .fixed(10),
        events: [.willSelect, .didSelect, .willDeselect, .didDeselect],
        log: log))
    controller.cursorTracking = tracking
    return HeadlessTableView(controller: controller, viewportHeight: 50, viewportWidth: 100)
  }

  @Test func scrollToRowPutsItAtEachAlignment() throws {
    let table = try table()
    try table.controller.scrollToRow(.id("r20"), at: .top)
    #expect(table.contentOffset == 200)
    try table.controller.scrollToRow(.id("r20"), at: .bottom)
    #expect(table.contentOffset == 160)
    try table.controller.scrollToRow(.id("r20"), at: .middle)
    #expect(table.contentOffset == 180)
    try table.controller.scrollToRow(.id("r19"))
    #expect(table.contentOffset == 180)
    #expect(table.visibleIDs.first == ListID("r18"))
    #expect(table.selectedID == nil)
  }

  @Test func selectRowSendsNoEventsAndTheNextTapDeselectsIt() throws {
    let log = EventLog()
    let table = try table(log: log)
    try table.controller.selectRow(.id("r3"), scrollingTo: nil)
    #expect(table.selectedID == ListID("r3"))
    #expect(log.lines.isEmpty)
    #expect(table.contentOffset == 0)
    try table.tap(.id("r4"))
    #expect(
      log.lines == [
        "willSelect \"r4\"", "willDeselect \"r3\"", "didDeselect \"r3\"", "didSelect \"r4\"",
      ])
    try table.controller.selectRow(nil)
    #expect(table.selectedID == nil)
    #expect(log.lines.count == 4)
  }

  @Test func theSelectionFollowsItsRowByDefault() throws {
    let table = try table()
    try table.controller.selectRow(.id("r1"))
    try table.controller.update(
      to: loggingRows(Self.ids.reversed(), height: .fixed(10), events: [], log: EventLog()))
    #expect(table.selectedID == ListID("r1"))
    #expect(table.violations.isEmpty)
  }

  @Test func keepingItsLineTheSelectionTakesTheRowNowThere() throws {
    let log = EventLog()
    let table = try table(log: log, tracking: .keepsLine)
    try table.controller.selectRow(.id("r12"), scrollingTo: .top)
    try table.controller.update(
      to: loggingRows(Self.ids.reversed(), height: .fixed(10), events: [], log: EventLog()))
    #expect(table.selectedID == ListID("r17"))
    #expect(table.contentOffset == 120)
    #expect(log.lines.isEmpty)
    #expect(table.violations.isEmpty)
  }
}
