import Foundation

/// What a row's handler may ask of the host that shows the list: navigation, presentation,
/// alerts, links, sharing, mail and reviews.
///
/// Each renderer supplies one (the terminal app, UIKit, or a recording presenter in tests), so
/// handlers never hunt for a view controller. Capabilities that a host may lack come with a check
/// and a fallback: ``sendMail(_:)`` presents ``MailDraft/unavailableAlert`` when
/// ``canSendMail`` is `false`, ``requestReview(orPresent:)`` presents its fallback when
/// ``canRequestReview`` is `false`, and ``openOrShow(_:)`` shows the link when it cannot be opened.
///
/// ```swift
/// Row(id: AboutRow.email, TextItem("Send us an email", icon: "envelope"))
///   .onSelect { context in
///     context.presenter.sendMail(MailDraft(to: ["team@example.org"]))
///   }
/// ```
@MainActor
public protocol Presenter: AnyObject {
  /// Shows `screen` on top of the current one.
  ///
  /// - Parameter screen: The screen to show.
  func push(_ screen: any Screen)

  /// Goes back to the previous screen, if there is one. A presented screen is not popped:
  /// ``dismiss()`` it.
  func pop()

  /// Presents `screen` modally over the current one, with a Cancel button (a key in the
  /// terminal) that dismisses it and, when `done` is given, a Done button (another key there)
  /// that runs `done` and then dismisses it. Screens it pushes join it;
  /// ``dismiss()`` from any of them dismisses them all.
  ///
  /// ```swift
  /// let composer = ComposerScreen()
  /// context.presenter.present(composer) { [unowned self] in
  ///   comments.append(composer.text)
  /// }
  /// ```
  ///
  /// Call `present(_:)` with a screen for a screen with Cancel only.
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - done: What Done does before the screen is dismissed (the host rebuilds after it), or
  ///     `nil` for no Done button.
  func present(_ screen: any Screen, done: (@MainActor () -> Void)?)

  /// Dismisses the presented screen this presenter's screen is in (itself, or the one it was
  /// pushed from), with every screen pushed over it, as Cancel does.
  ///
  /// - Returns: ``DismissOutcome/dismissed``, or why nothing changed: the screen is not
  ///   presented (``DismissOutcome/notPresented``) or no longer shown
  ///   (``DismissOutcome/notShown``).
  @discardableResult
  func dismiss() -> DismissOutcome

  /// Pushes a view controller of the app's own (see ``NativeScreen``); a host that cannot show
  /// it records or reports it.
  ///
  /// - Parameter screen: The view controller, made when it is shown.
  func push(_ screen: NativeScreen)

  /// Presents a view controller of the app's own modally, as it is (no Cancel or Done is
  /// added); a host that cannot show it records or reports it.
  ///
  /// - Parameter screen: The view controller, made when it is shown.
  func present(_ screen: NativeScreen)

  /// Presents an alert or action sheet.
  ///
  /// - Parameter alert: What to present.
  func present(_ alert: Alert)

  /// Whether ``open(_:)`` can open `url` here.
  ///
  /// - Parameter url: A link.
  func canOpen(_ url: URL) -> Bool

  /// Opens `url` in the system's handler (a browser, usually).
  ///
  /// - Parameter url: A link.
  func open(_ url: URL)

  /// Offers items to the host's share sheet.
  ///
  /// - Parameter items: What to share.
  func share(_ items: [ShareItem])

  /// Whether ``composeMail(_:)`` can show a mail composer here.
  var canSendMail: Bool { get }

  /// Shows a mail composer with `draft`. Call ``sendMail(_:)`` to get the fallback too.
  ///
  /// - Parameter draft: The email.
  func composeMail(_ draft: MailDraft)

  /// Whether the host can ask the user to rate the app.
  var canRequestReview: Bool { get }

  /// Asks the user to rate the app. Call ``requestReview(orPresent:)`` to get a fallback.
  func requestReview()

  /// The renderer's own presenter, if it is a `type`, seen through any wrapper a host puts
  /// around it (the screen host wraps the presenter to rebuild after alert actions). Use it for
  /// what only one renderer can do. To push or present a view controller of the app's own,
  /// prefer ``NativeScreen``: other hosts then record or report it (the screen test host records
  /// its type), where a request through `underlying` is skipped when the host is another's:
  ///
  /// ```swift
  /// Row(id: "details", TextItem("Details", accessory: .disclosure))
  ///   .onSelect { context in
  ///     context.presenter.underlying(UIKitPresenter.self)?.present(DetailsViewController())
  ///   }
  /// ```
  ///
  /// The default returns `self` when it is a `type`; a wrapper asks what it wraps.
  ///
  /// - Parameter type: The presenter type wanted.
  /// - Returns: The presenter, or `nil` when this host's presenter is of another type.
  func underlying<Wanted: Presenter>(_ type: Wanted.Type) -> Wanted?
}

extension Presenter {
  /// Presents `screen` modally with Cancel only; see ``Presenter/present(_:done:)``.
  ///
  /// - Parameter screen: The screen to present.
  public func present(_ screen: any Screen) {
    present(screen, done: nil)
  }

  /// `self` when it is a `type`; see ``Presenter/underlying(_:)``.
  ///
  /// - Parameter type: The presenter type wanted.
  /// - Returns: `self` as `type`, or `nil`.
  public func underlying<Wanted: Presenter>(_ type: Wanted.Type) -> Wanted? { self as? Wanted }

  /// Composes mail when the host can, and otherwise presents the draft's fallback alert, which
  /// names the address.
  ///
  /// - Parameter draft: The email.
  public func sendMail(_ draft: MailDraft) {
    if canSendMail {
      composeMail(draft)
    } else {
      present(draft.unavailableAlert)
    }
  }

  /// Asks for a review when the host can, and otherwise presents `fallback`.
  ///
  /// - Parameter fallback: An alert that asks in its own words, with a link to the store.
  public func requestReview(orPresent fallback: Alert) {
    if canRequestReview {
      requestReview()
    } else {
      present(fallback)
    }
  }

  /// Opens `url` when the host can, and otherwise presents an alert showing it, titled
  /// ``SectionalStrings/openLinkTitle``.
  ///
  /// - Parameter url: A link.
  public func openOrShow(_ url: URL) {
    if canOpen(url) {
      open(url)
    } else {
      present(Alert(title: SectionalStrings.current.openLinkTitle, message: url.absoluteString))
    }
  }
}
