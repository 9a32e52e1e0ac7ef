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
final class NavigatorPresenter: Presenter {
  weak var navigator: (any NavigationRequests)?
  /// The host whose screen asks.
  weak var host: ScreenHost?
  let platform: any Presenter

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
  func push(_ screen: NativeScreen) { platform.push(screen) }
  func present(_ screen: NativeScreen) { platform.present(screen) }
  func canOpen(_ url: URL) -> Bool { platform.canOpen(url) }
  func open(_ url: URL) { platform.open(url) }
  func share(_ items: [ShareItem]) { platform.share(items) }
  var canSendMail: Bool { platform.canSendMail }
  func composeMail(_ draft: MailDraft) { platform.composeMail(draft) }
  var canRequestReview: Bool { platform.canRequestReview }
  func requestReview() { platform.requestReview() }
  func underlying<Wanted: Presenter>(_ type: Wanted.Type) -> Wanted? {
    platform.underlying(type)
  }
}
