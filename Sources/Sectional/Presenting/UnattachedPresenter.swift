import Foundation

/// The presenter of a controller that no host has attached yet: it can do nothing, says so
/// through its capabilities, and ignores requests.
@MainActor
package final class UnattachedPresenter: Presenter {
  package init() {}

  package func push(_ screen: any Screen) {}
  package func pop() {}
  package func present(_ alert: Alert) {}
  package func present(_ screen: any Screen, done: (@MainActor () -> Void)?) {}
  package func dismiss() -> DismissOutcome { .notShown }
  package func push(_ screen: NativeScreen) {}
  package func present(_ screen: NativeScreen) {}
  package func canOpen(_ url: URL) -> Bool { false }
  package func open(_ url: URL) {}
  package func share(_ items: [ShareItem]) {}
  package var canSendMail: Bool { false }
  package func composeMail(_ draft: MailDraft) {}
  package var canRequestReview: Bool { false }
  package func requestReview() {}
}
