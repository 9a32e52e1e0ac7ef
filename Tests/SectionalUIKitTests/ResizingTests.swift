import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

@MainActor
@Suite("Resizing and moving a table view's bounds in UIKit")
struct ResizingTests {
  @Test("Taller bounds show more rows and keep the table centered where it was")
  func tallerBounds() throws {
    let log = EventLog()
    let host = try LiaisedTable(
      ListContent(sections: [Section(id: "s", rows: numberedRows(20, log: log))]), height: 220)
    #expect(host.visible.count == 5)
    _ = log.take()
    let center = CGPoint(x: host.table.frame.midX, y: host.table.frame.midY)
    host.table.bounds = CGRect(x: 0, y: 0, width: 320, height: 440)
    host.table.layoutIfNeeded()
    #expect(host.table.frame.midX == center.x && host.table.frame.midY == center.y)
    #expect(host.table.frame.size == CGSize(width: 320, height: 440))
    #expect(host.visible == (0..<10).map { path(0, $0) })
    #expect(log.take().filter { $0.hasPrefix("willDisplay") }.count == 5)
  }

  @Test("Moving the bounds' origin scrolls: rows above leave, rows below arrive")
  func boundsOriginScrolls() throws {
    var scrolls = 0
    let host = try LiaisedTable(
      ListContent(sections: [Section(id: "s", rows: numberedRows(20))]), height: 220)
    host.liaison.onScroll = { _ in scrolls += 1 }
    host.table.bounds = CGRect(x: 0, y: 440, width: 320, height: 220)
    host.table.layoutIfNeeded()
    #expect(host.table.contentOffset.y == 440)
    #expect(scrolls == 1)
    #expect(host.visible == (10..<15).map { path(0, $0) })
  }

  @Test("A row's computed height follows the width of the table view it is in")
  func computedHeightWidth() throws {
    let row = Row(id: "wide", TextItem("Wide"), height: .computed { width in width / 4 })
    let host = try LiaisedTable(ListContent(sections: [Section(id: "s") { row }]))
    #expect(host.table.contentSize.height == 80)
  }
}
