import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

@MainActor
@Suite("TableViewLiaison on the behaving UIKit surface: display")
struct LiaisonDisplayTests {
  @Test("Only the rows in the viewport get cells, configured then displayed")
  func contentShows() throws {
    let log = EventLog()
    let content = ListContent(sections: [Section(id: "s", rows: numberedRows(100, log: log))])
    let host = try LiaisedTable(content, height: 220)
    #expect(host.visible == (0..<5).map { path(0, $0) })
    #expect(host.titles == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
    let display = log.take().filter { !$0.hasPrefix("prefetch") }
    #expect(display == (0..<5).flatMap { ["configure \"r\($0)\"", "willDisplay \"r\($0)\""] })
    #expect(host.table.numberOfSections == 1)
    #expect(host.table.numberOfRows(inSection: 0) == 100)
    #expect(host.table.contentSize.height == 4400)
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test("Scrolling 1,000 rows down and back displays each row in order and ends every display")
  func scrollThousandRowsAndBack() throws {
    let log = EventLog()
    let content = ListContent(sections: [Section(id: "s", rows: numberedRows(1000, log: log))])
    let host = try LiaisedTable(content, height: 440)
    var shown = Set(host.visible.map(\.row))
    var down: [Int] = (0..<10).map { $0 }
    _ = log.take()
    // Down, one row (44 points) a frame: each frame one row arrives at the bottom and one leaves.
    for step in 1...990 {
      host.table.scroll(toOffsetY: CGFloat(step) * 44)
      let events = log.take()
      let arrived = events.filter { $0.hasPrefix("willDisplay") }
      let left = events.filter { $0.hasPrefix("didEndDisplaying") }
      #expect(arrived == ["willDisplay \"r\(step + 9)\""], "step \(step): \(events)")
      #expect(left == ["didEndDisplaying \"r\(step - 1)\""], "step \(step): \(events)")
      let configure = events.firstIndex(of: "configure \"r\(step + 9)\"")
      let display = events.firstIndex(of: "willDisplay \"r\(step + 9)\"")
      #expect(configure != nil && configure! < display!, "configure precedes willDisplay")
      down.append(step + 9)
      shown = Set(host.visible.map(\.row))
      #expect(shown == Set(step..<(step + 10)))
    }
    #expect(down == Array(0..<1000))
    #expect(host.table.contentOffset.y == 43560)
    // Back up: rows arrive at the top, in descending order.
    var up: [Int] = []
    for step in stride(from: 989, through: 0, by: -1) {
      host.table.scroll(toOffsetY: CGFloat(step) * 44)
      let events = log.take()
      #expect(events.filter { $0.hasPrefix("willDisplay") } == ["willDisplay \"r\(step)\""])
      #expect(
        events.filter { $0.hasPrefix("didEndDisplaying") } == ["didEndDisplaying \"r\(step + 10)\""]
      )
      up.append(step)
    }
    #expect(up == Array((0..<990).reversed()))
    #expect(host.visible == (0..<10).map { path(0, $0) })
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test("Rows within a viewport of the scroll direction are prefetched; turning back cancels")
  func prefetchAndCancel() throws {
    let log = EventLog()
    let content = ListContent(
      sections: [Section(id: "s", rows: numberedRows(100, log: log).map { $0 })])
    let host = try LiaisedTable(content, height: 440)
    let initial = log.take().filter { $0.hasPrefix("prefetch") }
    #expect(initial == (10..<20).map { "prefetch \"r\($0)\"" })
    host.table.scroll(toOffsetY: 44)
    let next = log.take()
    #expect(next.filter { $0.hasPrefix("prefetch") } == ["prefetch \"r20\""])
    #expect(!next.contains { $0.hasPrefix("cancelPrefetch") })
    host.table.scroll(toOffsetY: 0)
    let back = log.take().filter { $0.contains("refetch") }
    #expect(back == (11..<21).map { "cancelPrefetch \"r\($0)\"" })
  }

  @Test("Headers and footers are configured, displayed and end display as their section scrolls")
  func headersAndFooters() throws {
    let log = EventLog()
    func section(_ index: Int) -> Section {
      Section(
        id: "s\(index)", header: TextItem("Header \(index)"), footer: TextItem("Footer \(index)"),
        style: .grouped
      ) {
        for row in numberedRows(5, prefix: "s\(index)r") { row }
      }
      .headerHeight(.fixed(30)).footerHeight(.fixed(20))
      .onHeader(.configure) { context in log.entries.append("configure header \(context.section)") }
      .onHeader(.willDisplay) { context in log.entries.append("show header \(context.section)") }
      .onHeader(.didEndDisplaying) { context in
        log.entries.append("end header \(context.section)")
      }
      .onFooter(.willDisplay) { context in log.entries.append("show footer \(context.section)") }
      .onFooter(.didEndDisplaying) { context in
        log.entries.append("end footer \(context.section)")
      }
    }
    // Each section: 30 + 5 × 44 + 20 = 270 points.
    let content = ListContent(sections: (0..<4).map(section))
    let host = try LiaisedTable(content, height: 300, style: .grouped)
    #expect(
      log.take() == [
        "configure header 0", "show header 0", "show footer 0", "configure header 1",
        "show header 1",
      ])
    #expect(host.table.headerView(forSection: 1) != nil)
    #expect(host.table.footerView(forSection: 1) == nil)
    // The viewport [300, 600) holds section 1's rows and footer and section 2's header; section
    // 1's header ends at 300. What leaves ends top to bottom, then what arrives shows.
    host.table.scroll(toOffsetY: 300)
    #expect(
      log.take() == [
        "end header 0", "end footer 0", "end header 1", "show footer 1", "configure header 2",
        "show header 2",
      ])
    host.table.scroll(toOffsetY: 0)
    #expect(
      log.take() == [
        "end footer 1", "end header 2", "configure header 0", "show header 0", "show footer 0",
        "configure header 1", "show header 1",
      ])
    #expect(host.table.raisedExceptions.isEmpty)
  }
}

@MainActor
@Suite("Section changes through the behaving UIKit surface")
struct SectionChangeTests {
  @Test(
    "A changed header is shown again; sections inserted, moved and deleted keep the table valid")
  func sectionChanges() throws {
    let log = EventLog()
    func section(_ id: String, header: String) -> Section {
      Section(id: id, header: TextItem(header), style: .grouped) {
        for row in numberedRows(2, prefix: "\(id)r") { row }
      }
      .headerHeight(.fixed(30))
      .onHeader(.willDisplay) { _ in log.entries.append("show \(id) \(header)") }
      .onHeader(.didEndDisplaying) { _ in log.entries.append("end \(id)") }
    }
    let host = try LiaisedTable(
      ListContent(sections: [section("a", header: "A"), section("b", header: "B")]),
      height: 600, style: .grouped)
    #expect(log.take() == ["show a A", "show b B"])
    try host.controller.update(
      to: ListContent(sections: [section("a", header: "A2"), section("b", header: "B")]))
    #expect(log.take() == ["end a", "show a A2"])
    try host.controller.update(
      to: ListContent(sections: [
        section("c", header: "C"), section("b", header: "B"), section("a", header: "A2"),
      ]))
    try host.controller.update(to: ListContent(sections: [section("a", header: "A2")]))
    #expect(host.table.numberOfSections == 1)
    #expect(host.titles == ["Row 0", "Row 1"])
    #expect(host.table.raisedExceptions.isEmpty)
  }
}
