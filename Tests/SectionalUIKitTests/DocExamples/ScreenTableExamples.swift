import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The example in the doc comment of Sources/SectionalUIKit/Screens/ScreenTable.swift, run on the behaving
/// UIKit surface.
@MainActor
@Suite struct ScreenTableExamples {
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
}
