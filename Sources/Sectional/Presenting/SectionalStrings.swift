import Foundation

/// The words Sectional itself shows users — default buttons, fallback alerts, a presenter's
/// share sheet, pagination's loading and retry rows — in one place, so that an app can
/// translate or reword them.
///
/// Every value is English by default. Set ``current`` once at launch, before building content:
///
/// ```swift
/// var strings = SectionalStrings()
/// strings.ok = "D'accord"
/// strings.cancel = "Annuler"
/// strings.delete = "Supprimer"
/// strings.mailUnavailableMessage = { "Écrivez à \($0) depuis votre messagerie." }
/// SectionalStrings.current = strings
/// ```
///
/// Words an app passes itself (an ``Alert``'s title, ``Row/deletable(confirmationTitle:question:)``'s
/// title) always win. Values made before ``current`` changed keep the words they were made with,
/// except a row's delete title, which is read when the confirmation is shown.
public struct SectionalStrings: Sendable {
  /// The button of an ``Alert`` made without actions.
  public var ok: String
  /// A button that dismisses without doing anything.
  public var cancel: String
  /// The delete button of a deletable row (``RowTraits/deleteConfirmationTitle``).
  public var delete: String
  /// The button that finishes a presented screen (``Presenter/present(_:done:)``) in the
  /// terminal; UIKit shows its own system Done.
  public var done: String
  /// The title of the alert a host shows for a view controller it cannot show (a
  /// ``NativeScreen`` in the terminal), given the controller's type name.
  public var nativeScreenUnavailable: @Sendable (_ typeName: String) -> String
  /// The title of the alert that shows a link the host cannot open
  /// (``Presenter/openOrShow(_:)``).
  public var openLinkTitle: String
  /// The title of the alert shown when the host cannot send mail
  /// (``MailDraft/unavailableAlert``).
  public var mailUnavailableTitle: String
  /// The message of that alert, given the recipients' addresses joined by commas.
  public var mailUnavailableMessage: @Sendable (_ addresses: String) -> String
  /// The title of a presenter's own share sheet (the terminal's, for instance).
  public var share: String
  /// The share sheet's button that copies the link.
  public var copyLink: String
  /// The share sheet's button that shows the link.
  public var showLink: String
  /// The title of the alert that shows a shared link.
  public var linkTitle: String
  /// The note shown once a link was copied.
  public var linkCopied: String
  /// The note shown once a link was opened, given its host (or the whole link).
  public var linkOpened: @Sendable (_ host: String) -> String
  /// A loading row without a label of its own (``LoadingItem/State/loading(_:)``).
  public var loading: String
  /// The hint under a failed row's message where the user taps to retry (UIKit).
  public var tapToRetry: String
  /// The hint after a failed row's message where the user presses Enter to retry (terminal).
  public var pressEnterToRetry: String
  /// A page's loader threw, given the error's description (``PaginationError``).
  public var loadingFailed: @Sendable (_ reason: String) -> String
  /// A page did not arrive within the timeout (``PaginationError``).
  public var loadingTimedOut: String
  /// A page held items already loaded or repeated, given their ids joined by commas.
  public var duplicatePageItems: @Sendable (_ ids: String) -> String
  /// The name of the button that opens a screen's menu of commands (``ScreenCommand``), for
  /// those who cannot see its icon (UIKit's navigation bar).
  public var moreActions: String
  /// The placeholder of a search field, when a screen gives none (``SearchableScreen``).
  public var search: String
  /// The terminal's share sheet's action that copies text that is not a link: `"Copy text"`.
  public var copyText = "Copy text"
  /// Its action that shows that text: `"Show text"`.
  public var showText = "Show text"
  /// The title of the alert that shows it: `"Text"`.
  public var textTitle = "Text"
  /// Said after the terminal was asked to copy it: `"Asked the terminal to copy the text"`.
  public var textCopied = "Asked the terminal to copy the text"
  /// What a detail pane of a ``SplitScreen`` says while there is nothing to show:
  /// `"Nothing selected"`.
  public var nothingSelected = "Nothing selected"
  /// The words for assistive technologies: states ("On", "Collapsed") and actions ("Move up").
  public var accessibility = AccessibilityStrings()

