import Foundation
import Sectional

/// A presenter that records what handlers ask of it, for tests.
///
/// ```swift
/// let presenter = RecordingPresenter(canSendMail: false)
/// controller.presenter = presenter
/// try table.tap(.id(AboutRow.email))
/// #expect(presenter.requests == [.alert(MailDraft(to: ["a@b.c"]).unavailableAlert)])
/// ```
@MainActor
public final class RecordingPresenter: Presenter {
  /// One thing a handler asked for.
  public enum Request: Equatable {
    /// `Presenter/push(_:)` with the screen's title.
    case push(title: String)
    /// `Presenter/pop()`.
    case pop
    /// `Presenter/present(_:done:)` with the screen's title and whether it has Done.
    case presentScreen(title: String, hasDone: Bool)
    /// `Presenter/dismiss()`.
    case dismiss
    /// `Presenter/push(_:)` with a view controller of the app's own, by its type's name.
    case pushNative(typeName: String)
    /// `Presenter/present(_:)` with a view controller of the app's own, by its type's name.
    case presentNative(typeName: String)
    /// `Presenter/present(_:)`.
    case alert(Alert)
    /// `Presenter/open(_:)`.
    case open(URL)
    /// `Presenter/share(_:)`.
    case share([ShareItem])
    /// `Presenter/composeMail(_:)`.
    case mail(MailDraft)
    /// `Presenter/requestReview()`.
    case review
  }

  /// Everything asked for, in order.
  public private(set) var requests: [Request] = []
  /// The screens pushed or presented and not popped or dismissed, bottom first.
  public private(set) var stack: [any Screen] = []
  /// The indexes in ``stack`` of the presented screens, in order.
  private var presentations: [Int] = []

  /// What ``canSendMail`` answers.
  public var canSendMail: Bool
  /// What ``canRequestReview`` answers.
  public var canRequestReview: Bool
  /// What ``canOpen(_:)`` answers.
  public var canOpenURLs: Bool

  /// Creates a presenter with the given capabilities.
  ///
  /// - Parameters:
  ///   - canSendMail: Whether mail can be composed.
  ///   - canRequestReview: Whether a review can be requested.
  ///   - canOpenURLs: Whether links can be opened.
  public init(canSendMail: Bool = true, canRequestReview: Bool = true, canOpenURLs: Bool = true) {
    self.canSendMail = canSendMail
    self.canRequestReview = canRequestReview
    self.canOpenURLs = canOpenURLs
  }

  /// Records the push.
  public func push(_ screen: any Screen) {
    stack.append(screen)
    requests.append(.push(title: screen.title))
  }

  /// Records the pop (a presented screen stays: dismiss it).
  public func pop() {
    if stack.count - 1 != presentations.last { _ = stack.popLast() }
    requests.append(.pop)
  }

  /// Records the alert.
  public func present(_ alert: Alert) { requests.append(.alert(alert)) }

  /// Records the presentation; `done` does not run.
  public func present(_ screen: any Screen, done: (@MainActor () -> Void)?) {
    presentations.append(stack.count)
    stack.append(screen)
    requests.append(.presentScreen(title: screen.title, hasDone: done != nil))
  }

  /// Records the dismissal, which removes the last presented screen and those pushed over it
  /// from ``stack``.
  ///
  /// - Returns: `DismissOutcome.notPresented` when no screen was presented.
  @discardableResult
  public func dismiss() -> DismissOutcome {
    requests.append(.dismiss)
    guard let start = presentations.popLast() else { return .notPresented }
    stack.removeSubrange(start...)
    return .dismissed
  }

  /// Records the view controller's type name; it is not made.
  public func push(_ screen: NativeScreen) {
    requests.append(.pushNative(typeName: screen.typeName))
  }

  /// Records the view controller's type name; it is not made.
  public func present(_ screen: NativeScreen) {
    requests.append(.presentNative(typeName: screen.typeName))
  }

  /// Answers ``canOpenURLs``.
  public func canOpen(_ url: URL) -> Bool { canOpenURLs }

  /// Records the link.
  public func open(_ url: URL) { requests.append(.open(url)) }

  /// Records the items.
  public func share(_ items: [ShareItem]) { requests.append(.share(items)) }

  /// Records the draft.
  public func composeMail(_ draft: MailDraft) { requests.append(.mail(draft)) }

  /// Records the request.
  public func requestReview() { requests.append(.review) }

  /// Chooses an action of the last alert presented, as the user would, and runs its handler.
  /// An alert with text fields answers with what the user typed into them:
  ///
  /// ```swift
  /// #expect(presenter.chooseAlertAction("Rename", texts: ["Groceries"]))
  /// ```
  ///
  /// - Parameters:
  ///   - title: The action's title.
  ///   - texts: The texts the user left in the alert's `Alert.textFields`, in order;
  ///     each is cleaned as its field admits typed text (a number field keeps only digits). A
  ///     field without a text here keeps its initial text (all of them when `nil`, the default).
  /// - Returns: `false` when the last request was not an alert with such an action, or when
  ///   `texts` has more texts than the alert has fields.
  @discardableResult
  public func chooseAlertAction(_ title: String, texts: [String]? = nil) -> Bool {
    guard case .alert(let alert)? = requests.last,
      let action = alert.actions.first(where: { $0.title == title }),
      (texts?.count ?? 0) <= alert.textFields.count
    else { return false }
    action.perform(texts: alert.texts(entered: texts))
    return true
  }
}
