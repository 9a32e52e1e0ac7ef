import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A screen as an app shows it: the root of a navigation controller in a 320 × 480 window,
/// laid out. Keep it while the test runs: it holds the window.
@MainActor
struct NavigatedScreen {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let root: ScreenViewController
  /// The root's table.
  let table: UITableView

  init(_ screen: any Screen) throws {
    root = ScreenViewController(screen: screen)
    window.rootViewController = UINavigationController(rootViewController: root)
    window.layoutIfNeeded()
    table = try #require(root.view as? UITableView)
  }
}
