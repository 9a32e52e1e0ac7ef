import Foundation
import Sectional

/// What a ``ScreenNavigation``'s screens ask of the platform beyond navigation (native screens,
/// links, share sheets, mail, review prompts), passed to the presenter of the page on top: a
/// share sheet shows over the screen that asked. Navigation never reaches it: the navigation
/// model does that.
@MainActor
final class PlatformRelay: Presenter {
  /// The platform presenter of the page on top, when it shows.
  var resolve: (@MainActor () -> (any Presenter)?)?
  private let unattached = UnattachedPresenter()

  private var base: any Presenter { resolve?() ?? unattached }

  func push(_ screen: any Screen) { base.push(screen) }
  func pop() { base.pop() }
  func present(_ alert: Alert) { base.present(alert) }
  func present(_ screen: any Screen, done: (@MainActor () -> Void)?) {
    base.present(screen, done: done)
  }
  func dismiss() -> DismissOutcome { base.dismiss() }
  func push(_ screen: NativeScreen) { base.push(screen) }
  func present(_ screen: NativeScreen) { base.present(screen) }
  func canOpen(_ url: URL) -> Bool { base.canOpen(url) }
  func open(_ url: URL) { base.open(url) }
  func share(_ items: [ShareItem]) { base.share(items) }
  var canSendMail: Bool { base.canSendMail }
  func composeMail(_ draft: MailDraft) { base.composeMail(draft) }
  var canRequestReview: Bool { base.canRequestReview }
  func requestReview() { base.requestReview() }
  func underlying<Wanted: Presenter>(_ type: Wanted.Type) -> Wanted? {
    base.underlying(type)
  }
}
