import Sectional
import SectionalUIKit
import UIKitSurface

/// A screen as an app shows it: the root of a navigation controller in a 320 × 480 window,
/// laid out. Keep it while the test runs: it holds the window.
@MainActor
struct NavigatedScreen {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let root: ScreenViewController
  let navigation: UINavigationController

  init(_ screen: any Screen) {
    root = ScreenViewController(screen: screen)
    navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.layoutIfNeeded()
  }

  /// The root's table, if its view is one.
  var table: UITableView? { root.view as? UITableView }
}
