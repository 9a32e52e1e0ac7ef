import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

@MainActor
@Suite("The liaison's kept selection follows what code does to the table view")
struct SelectionInStepTests {
  func content(_ version: Int, log: EventLog? = nil) -> ListContent {
    ListContent(sections: [
      Section(id: "s") {
        Row(id: "choice", TextItem("Choice v\(version)"), height: .fixed(44))
        Row(id: "action", TextItem("Action"), height: .fixed(44)).deselectsAfterSelection()
          .onSelect { _ in log?.entries.append("action") }
        Row(id: "other", TextItem("Other"), height: .fixed(44))
      }
    ])
  }

  @Test("The usual deselect-after-tap (deselectRow in code) survives the next update")
  func deselectRowInCodeSurvivesUpdate() throws {
    let host = try LiaisedTable(content(0))
    try host.table.tapRow(at: path(0, 0))
    host.table.deselectRow(at: path(0, 0), animated: true)
    try host.controller.update(to: content(1))
    #expect(host.titles.first == "Choice v1")
    #expect(host.table.indexPathsForSelectedRows == nil)
    #expect(host.liaison.selectedRowIDs.isEmpty)
  }

  @Test("A row that deselects after selection runs its handler and stays deselected")
  func deselectsAfterSelection() throws {
    let log = EventLog()
    let host = try LiaisedTable(content(0, log: log))
    try host.table.tapRow(at: path(0, 1))
    #expect(log.take() == ["action"])
    #expect(host.table.indexPathsForSelectedRows == nil)
    try host.controller.update(to: content(1, log: log))
    #expect(host.table.indexPathsForSelectedRows == nil)
  }

  @Test("liaison.deselect clears the row in the table and in what updates restore")
  func liaisonDeselect() throws {
    let host = try LiaisedTable(content(0))
    try host.table.tapRow(at: path(0, 2))
    #expect(host.liaison.selectedRowIDs == [ListID("other")])
    host.liaison.deselect("other")
    try host.controller.update(to: content(1))
    #expect(host.table.indexPathsForSelectedRows == nil)
    host.table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
    try host.controller.update(to: content(2))
    // Selected in code, the row is kept selected through the reload of its new title.
    #expect(host.table.indexPathsForSelectedRows == [path(0, 0)])
    host.liaison.deselectAll()
    #expect(host.table.indexPathsForSelectedRows == nil)
  }
}

/// Items of a paged feed.
struct FeedItem: Identifiable, Sendable {
  var id: Int
}

/// A screen whose one section is a paged feed: three pages of 20 items.
@MainActor
final class PagedScreen: Screen {
  let title = "Feed"
  let pages = PageLoader<FeedItem, Int>(first: 0) { page in
    LoadedPage((0..<20).map { FeedItem(id: page * 20 + $0) }, next: page < 2 ? page + 1 : nil)
  }

  var content: ListContent {
    Section(id: "feed") {
      pages.rows { item in Row(id: item.id, TextItem("Item \(item.id)"), height: .fixed(44)) }
    }
  }
}

@MainActor
@Suite("Pagination through the liaison, with no wiring")
struct LiaisonPaginationTests {
  @Test("The visible region reaches the controller after every scroll; onScroll follows")
  func visibleRegionOnScroll() throws {
    let content = ListContent(sections: [Section(id: "s", rows: numberedRows(50))])
    let host = try LiaisedTable(content, height: 440)
    var regions: [VisibleRegion] = []
    var scrolls = 0
    host.controller.observeVisibleRegion { regions.append($0) }
    host.liaison.onScroll = { _ in scrolls += 1 }
    host.table.scroll(toOffsetY: 1000)
    #expect(scrolls == 1)
    let last = try #require(regions.last)
    #expect(last.lastVisibleRow == RowPath(section: 0, row: 32))
    #expect(last.distanceToEnd == 2200 - 1440)
    #expect(last.viewportHeight == 440)
  }

  @Test("An empty paged section loads its first page; scrolling loads the rest")
  func pagesLoadByThemselves() async throws {
    let screen = PagedScreen()
    let root = ScreenViewController(screen: screen)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    window.rootViewController = UINavigationController(rootViewController: root)
    window.layoutIfNeeded()
    await root.host.idle()
    #expect(screen.pages.items.count == 20)
    let table = try #require(root.view as? UITableView)
    table.layoutIfNeeded()
    for offset in stride(from: 0, through: 3000, by: 220) {
      table.scroll(toOffsetY: CGFloat(offset))
      await root.host.idle()
    }
    #expect(screen.pages.items.count == 60)
    #expect(screen.pages.state == .exhausted)
    #expect(table.numberOfRows(inSection: 0) == 60)
    #expect(table.raisedExceptions.isEmpty)
  }
}