  /// Creates strings; every one is English unless given.
  ///
  /// - Parameters:
  ///   - ok: `"OK"`.
  ///   - cancel: `"Cancel"`.
  ///   - delete: `"Delete"`.
  ///   - done: `"Done"`.
  ///   - nativeScreenUnavailable: `"TYPE cannot be shown here"`.
  ///   - openLinkTitle: `"Open this link"`.
  ///   - mailUnavailableTitle: `"Send us an email"`.
  ///   - mailUnavailableMessage: `"Mail is not set up here. Write to ADDRESSES from your email
  ///     app."`.
  ///   - share: `"Share"`.
  ///   - copyLink: `"Copy link"`.
  ///   - showLink: `"Show link"`.
  ///   - linkTitle: `"Link"`.
  ///   - linkCopied: `"Asked the terminal to copy the link"`.
  ///   - linkOpened: `"Opened HOST"`.
  ///   - loading: `"Loading…"`.
  ///   - tapToRetry: `"Tap to retry"`.
  ///   - pressEnterToRetry: `"press Enter to retry"`.
  ///   - loadingFailed: `"Loading failed: REASON"`.
  ///   - loadingTimedOut: `"Loading timed out"`.
  ///   - duplicatePageItems: `"The page was rejected: ids already loaded or repeated: IDS"`.
  ///   - moreActions: `"More"`.
  ///   - search: `"Search"`.
  public init(
    ok: String = "OK",
    cancel: String = "Cancel",
    delete: String = "Delete",
    done: String = "Done",
    nativeScreenUnavailable: @escaping @Sendable (_ typeName: String) -> String = {
      "\($0) cannot be shown here"
    },
    openLinkTitle: String = "Open this link",
    mailUnavailableTitle: String = "Send us an email",
    mailUnavailableMessage: @escaping @Sendable (_ addresses: String) -> String = {
      "Mail is not set up here. Write to \($0) from your email app."
    },
    share: String = "Share",
    copyLink: String = "Copy link",
    showLink: String = "Show link",
    linkTitle: String = "Link",
    linkCopied: String = "Asked the terminal to copy the link",
    linkOpened: @escaping @Sendable (_ host: String) -> String = { "Opened \($0)" },
    loading: String = "Loading…",
    tapToRetry: String = "Tap to retry",
    pressEnterToRetry: String = "press Enter to retry",
    loadingFailed: @escaping @Sendable (_ reason: String) -> String = { "Loading failed: \($0)" },
    loadingTimedOut: String = "Loading timed out",
    duplicatePageItems: @escaping @Sendable (_ ids: String) -> String = {
      "The page was rejected: ids already loaded or repeated: \($0)"
    },
    moreActions: String = "More",
    search: String = "Search"
  ) {
    self.ok = ok
    self.cancel = cancel
    self.delete = delete
    self.done = done
    self.nativeScreenUnavailable = nativeScreenUnavailable
    self.openLinkTitle = openLinkTitle
    self.mailUnavailableTitle = mailUnavailableTitle
    self.mailUnavailableMessage = mailUnavailableMessage
    self.share = share
    self.copyLink = copyLink
    self.showLink = showLink
    self.linkTitle = linkTitle
    self.linkCopied = linkCopied
    self.linkOpened = linkOpened
    self.loading = loading
    self.tapToRetry = tapToRetry
    self.pressEnterToRetry = pressEnterToRetry
    self.loadingFailed = loadingFailed
    self.loadingTimedOut = loadingTimedOut
    self.duplicatePageItems = duplicatePageItems
    self.moreActions = moreActions
    self.search = search
  }

  /// The strings Sectional uses; English until the app sets its own. Safe to read and set from
  /// any thread; set it once, at launch. Inside ``withCurrent(_:_:)`` it is the strings given
  /// there.
  public static var current: SectionalStrings {
    get { scoped ?? storage.value }
    set { storage.value = newValue }
  }

  /// Runs `body` with ``current`` reading `strings`, for this task and the tasks it creates only:
  /// a test or a preview can use other words without changing them for the rest of the process.
  ///
  /// ```swift
  /// SectionalStrings.withCurrent(SectionalStrings(ok: "Fine")) {
  ///   Alert(title: "Saved").actions[0].title  // "Fine"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - strings: The strings ``current`` reads while `body` runs.
  ///   - body: The work to do with them.
  /// - Returns: What `body` returns.
  public static func withCurrent<Result>(
    _ strings: SectionalStrings, _ body: () throws -> Result
  ) rethrows -> Result {
    try $scoped.withValue(strings, operation: body)
  }

  /// The strings of the innermost ``withCurrent(_:_:)``, if any.
  @TaskLocal private static var scoped: SectionalStrings?

  private static let storage = Storage()

  /// ``current`` behind a lock (the package supports OS versions without `Mutex`).
  private final class Storage: @unchecked Sendable {
    private let lock = NSLock()
    private var strings = SectionalStrings()

    var value: SectionalStrings {
      get { lock.withLock { strings } }
      set { lock.withLock { strings = newValue } }
    }
  }
}
