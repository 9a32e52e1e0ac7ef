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
    let feed = FeedScreen(
      source: FeedSource(directory: .bundled, latency: .milliseconds(400)), store: store)
    let signIn = SignInForm(service: SignInService(latency: .milliseconds(500)))
    let tabs = UITabBarController()
    tabs.viewControllers = [
      navigation(for: SettingsScreen(store: store, signInForm: signIn), symbol: "gearshape"),
      navigation(for: feed, symbol: "photo.on.rectangle"),
    ]
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  /// A navigation controller showing `screen`; content problems are logged.
  private func navigation(for screen: any Screen, symbol: String) -> UINavigationController {
    let root = ScreenViewController(screen: screen)
    root.liaison.onProblem = { problem in print("SectionalUIKit: \(problem)") }
    let navigation = UINavigationController(rootViewController: root)
    navigation.tabBarItem = UITabBarItem(
      title: screen.title, image: UIImage(systemName: symbol), selectedImage: nil)
    return navigation
  }
}
