import Foundation

/// What a ``NavigatorPresenter`` asks of its navigator (whatever its view type).
@MainActor
protocol NavigationRequests: AnyObject {
  var platform: any Presenter { get }
  func push(_ screen: any Screen)
  func pop()
  func present(_ alert: Alert)
}

extension Navigator: NavigationRequests {}

/// The presenter a ``Navigator`` gives its hosts: navigation and alerts act on the navigator;
/// the rest goes to the renderer's presenter.
@MainActor
final class NavigatorPresenter: Presenter {
  weak var navigator: (any NavigationRequests)?
  let platform: any Presenter

  init(navigator: any NavigationRequests) {
    self.navigator = navigator
    self.platform = navigator.platform
  }

  func push(_ screen: any Screen) { navigator?.push(screen) }
  func pop() { navigator?.pop() }
  func present(_ alert: Alert) { navigator?.present(alert) }
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
