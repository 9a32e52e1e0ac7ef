import Foundation

/// A presenter that passes what it does not do itself to another one: every request goes to
/// ``forwardee`` unless the conforming type implements it. The host's refreshing presenter, the
/// navigator's presenter (which keeps navigation and passes the platform's requests on) and
/// SwiftUI's relay to the page on top are such presenters.
@MainActor
package protocol ForwardingPresenter: Presenter {
  /// Where requests go.
  var forwardee: any Presenter { get }
}

extension ForwardingPresenter {
  package func push(_ screen: any Screen) { forwardee.push(screen) }
  package func pop() { forwardee.pop() }
  package func present(_ alert: Alert) { forwardee.present(alert) }
  package func present(_ screen: any Screen, done: (@MainActor () -> Void)?) {
    forwardee.present(screen, done: done)
  }
  package func dismiss() -> DismissOutcome { forwardee.dismiss() }
  package func push(_ screen: NativeScreen) { forwardee.push(screen) }
  package func present(_ screen: NativeScreen) { forwardee.present(screen) }
  package func canOpen(_ url: URL) -> Bool { forwardee.canOpen(url) }
  package func open(_ url: URL) { forwardee.open(url) }
  package func share(_ items: [ShareItem]) { forwardee.share(items) }
  package var canSendMail: Bool { forwardee.canSendMail }
  package func composeMail(_ draft: MailDraft) { forwardee.composeMail(draft) }
  package var canRequestReview: Bool { forwardee.canRequestReview }
  package func requestReview() { forwardee.requestReview() }
  package func underlying<Wanted: Presenter>(_ type: Wanted.Type) -> Wanted? {
    forwardee.underlying(type)
  }
}
