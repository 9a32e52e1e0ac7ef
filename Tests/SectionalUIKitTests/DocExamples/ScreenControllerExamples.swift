import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The examples in the doc comments of Sources/SectionalUIKit/Screens/ScreenViewController.swift,
/// ScreenTable.swift, StackViewController.swift and UIKitPresenter.swift, run on the behaving
/// UIKit surface.
@MainActor
@Suite struct ScreenControllerExamples {
  final class SettingsScreen: Screen {
    let title = "Settings"
    var content: ListContent {
      Section(id: "main") {
        Row(id: "profile", TextItem("Profile", accessory: .disclosure), height: .fixed(44))
          .onSelect { context in
            context.presenter.push(HeaderScreen())
          }
      }
    }
  }

  final class HeaderScreen: Screen {
    let title = "Profile"
    var content: ListContent {
      Section(id: "header") {
        Row(id: "header", ProfileHeader(name: "Ada", handle: "ada"), height: .fixed(80))
      }
    }
  }

  /// ScreenViewController.swift
  @Test func aScreenInANavigationController() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var problems: [String] = []
    let root = ScreenViewController(screen: SettingsScreen())
    root.liaison.onProblem = { problem in print(problem) }
    window.rootViewController = UINavigationController(rootViewController: root)
    window.layoutIfNeeded()
    root.liaison.onProblem = { problems.append("\($0)") }
    let table = root.view as? UITableView
    let cell = table?.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "Profile")
    #expect(problems.isEmpty)
  }

  /// UIKitPresenter.swift, `preparePushedScreen`
  @Test func pushedScreensGetTheAppsCells() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = ScreenViewController(screen: SettingsScreen())
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.layoutIfNeeded()
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

  struct Avatar: Component {
    var initials: String
  }

  final class AvatarCell: UITableViewCell {
    var initials: String?
    func show(_ avatar: Avatar) { initials = avatar.initials }
  }

  final class ProfileScreen: Screen {
    let title = "Profile"
    var content: ListContent {
      Section(id: "avatar") { Row(id: "avatar", Avatar(initials: "AL"), height: .fixed(60)) }
    }
  }

  /// ScreenTable.swift
  final class ProfileViewController: UIViewController {
    let screenTable = ScreenTable(screen: ProfileScreen())

    override func viewDidLoad() {
      super.viewDidLoad()
      let tableView = UITableView(frame: view.bounds, style: .insetGrouped)
      view.addSubview(tableView)
      screenTable.liaison.register(Avatar.self, cell: AvatarCell.self) { cell, avatar, _ in
        cell.show(avatar)
      }
      screenTable.show(in: tableView, of: self)
    }
  }

  @Test func aScreenInAViewControllerOfYourOwn() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let profile = ProfileViewController()
    window.rootViewController = profile
    window.layoutIfNeeded()
    let table = try #require(profile.view.subviews.first as? UITableView)
    table.frame = window.bounds  // the size the view had on a device when it loaded
    table.layoutIfNeeded()
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? AvatarCell
    #expect(cell?.initials == "AL")
    #expect(profile.screenTable.presenter != nil)
  }

  final class CalendarViewController: UIViewController {}

  final class SummaryScreen: Screen {
    let title = "Summary"
    var content: ListContent { Section(id: "summary") { Row(id: "total", TextItem("3 tasks")) } }
  }

  final class WorkoutScreen: Screen {
    let title = "Workout"
    var content: ListContent { Section(id: "workout") { Row(id: "run", TextItem("Run")) } }
  }

  /// StackViewController.swift
  @Test func aStackOfViewControllers() {
    let day = StackViewController()
    day.add(CalendarViewController())
    day.add(ScreenViewController(screen: SummaryScreen()))
    let workout = ScreenViewController(screen: WorkoutScreen())
    day.add(workout)
    day.setHidden(true, for: workout, animated: true)
    #expect(day.stackedChildren.count == 3)
    #expect(workout.view.isHidden)
    #expect(workout.parent === day)
  }

  final class MapViewController: UIViewController {}

  /// UIKitPresenter.swift, `push(_:)` for any view controller
  @Test func pushAnyViewController() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = ScreenViewController(screen: SettingsScreen())
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.layoutIfNeeded()
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
