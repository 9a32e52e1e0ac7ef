import DemoScreens
import Sectional
import SectionalUIKit
import UIKit

/// The example app: a tab bar with the demo's Settings and Feed screens, each in a navigation
/// controller so that rows can push screens. The screens are the terminal demo's own
/// (`DemoScreens`); only the host differs.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    let store = PreferenceStore(url: PreferenceStore.defaultURL)
    let feed = FeedScreen(source: FeedSource(directory: .bundled, latency: .milliseconds(400)))
    let tabs = UITabBarController()
    tabs.viewControllers = [
      navigation(for: SettingsScreen(store: store), symbol: "gearshape"),
      navigation(for: feed, symbol: "photo.on.rectangle"),
    ]
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  /// A navigation controller showing `screen`, or an explanation when its content is invalid.
  private func navigation(for screen: any Screen, symbol: String) -> UINavigationController {
    let root: UIViewController
    do {
      let host = try ScreenViewController(screen: screen)
      host.liaison.onProblem = { problem in print("SectionalUIKit: \(problem)") }
      root = host
    } catch {
      let failure = UIViewController()
      failure.title = screen.title
      let label = UILabel()
      label.numberOfLines = 0
      label.text = String(describing: error)
      failure.view = label
      root = failure
    }
    let navigation = UINavigationController(rootViewController: root)
    navigation.tabBarItem = UITabBarItem(
      title: screen.title, image: UIImage(systemName: symbol), selectedImage: nil)
    return navigation
  }
}
