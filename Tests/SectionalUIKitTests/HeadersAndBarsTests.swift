import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// Pinned headers pick the plain style, collapsible headers get a button, and a screen's bars
/// are pinned above and below its table view.
@MainActor
@Suite struct HeadersAndBarsTests {
  @MainActor
  final class SectionsScreen: Screen {
    let title = "Sections"
    var pinned = true
    var content: ListContent {
      Section(id: "running", header: "Running", style: .grouped) {
        Row(id: "a", TextItem("A"))
        Row(id: "b", TextItem("B"))
      }
      .pinnedHeader(pinned)
      .collapsible()
    }
  }

  @Test("A pinned header makes the table plain, the only style whose headers float")
  func pinnedHeadersArePlain() {
    #expect((ScreenViewController(screen: SectionsScreen()).view as? UITableView)?.style == .plain)
    let grouped = SectionsScreen()
    grouped.pinned = false
    #expect((ScreenViewController(screen: grouped).view as? UITableView)?.style == .grouped)
  }

  @MainActor
  final class TallSectionsScreen: Screen {
    let title = "Tall sections"
    var content: ListContent {
      for name in ["first", "second"] {
        Section(id: name, header: name) {
          for index in 0..<10 { Row(id: "\(name)\(index)", TextItem("Row")).height(.fixed(40)) }
        }
        .headerHeight(.fixed(30))
        .pinnedHeader()
      }
    }
  }

  @Test("A pinned header's view floats at the top while its section scrolls under it")
  func pinnedHeaderViewsFloat() throws {
    let root = ScreenViewController(screen: TallSectionsScreen())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    window.rootViewController = root
    window.layoutIfNeeded()
    let table = try #require(root.view as? UITableView)
    // Each section: a 30-point header and ten 40-point rows, 430 points in all.
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 430, width: 320, height: 430))
    table.scroll(toOffsetY: 100)
    #expect(table.headerView(forSection: 0)?.frame.minY == 100)
    #expect(table.rect(forSection: 0).minY == 0)
    // Near its section's end the next header pushes it up, then takes its place.
    table.scroll(toOffsetY: 420)
    #expect(table.headerView(forSection: 0)?.frame.minY == 400)
    #expect(table.headerView(forSection: 1)?.frame.minY == 430)
    table.scroll(toOffsetY: 500)
    #expect(table.headerView(forSection: 0) == nil)
    #expect(table.headerView(forSection: 1)?.frame.minY == 500)
  }

  @Test("A tap on a collapsible header collapses its section as a batch, and again expands it")
  func headerTap() throws {
    let root = ScreenViewController(screen: SectionsScreen())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = root
    window.layoutIfNeeded()
    let table = try #require(root.view as? UITableView)
    let button = try #require(
      table.headerView(forSection: 0)?.subviews.lazy.compactMap { $0 as? UIButton }.first)
    #expect(button.accessibilityLabel == "Running")
    button.userTap()
    #expect(root.controller.isCollapsed(section: "running"))
    #expect(table.numberOfRows(inSection: 0) == 0)
    button.userTap()
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  @MainActor
  final class BarsScreen: Screen {
    let title = "Bars"
    var status = "Ready"
    var topBar: [Row] { Row(id: "columns", TextItem("Name")).height(.fixed(30)) }
    var bottomBar: [Row] { Row(id: "status", TextItem(status)).height(.fixed(20)) }
    var content: ListContent {
      Section(id: "s") {
        Row(id: "go", TextItem("Go")).onSelect { [unowned self] _ in status = "Done" }
      }
    }
  }

  func text(of table: UITableView) -> [String] {
    (table.indexPathsForVisibleRows ?? []).compactMap {
      (table.cellForRow(at: $0)?.contentConfiguration as? UIListContentConfiguration)?.text
    }
  }

  @Test("Bars are table views pinned above and below the screen's, updated by the diff")
  func bars() throws {
    let root = ScreenViewController(screen: BarsScreen())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = root
    window.layoutIfNeeded()
    let tables = root.view.subviews.compactMap { $0 as? UITableView }
    try #require(tables.count == 3)
    let (top, list, bottom) = (tables[0], tables[1], tables[2])
    #expect(root.liaison.tableView === list)
    #expect(top.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(list.frame == CGRect(x: 0, y: 30, width: 320, height: 430))
    #expect(bottom.frame == CGRect(x: 0, y: 460, width: 320, height: 20))
    #expect(!top.allowsSelection && !top.isScrollEnabled)
    #expect(text(of: top) == ["Name"])
    #expect(text(of: bottom) == ["Ready"])
    let titleCell = top.cellForRow(at: IndexPath(row: 0, section: 0))
    try list.tapRow(at: IndexPath(row: 0, section: 0))
    root.view.layoutIfNeeded()
    #expect(text(of: bottom) == ["Done"])
    // The bar above did not change: its cell is the same one, never reloaded.
    #expect(top.cellForRow(at: IndexPath(row: 0, section: 0)) === titleCell)
    #expect(titleCell != nil)
  }
}
