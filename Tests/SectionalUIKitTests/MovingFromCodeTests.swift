import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// Moving from code through UIKit: `scrollToRow(at:at:animated:)` and
/// `selectRow(at:animated:scrollPosition:)`, and the selection when rows move under it.
@MainActor
@Suite struct UIKitMovingFromCodeTests {
  func content(_ order: [Int], log: EventLog? = nil) -> ListContent {
    let rows = numberedRows(30, log: log)
    return ListContent(sections: [Section(id: "s", rows: order.map { rows[$0] })])
  }

  @Test func scrollToRowUsesUIKitsPositions() throws {
    let host = try LiaisedTable(content(Array(0..<30)), height: 440)
    try host.controller.scrollToRow(.id("r20"), at: .top, animated: false)
    #expect(host.table.contentOffset.y == 880)
    try host.controller.scrollToRow(.id("r20"), at: .bottom, animated: false)
    #expect(host.table.contentOffset.y == 484)
    try host.controller.scrollToRow(.id("r20"), at: .middle, animated: false)
    #expect(host.table.contentOffset.y == 682)
    try host.controller.scrollToRow(.id("r19"), animated: false)
    #expect(host.table.contentOffset.y == 682)
  }

  @Test func selectRowCallsNoDelegateMethod() throws {
    let log = EventLog()
    let host = try LiaisedTable(content(Array(0..<30), log: log))
    _ = log.take()
    try host.controller.selectRow(.id("r3"), scrollingTo: nil, animated: false)
    #expect(host.table.indexPathsForSelectedRows == [path(0, 3)])
    #expect(log.take().filter { $0.contains("elect") }.isEmpty)
    try host.controller.selectRow(nil)
    #expect(host.table.indexPathsForSelectedRows == nil)
  }

  @Test func keepingItsLineTheSelectionTakesTheRowNowThere() throws {
    let host = try LiaisedTable(content(Array(0..<30)))
    try keepingItsLine(
      host.controller, viewSelection: { host.table.indexPathsForSelectedRows },
      liaisonSelection: { host.liaison.selectedRowIDs })
  }

  @Test func aCollectionViewKeepsItsLineAsATableDoes() throws {
    let host = try LiaisedCollection(content(Array(0..<30)))
    try keepingItsLine(
      host.controller, viewSelection: { host.collection.indexPathsForSelectedItems },
      liaisonSelection: { host.liaison.selectedRowIDs })
  }

  /// Selects row 2, reverses the rows (the selection follows its row to line 27), then, keeping
  /// the line, restores the order: the selection stays on line 27, now row 27.
  func keepingItsLine(
    _ controller: ListController, viewSelection: () -> [IndexPath]?,
    liaisonSelection: () -> Set<ListID>
  ) throws {
    try controller.selectRow(.id("r2"), scrollingTo: nil, animated: false)
    try controller.update(to: content(Array((0..<30).reversed())))
    #expect(viewSelection() == [path(0, 27)])
    controller.cursorTracking = .keepsLine
    try controller.update(to: content(Array(0..<30)))
    #expect(viewSelection() == [path(0, 27)])
    #expect(liaisonSelection() == [ListID("r27")])
  }
}
