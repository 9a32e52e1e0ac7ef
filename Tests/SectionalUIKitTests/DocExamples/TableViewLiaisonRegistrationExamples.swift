import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The example in the doc comment of Sources/SectionalUIKit/Registration/TableViewLiaison+Registration.swift, run on the behaving
/// UIKit surface.
@MainActor
@Suite struct TableViewLiaisonRegistrationExamples {
  struct RatingItem: Component {
    var stars: Int
  }

  final class RatingCell: UITableViewCell {
    var stars = 0
    let starsLabel = UILabel()
    var onStar: ((Int) -> Void)?
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

  /// Registration/TableViewLiaison+Registration.swift
  @Test func registerACell() throws {
    let (_, tableView) = Self.tableView()
    let liaison = TableViewLiaison(controller: try ListController(content: RatingScreen().content))
    liaison.register(RatingItem.self, cell: RatingCell.self) { cell, item, _ in
      cell.starsLabel.text = String(repeating: "★", count: item.stars)
    }
    liaison.liaise(tableView)
    tableView.layoutIfNeeded()
    let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? RatingCell
    #expect(cell?.starsLabel.text == "★★★★")
  }
}
