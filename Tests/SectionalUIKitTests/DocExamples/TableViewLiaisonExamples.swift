import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The examples in the doc comments of Sources/SectionalUIKit/Liaison/TableViewLiaison.swift,
/// TableViewLiaison+Selection.swift, Registration/TableViewLiaison+Registration.swift,
/// Registration/CellContext.swift and Registration/ViewRegistration.swift, run on the behaving
/// UIKit surface.
@MainActor
@Suite struct TableViewLiaisonExamples {
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

  /// TableViewLiaison.swift, the type
  @Test func aLiaisonWithACellOfTheAppsOwn() throws {
    let screen = RatingScreen()
    let (_, tableView) = Self.tableView()
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

  /// Registration/CellContext.swift
  @Test func aControlInACellReachesTheRow() throws {
    let log = DocLog()
    let (_, tableView) = Self.tableView()
    let content = ListContent {
      Section(id: "s") {
        Row(id: SettingsRow.rating, RatingItem(stars: 2), height: .fixed(44))
          .onSelect { context in log.add(context.actionID ?? "-") }
      }
    }
    let liaison = TableViewLiaison(controller: try ListController(content: content))
    liaison.register(RatingItem.self, cell: RatingCell.self) { cell, item, context in
      cell.onStar = { star in context.send(.action("star-\(star)")) }
    }
    liaison.liaise(tableView)
    tableView.layoutIfNeeded()
    let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? RatingCell
    cell?.onStar?(5)
    #expect(log.entries == ["star-5"])
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

  /// TableViewLiaison.swift, ``RowPath`` from and to `IndexPath`
  @Test func rowPathsAndIndexPaths() throws {
    let (_, tableView) = Self.tableView(height: 88)
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

  struct PostItem: Component {
    var text: String
  }

  final class PostCell: UITableViewCell {
    var text: String?
    func show(_ post: PostItem) { text = post.text }
  }

  /// Registration/ViewRegistration.swift: UIKit loads PostCell.xib; the surface cannot load
  /// nibs, so the liaison reports the cell it got instead and shows a describing cell.
  @Test func aCellFromANib() throws {
    let (_, tableView) = Self.tableView()
    let content = ListContent {
      Section(id: "s") { Row(id: "p", PostItem(text: "Hello"), height: .fixed(44)) }
    }
    let liaison = TableViewLiaison(controller: try ListController(content: content))
    var problems: [RenderProblem] = []
    liaison.onProblem = { problems.append($0) }
    liaison.register(PostItem.self, cell: PostCell.self, registration: .nib(of: PostCell.self)) {
      cell, post, _ in cell.show(post)
    }
    liaison.liaise(tableView)
    tableView.layoutIfNeeded()
    #expect(
      problems == [
        .unexpectedCell(
          reuseIdentifier: "PostCell", expected: "PostCell", received: "UITableViewCell")
      ])
    #expect(tableView.raisedExceptions.isEmpty)
  }
}

/// What a documentation example's handlers did, in order.
@MainActor final class DocLog {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
}
