import Foundation
import Sectional

/// The terminal's `Presenter`: navigation, presented screens and alerts in the ``TerminalApp``
/// (a view controller of the app's own, a `NativeScreen`, cannot be shown: an alert names it);
/// links opened with
/// `xdg-open` / `open` when that is possible, shown otherwise; sharing through an action sheet
/// (copy with OSC 52, or show the link); mail through `mailto:` when a handler exists, else the
/// fallback alert; review requests always fall back.
@MainActor
public final class TerminalPresenter: Presenter {
  weak var app: TerminalApp?

  init(app: TerminalApp) {
    self.app = app
  }

  /// Pushes the screen.
  public func push(_ screen: any Screen) { app?.push(screen) }

  /// Pops the top screen.
  public func pop() { app?.pop() }

  /// Shows the alert as a modal.
  public func present(_ alert: Alert) { app?.present(alert) }

  /// Presents the screen over the stack, with Esc to cancel and, with `done`, Ctrl-S for Done.
  public func present(_ screen: any Screen, done: (@MainActor () -> Void)?) {
    app?.present(screen, done: done)
  }

  /// Dismisses the presented screen the top screen is in.
  ///
  /// - Returns: What happened; see `DismissOutcome`.
  @discardableResult
  public func dismiss() -> DismissOutcome { app?.dismiss() ?? .notShown }

  /// A terminal cannot show a view controller: an alert says so, naming its type.
  public func push(_ screen: NativeScreen) { showUnavailable(screen) }

  /// A terminal cannot show a view controller: an alert says so, naming its type.
  public func present(_ screen: NativeScreen) { showUnavailable(screen) }

  private func showUnavailable(_ screen: NativeScreen) {
    present(Alert(title: SectionalStrings.current.nativeScreenUnavailable(screen.typeName)))
  }

  /// Whether the app may hand links to the system (interactive, with an opener installed).
  public func canOpen(_ url: URL) -> Bool {
    (app?.options.canOpenLinks ?? false) && Platform.opener != nil
  }

  /// Opens the link with the system's opener, without waiting; shows it when that fails.
  public func open(_ url: URL) {
    app?.recordOpened(url)
    guard let opener = Platform.opener else {
      present(Alert(title: SectionalStrings.current.openLinkTitle, message: url.absoluteString))
      return
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: opener)
    process.arguments = [url.absoluteString]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      app?.toast(SectionalStrings.current.linkOpened(url.host ?? url.absoluteString))
    } catch {
      present(Alert(title: SectionalStrings.current.openLinkTitle, message: url.absoluteString))
    }
  }

  /// Offers to copy or show what is shared (in the words of `SectionalStrings`).
  public func share(_ items: [ShareItem]) {
    let text = items.map { item -> String in
      switch item {
      case .text(let text): text
      case .url(let url): url.absoluteString
      }
    }.joined(separator: "\n")
    let strings = SectionalStrings.current
    // Plain text (names, a note) is not called a link.
    let isText = items.allSatisfy {
      if case .text = $0 { return true }
      return false
    }
    let title = isText ? strings.textTitle : strings.linkTitle
    present(
      Alert(
        title: strings.share, message: text, style: .actionSheet,
        actions: [
          AlertAction(isText ? strings.copyText : strings.copyLink) { [weak self] in
            self?.copy(text, copied: isText ? strings.textCopied : strings.linkCopied)
          },
          AlertAction(isText ? strings.showText : strings.showLink) { [weak self] in
            self?.present(Alert(title: title, message: text))
          },
          AlertAction(strings.cancel, role: .cancel),
        ]))
  }

  /// Asks the terminal to copy `text` (OSC 52). Whether it did cannot be known — many terminals
  /// ignore the request — so the message says what was attempted; with no terminal to ask, the
  /// link is shown instead.
  func copy(_ text: String, copied: String = SectionalStrings.current.linkCopied) {
    guard let write = app?.onTerminalWrite else {
      present(Alert(title: "Cannot copy here", message: text))
      return
    }
    let encoded = Data(text.utf8).base64EncodedString()
    write("\u{1B}]52;c;\(encoded)\u{07}")
    app?.toast(copied)
  }

  /// Whether a `mailto:` handler is installed.
  public var canSendMail: Bool { app?.options.canSendMail ?? false }

  /// Opens a `mailto:` link for the draft.
  public func composeMail(_ draft: MailDraft) {
    var components = URLComponents()
    components.scheme = "mailto"
    components.path = draft.recipients.joined(separator: ",")
    components.queryItems = [
      URLQueryItem(name: "subject", value: draft.subject),
      URLQueryItem(name: "body", value: draft.body),
    ]
    guard let url = components.url else {
      present(draft.unavailableAlert)
      return
    }
    open(url)
  }

  /// Terminals have no review prompt.
  public var canRequestReview: Bool { false }

  /// Nothing: ``canRequestReview`` is `false`, so callers present their fallback.
  public func requestReview() {}
}
