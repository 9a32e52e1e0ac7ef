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

  @MainActor final class PlacesScreen: Screen {
    let title = "Places"
    var content: ListContent {
      Section(id: "places") {
        Row(id: "map", TextItem("Map", accessory: .disclosure)).onSelect { context in
          context.presenter.underlying(UIKitPresenter.self)?.push(MapViewController())
        }
      }
    }
  }

  /// UIKitPresenter.swift, `push(_:)` for any view controller
  @Test func pushAnyViewController() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = ScreenViewController(screen: PlacesScreen())
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    let table = try #require(root.view as? UITableView)
    try table.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(navigation.topViewController is MapViewController)
  }
}
