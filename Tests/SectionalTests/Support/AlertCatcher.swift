import Foundation
import Sectional

/// A presenter that keeps the alerts presented and does nothing else, for tests of handlers
/// that ask before acting.
@MainActor
final class AlertCatcher: Presenter {
  var alerts: [Alert] = []
  func push(_ screen: any Screen) {}
  func pop() {}
  func present(_ alert: Alert) { alerts.append(alert) }
  func present(_ screen: any Screen, done: (@MainActor () -> Void)?) {}
  func dismiss() -> DismissOutcome { .notPresented }
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
