import Foundation

/// What a ``NavigatorPresenter`` asks of its navigator (whatever its view type).
@MainActor
protocol NavigationRequests: AnyObject {
  var platform: any Presenter { get }
  func push(_ screen: any Screen)
  func pop()
  func present(_ alert: Alert)
  func present(_ screen: any Screen, done: (@MainActor () -> Void)?)
  func dismiss(from host: ScreenHost?) -> DismissOutcome
}

extension Navigator: NavigationRequests {}

/// The presenter a ``Navigator`` gives each host: navigation, presentation and alerts act on
/// the navigator (a dismiss, for the presentation its host's screen is in); the rest, view
/// controllers of the app's own included, goes to the renderer's presenter.
@MainActor
final class NavigatorPresenter: ForwardingPresenter {
  weak var navigator: (any NavigationRequests)?
  /// The host whose screen asks.
  weak var host: ScreenHost?
  let platform: any Presenter
  var forwardee: any Presenter { platform }

  init(navigator: any NavigationRequests) {
    self.navigator = navigator
    self.platform = navigator.platform
  }

  func push(_ screen: any Screen) { navigator?.push(screen) }
  func pop() { navigator?.pop() }
  func present(_ alert: Alert) { navigator?.present(alert) }
  func present(_ screen: any Screen, done: (@MainActor () -> Void)?) {
    navigator?.present(screen, done: done)
  }
  func dismiss() -> DismissOutcome { navigator?.dismiss(from: host) ?? .notShown }
}
