import DemoScreens
import Sectional
import SectionalUIKit
import UIKit

/// The example app: a tab bar with the demo's Settings and Feed screens, each in a navigation
/// controller so that rows can push screens. The screens are the terminal demo's own
/// (`DemoScreens`); only the host differs. Both show in a collection view with a compositional
/// layout: Settings' filters are a flow section of pills and the Feed switches to a grid of
/// three columns, which a table view would refuse. The screens they push (a post, the comments)
/// show in a collection view too.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  /// The feed and the view controller showing it, for the grid switch.
  private var feed: FeedScreen?
  private weak var feedRoot: ScreenViewController?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    let store = PreferenceStore(url: PreferenceStore.defaultURL)
    let feed = FeedScreen(
      source: FeedSource(directory: .bundled, latency: .milliseconds(400)), store: store)
    let signIn = SignInForm(service: SignInService(latency: .milliseconds(500)))
    let feedNavigation = navigation(for: feed, symbol: "photo.on.rectangle")
    addGridSwitch(to: feedNavigation, of: feed)
    let tabs = UITabBarController()
    tabs.viewControllers = [
      navigation(for: SettingsScreen(store: store, signInForm: signIn), symbol: "gearshape"),
      feedNavigation,
    ]
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
    return true
  }

  /// A navigation controller showing `screen` in a collection view; content problems are
  /// logged.
  private func navigation(for screen: any Screen, symbol: String) -> UINavigationController {
    let root = ScreenViewController(screen: screen, container: .collectionView)
    root.collectionLiaison.onProblem = { problem in print("SectionalUIKit: \(problem)") }
    let navigation = UINavigationController(rootViewController: root)
    navigation.tabBarItem = UITabBarItem(
      title: screen.title, image: UIImage(systemName: symbol), selectedImage: nil)
    return navigation
  }

  /// A bar button that switches the feed between its posts and the profile grid, as the
  /// terminal's `v` command does (SectionalUIKit offers no screen commands of its own).
  private func addGridSwitch(to navigation: UINavigationController, of feed: FeedScreen) {
    guard let root = navigation.viewControllers.first as? ScreenViewController else { return }
    self.feed = feed
    feedRoot = root
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: feed.showsGrid ? "Posts" : "Grid", style: .plain, target: self,
      action: #selector(switchFeedLayout(_:)))
  }

  /// Switches the feed between its posts and the profile grid, and rebuilds it.
  @objc private func switchFeedLayout(_ sender: UIBarButtonItem) {
    guard let feed else { return }
    feed.showsGrid.toggle()
    sender.title = feed.showsGrid ? "Posts" : "Grid"
    feedRoot?.host.setNeedsUpdate()
  }
}
