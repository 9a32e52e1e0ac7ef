import Foundation
import Sectional
import SectionalUIKit
import UIKitSurface

// Fixtures that several documentation-example suites of this folder share. They are file-level
// types because the verbatim examples name them unqualified (`RatingItem`, `SettingsRow`,
// `SettingsScreen`, ...).

// MARK: - The rating row of the liaison examples (TableViewLiaison, its registration and
// selection, CellContext)

/// A row of stars.
struct RatingItem: Component {
  var stars: Int
}

/// The app's own cell for a ``RatingItem``; a control in it reports a chosen star by `onStar`.
final class RatingCell: UITableViewCell {
  var stars = 0
  let starsLabel = UILabel()
  var onStar: ((Int) -> Void)?
}

/// The ids of the rows of ``RatingScreen``.
enum SettingsRow: Hashable, Sendable { case account, rating }

/// An account row and a four-star rating row, each 44 points high.
@MainActor final class RatingScreen: Screen {
  let title = "Rating"
  var content: ListContent {
    Section(id: "s") {
      Row(id: SettingsRow.account, TextItem("Account"), height: .fixed(44))
      Row(id: SettingsRow.rating, RatingItem(stars: 4), height: .fixed(44))
    }
  }
}

/// A table view in a 320-point-wide window, as a view controller would make it. Keep the window:
/// the table view is in a window only while it lives.
@MainActor func tableViewInWindow(height: CGFloat = 440) -> (UIWindow, UITableView) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
  let tableView = UITableView(frame: window.bounds, style: .plain)
  window.addSubview(tableView)
  return (window, tableView)
}

// MARK: - The settings screen that pushes a profile (ScreenViewController, UIKitPresenter)

/// One "Profile" row that pushes ``HeaderScreen``.
@MainActor final class SettingsScreen: Screen {
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

/// The profile ``SettingsScreen`` pushes: one ``ProfileHeader`` row.
@MainActor final class HeaderScreen: Screen {
  let title = "Profile"
  var content: ListContent {
    Section(id: "header") {
      Row(id: "header", ProfileHeader(name: "Ada", handle: "ada"), height: .fixed(80))
    }
  }
}

/// A ``SettingsScreen`` at the root of a navigation controller in a laid-out 320 × 480 window.
@MainActor func settingsInNavigation() -> (
  window: UIWindow, root: ScreenViewController, navigation: UINavigationController
) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let root = ScreenViewController(screen: SettingsScreen())
  let navigation = UINavigationController(rootViewController: root)
  window.rootViewController = navigation
  window.layoutIfNeeded()
  return (window, root, navigation)
}
