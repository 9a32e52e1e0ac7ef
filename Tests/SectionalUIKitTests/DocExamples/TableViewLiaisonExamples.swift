import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The examples in the doc comments of Sources/SectionalUIKit/Liaison/TableViewLiaison.swift
/// (the type, and ``RowPath``'s `IndexPath` conversions), run on the behaving UIKit surface.
@MainActor
@Suite struct TableViewLiaisonExamples {
  /// TableViewLiaison.swift, the type
  @Test func aLiaisonWithACellOfTheAppsOwn() throws {
    let screen = RatingScreen()
    let (_, tableView) = tableViewInWindow()
    let controller = try ListController(content: screen.content)
    let liaison = TableViewLiaison(controller: controller)
    liaison.register(RatingItem.self, cell: RatingCell.self) { cell, item, _ in
      cell.stars = item.stars
    }
    liaison.liaise(tableView)
    tableView.layoutIfNeeded()
    let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? RatingCell
    #expect(cell?.stars == 4)
  }

  /// TableViewLiaison.swift, ``RowPath`` from and to `IndexPath`
  @Test func rowPathsAndIndexPaths() throws {
    let (_, tableView) = tableViewInWindow(height: 88)
    let rows = (0..<40).map { Row(id: "r\($0)", TextItem("\($0)"), height: .fixed(44)) }
    let controller = try ListController {
      Section(id: "s", rows: rows)
      Section(id: "more") { Row(id: "settings", TextItem("Settings"), height: .fixed(44)) }
    }
    let liaison = TableViewLiaison(controller: controller)
    liaison.liaise(tableView)
    tableView.layoutIfNeeded()
    let path = RowPath(tableView.indexPathForSelectedRow ?? IndexPath(row: 0, section: 0))
    #expect(path == RowPath(section: 0, row: 0))
    if let path = controller.content.path(of: ListID("settings")) {
      tableView.selectRow(at: path.indexPath, animated: true, scrollPosition: .none)
    }
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
  }
}
