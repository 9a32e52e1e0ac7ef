import Foundation

/// The presenter of a controller that no host has attached yet: it can do nothing, says so
/// through its capabilities, and ignores requests.
@MainActor
final class UnattachedPresenter: Presenter {
  func push(_ screen: any Screen) {}
  func pop() {}
  func present(_ alert: Alert) {}
  func present(_ screen: any Screen, done: (@MainActor () -> Void)?) {}
  func dismiss() -> DismissOutcome { .notShown }
  func push(_ screen: NativeScreen) {}
  func present(_ screen: NativeScreen) {}
  func canOpen(_ url: URL) -> Bool { false }
  func open(_ url: URL) {}
  func share(_ items: [ShareItem]) {}
  var canSendMail: Bool { false }
  func composeMail(_ draft: MailDraft) {}
  var canRequestReview: Bool { false }
  func requestReview() {}
}
