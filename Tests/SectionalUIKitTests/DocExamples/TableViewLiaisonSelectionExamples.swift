import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The example in the doc comment of Sources/SectionalUIKit/Liaison/TableViewLiaison+Selection.swift, run on the behaving
/// UIKit surface.
@MainActor
@Suite struct TableViewLiaisonSelectionExamples {
  struct RatingItem: Component {
    var stars: Int
  }

  enum SettingsRow: Hashable, Sendable { case account, rating }

  final class RatingScreen: Screen {
    let title = "Rating"
    var content: ListContent {
      Section(id: "s") {
        Row(id: SettingsRow.account, TextItem("Account"), height: .fixed(44))
        Row(id: SettingsRow.rating, RatingItem(stars: 4), height: .fixed(44))
      }
    }
  }

  /// A table view in a window, as a view controller would make it.
  static func tableView(height: CGFloat = 440) -> (UIWindow, UITableView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    let tableView = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(tableView)
    return (window, tableView)
  }

  /// TableViewLiaison+Selection.swift, `deselect(_:animated:)`
  @Test func deselectARowByID() throws {
    let (_, tableView) = Self.tableView()
    let liaison = TableViewLiaison(controller: try ListController(content: RatingScreen().content))
    liaison.liaise(tableView)
    tableView.layoutIfNeeded()
    tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    liaison.tableView(tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    #expect(liaison.selectedRowIDs == [ListID(SettingsRow.account)])
    liaison.deselect(SettingsRow.account)
    #expect(liaison.selectedRowIDs.isEmpty)
    #expect(tableView.indexPathForSelectedRow == nil)
  }
}
