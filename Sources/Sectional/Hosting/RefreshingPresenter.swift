import Foundation

/// The presenter a ``ScreenHost`` gives its screen: it forwards everything to the renderer's
/// presenter and makes every alert action refresh the host after its handler ran, so a
/// confirmed "Delete" shows without the screen asking for it.
@MainActor
final class RefreshingPresenter: Presenter {
  let base: any Presenter
  weak var host: ScreenHost?

  init(base: any Presenter, host: ScreenHost) {
    // Never wrap twice: keep the innermost presenter.
    self.base = (base as? RefreshingPresenter)?.base ?? base
    self.host = host
  }

  func push(_ screen: any Screen) { base.push(screen) }
  func pop() { base.pop() }

  /// Presents the screen; its Done action refreshes the host after it ran, as alert actions do.
  func present(_ screen: any Screen, done: (@MainActor () -> Void)?) {
    guard let done else {
      base.present(screen, done: nil)
      return
    }
    base.present(screen) { [weak host] in
      done()
      host?.updateAfterUserAction()
    }
  }

  func dismiss() -> DismissOutcome { base.dismiss() }
  func push(_ screen: NativeScreen) { base.push(screen) }
  func present(_ screen: NativeScreen) { base.present(screen) }

  func present(_ alert: Alert) {
    var alert = alert
    alert.actions = alert.actions.map { action in
      action.followed { [weak host] in host?.updateAfterUserAction() }
    }
    base.present(alert)
  }

  func canOpen(_ url: URL) -> Bool { base.canOpen(url) }
  func open(_ url: URL) { base.open(url) }
  func share(_ items: [ShareItem]) { base.share(items) }
  var canSendMail: Bool { base.canSendMail }
  func composeMail(_ draft: MailDraft) { base.composeMail(draft) }
  var canRequestReview: Bool { base.canRequestReview }
  func requestReview() { base.requestReview() }
  func underlying<Wanted: Presenter>(_ type: Wanted.Type) -> Wanted? { base.underlying(type) }
}
