import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The examples in the doc comments of Sources/SectionalUIKit/Screens/UIKitPresenter.swift, run on
/// the behaving UIKit surface.
@MainActor
@Suite struct UIKitPresenterExamples {
  /// UIKitPresenter.swift, `preparePushedScreen`
  @Test func pushedScreensGetTheAppsCells() throws {
    let (window, root, navigation) = settingsInNavigation()
    root.presenter?.preparePushedScreen = { pushed in
      pushed.liaison.register(ProfileHeader.self, cell: ProfileHeaderCell.self) { cell, item, _ in
        cell.show(item)
      }
    }
    let table = try #require(root.view as? UITableView)
    try table.tapRow(at: IndexPath(row: 0, section: 0))
    window.layoutIfNeeded()
    let pushed = try #require(navigation.topViewController as? ScreenViewController)
    #expect(pushed.screen.title == "Profile")
    pushed.view.layoutIfNeeded()
    let header = (pushed.view as? UITableView)?.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect((header as? ProfileHeaderCell)?.handleLabel.text == "@ada")
  }

  final class MapViewController: UIViewController {}

  /// UIKitPresenter.swift, `push(_:)` for any view controller
  @Test func pushAnyViewController() throws {
    let (window, root, navigation) = settingsInNavigation()
    let presenter = try #require(root.presenter)
    let content = ListContent {
      Section(id: "places") {
        Row(id: "map", TextItem("Map", accessory: .disclosure)).onSelect { _ in
          presenter.push(MapViewController())
        }
      }
    }
    let controller = try ListController(content: content)
    let table = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(table)
    let liaison = TableViewLiaison(controller: controller)
    liaison.liaise(table)
    table.layoutIfNeeded()
    try table.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(navigation.topViewController is MapViewController)
  }
}
