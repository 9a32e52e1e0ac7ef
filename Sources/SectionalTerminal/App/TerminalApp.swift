import Foundation
import Sectional

/// A terminal app around screens: a navigation stack with a title bar, modal alerts and action
/// sheets, a status line for toasts, a footer of key hints and a help overlay.
///
/// ```swift
/// let app = TerminalApp(root: HomeScreen(), width: 80, height: 24)
/// try await app.run(on: TTYTerminal(), capability: .ansi256)  // until the user quits
/// ```
///
/// Without a terminal, for tests and scripts, one frame as text after pressing keys:
///
/// ```swift
/// let frame = await TerminalApp.snapshot(
///   root: HomeScreen(), width: 80, height: 24, keys: [KeyEvent(.down)])
/// ```
///
/// Keys, in the order they are tried: the screen's commands (unless the list is taking text),
/// the list's own (see ``ListView/handle(_:)``), then Esc / ← / Backspace / h to go back (to
/// cancel, on a presented screen; Ctrl-S is its Done), `?`
/// for help, q or Ctrl-C to quit. An open alert or action sheet takes every key but Ctrl-C.
/// While a field is edited it takes every key but Ctrl-C (and the terminal's Ctrl-Z, Ctrl-L),
/// and the terminal's cursor shows its caret.
@MainActor
public final class TerminalApp {
  /// How the app looks.
  public struct Options: Sendable {
    /// Unicode or ASCII glyphs.
    public var glyphs: Glyphs
    /// The styles.
    public var theme: Theme
    /// Component renderers.
    public var renderers: ComponentRenderers
    /// Whether links may be opened with `xdg-open` / `open` (only when interactive).
    public var canOpenLinks: Bool
    /// Whether a `mailto:` handler exists.
    public var canSendMail: Bool
    /// How pictures are drawn: inline where the terminal can, else as framed placeholders.
    public var inlineImages: InlineImages
    /// The file of an image source (PNG), for inline pictures; `nil` when there is none.
    public var imageFile: @Sendable (ImageItem.Source) -> URL?
    /// What loads the images of `AsyncImageItem` rows (``TerminalApp/images``):
    /// `URLImageLoader` by default.
    public var imageLoader: any ImageLoading
    /// Whether the app is drawn for screen-reader users: lists flat (``Glyphs/isFlat``: ASCII,
    /// no borders, states in words) and the status line saying what changed after each key
    /// ("3 of 12", "40 rows shown"). It is the glyphs' ``Glyphs/isFlat``.
    public var screenReader: Bool {
      get { glyphs.isFlat }
      set { glyphs.isFlat = newValue }
    }

    /// Options for a Unicode terminal, with nothing opened outside the app; `screenReader`
    /// draws for screen-reader users (see ``screenReader``).
    public init(
      glyphs: Glyphs = .unicode, theme: Theme = .standard,
      renderers: ComponentRenderers = .standard, canOpenLinks: Bool = false,
      canSendMail: Bool = false, inlineImages: InlineImages = .none,
      imageFile: @escaping @Sendable (ImageItem.Source) -> URL? = { _ in nil },
      screenReader: Bool = false, imageLoader: any ImageLoading = URLImageLoader()
    ) {
      self.glyphs = glyphs
      self.theme = theme
      self.renderers = renderers
      self.canOpenLinks = canOpenLinks
      self.canSendMail = canSendMail
      self.inlineImages = inlineImages
      self.imageFile = imageFile
      self.imageLoader = imageLoader
      if screenReader { self.screenReader = true }
    }

    /// Whether `environment` asks for the screen-reader mode: `SECTIONAL_SCREEN_READER` set to
    /// anything but empty, `0`, `no` or `false`.
    ///
    /// ```swift
    /// var options = TerminalApp.Options()
    /// options.screenReader = TerminalApp.Options.screenReaderRequested(
    ///   by: ProcessInfo.processInfo.environment)
    /// ```
    ///
    /// - Parameter environment: The process's environment.
    /// - Returns: Whether to set ``screenReader``.
    public static func screenReaderRequested(by environment: [String: String]) -> Bool {
      guard let value = environment["SECTIONAL_SCREEN_READER"] else { return false }
      return !["", "0", "no", "false"].contains(value.lowercased())
    }
  }

  /// How the app looks.
  public let options: Options
  /// The terminal's size.
  public internal(set) var width: Int
  /// The terminal's height.
  public internal(set) var height: Int
  /// A transient message ("Asked the terminal to copy the link"), cleared by the next key.
  public internal(set) var status: String?
  /// Whether the help overlay shows.
  public internal(set) var isShowingHelp = false
  /// Bytes the app wants written to the terminal outside frames (OSC 52 copies).
  public var onTerminalWrite: (@MainActor (String) -> Void)?
  /// Asked to redraw after work outside an event (a page arrived).
  var onNeedsDisplay: (@MainActor () -> Void)?
  /// Links opened, in order (what `open` was asked to show).
  var openedLinks: [URL] = []
  /// Where the last frame wants the terminal's cursor: the caret of the field being edited, or
  /// `nil` (hidden).
  package internal(set) var cursor: CursorPosition?
  /// Where the last frame rests the terminal's cursor, hidden, when no caret shows it: on what
  /// has focus (the first cell of the row under the list's cursor, the focused button of a
  /// pop-up), for screen readers and braille displays, which follow the terminal's cursor.
  package internal(set) var focusPoint: CursorPosition?

  /// The stack of screens and their list views, and the alerts over them: the core's
  /// navigation model, shared with the screen test host.
  lazy var navigator = Navigator<ListView>(
    platform: presenter, cursor: { $0.selectedID },
    makeView: { [unowned self] host in makeList(for: host) })
  /// The screens on the stack, root first.
  var stack: [Page] { navigator.entries }
  /// The pictures of image rows and of loaded asynchronous images (their bytes are the image
  /// pipeline's), decoded off the main actor; a finished decode redraws.
  lazy var pictures: PictureLibrary = {
    let images = images
    let library = PictureLibrary(
      file: options.imageFile, loaded: { images.phase(of: $0).image },
      inline: options.inlineImages)
    library.onChange = { [weak self] in
      Task { @MainActor in self?.picturesDidChange() }
    }
    return library
  }()
  /// The images of `AsyncImageItem` rows, loaded with the options' ``Options/imageLoader``
  /// for every list of the app, in one cache; a finished load draws its rows again.
  public private(set) lazy var images: ImagePipeline<Data> = {
    let images = ImagePipeline(loader: options.imageLoader)
    images.observe { [weak self] _, _ in self?.imagesDidChange() }
    return images
  }()
  /// The registrations of the pipeline following each hosted list, by host.
  var imageFollows: [ObjectIdentifier: ObserverRegistration] = [:]
  var modal: Modal?
  /// The command key problems presented for each screen on the stack, so that each is
  /// presented once, when the screen shows or its commands change.
  var presentedKeyProblems: [ObjectIdentifier: [CommandKeyProblem]] = [:]
  var modalHits: [Modal.Hit] = []
  /// The command palette, while it is open (see ``CommandPalette``).
  var palette: CommandPalette?
  var paletteHits: [CommandPalette.Hit] = []
  lazy var presenter = TerminalPresenter(app: self)

  /// Creates an app showing `root`.
  ///
  /// - Parameters:
  ///   - root: The first screen.
  ///   - width: Columns.
  ///   - height: Lines.
  ///   - options: How the app looks.
  public init(root: any Screen, width: Int, height: Int, options: Options = Options()) {
    self.options = options
    self.width = max(0, width)
    self.height = max(0, height)
    navigator.onChange = { [weak self] change in self?.navigatorDidChange(change) }
    push(root)
  }

  /// The screen on top.
  public var topScreen: (any Screen)? { stack.last?.screen }

  /// The number of screens on the stack.
  public var depth: Int { stack.count }

  /// The alert or action sheet on screen, if any: the last one presented and not answered.
  public var presentedAlert: Alert? { navigator.presentedAlert }

  var listHeight: Int { max(0, height - 2 - (status == nil ? 0 : 1)) }

  // MARK: Navigation

  /// Shows `screen` on top of the stack, hosted by a `ScreenHost`. A screen whose first content
  /// breaks the identity rules is not shown: an alert says why. Later content that breaks them
  /// keeps the last good content and shows an alert.
  ///
  /// - Parameter screen: The screen.
  public func push(_ screen: any Screen) {
    navigator.push(screen)
  }

  /// Goes back one screen; the root stays, and so does a presented screen (``dismiss()`` it, as
  /// Esc does). The screen that leaves is detached: its work (page loads) is cancelled.
  public func pop() {
    navigator.pop()
  }

  /// Presents `screen` over the stack: Esc (or a click on the title bar's Cancel) dismisses it
  /// and, when `done` is given, Ctrl-S (or a click on Done) runs `done` and dismisses it.
  /// Screens it pushes join it, and go away with it.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - done: What Done runs before the screen is dismissed; `nil` for no Done.
  public func present(_ screen: any Screen, done: (@MainActor () -> Void)? = nil) {
    navigator.present(screen, done: done)
  }

  /// Dismisses the presented screen the top screen is in, with every screen pushed over it.
  ///
  /// - Returns: What happened; `DismissOutcome/notPresented` when no screen is presented.
  @discardableResult
  public func dismiss() -> DismissOutcome {
    navigator.dismiss(from: stack.last?.host)
  }

  /// Shows an alert or action sheet, over any alert already shown: the last one shown is
  /// answered first.
  ///
  /// - Parameter alert: What to show.
  public func present(_ alert: Alert) {
    navigator.present(alert)
  }

  /// The list view of a screen the navigator hosts: redrawn when the host applies content
  /// outside an event, and asking the navigator to confirm a delete.
  func makeList(for host: ScreenHost) -> ListView {
    host.observeUpdates { [weak self, weak host] in
      if let host {
        self?.fitList(of: host)
        self?.presentKeyProblems(of: host)
      }
      self?.onNeedsDisplay?()
    }
    imageFollows[ObjectIdentifier(host)] = images.follow(host.controller)
    let list = ListView(
      controller: host.controller, width: area(of: host).width, height: listHeight(of: host),
      glyphs: options.glyphs,
      theme: options.theme, renderers: listRenderers)
    list.onDeleteRequest = { [weak self] path in self?.navigator.requestDelete(at: path) }
    if host.isSearchable {
      list.searchesContent = { [weak host] query in host?.search(query) }
    }
    return list
  }

  /// Follows the navigator: the cursor starts on a pushed screen's first row (or the field it
  /// focused as it opened), the pop-up shows
  /// the alert on top, and a frame is drawn for changes made outside an event (a task).
  func navigatorDidChange(_ change: Navigator<ListView>.Change) {
    switch change {
    case .pushed(let page):
      // A split's panes are placed as each shows (`paneShown`).
      if page.split == nil {
        presentKeyProblems(of: page.host)
        placeFirstCursor(page.list, of: page.host)
      } else {
        resizeLists()
      }
    case .paneShown(let pane):
      presentKeyProblems(of: pane.host)
      fitList(of: pane.host)
      placeFirstCursor(pane.view, of: pane.host)
    case .paneLeft(let pane):
      presentedKeyProblems[ObjectIdentifier(pane.host)] = nil
      stopLoadingImages(of: pane.host)
    case .presented, .dismissed:
      modal = navigator.presentedAlert.map { Modal($0) }
      isShowingHelp = false
    case .popped(let page):
      forget(page)
    case .dismissedScreens(let pages):
      for page in pages { forget(page) }
    case .problem:
      break
    }
    onNeedsDisplay?()
  }

  /// Places the cursor of a screen's list as the screen first shows: on the field it focused
  /// as it opened, on the row it names (a checklist: the checked option), or on its first row.
  func placeFirstCursor(_ list: ListView, of host: ScreenHost) {
    if list.isEditingField {
      list.showFocusedRow()
    } else if !(host.screen.initialCursor.map(list.placeCursor(on:)) ?? false) {
      list.selectFirst()
    }
  }

  /// Forgets what the app kept for the hosts of a page that went away.
  private func forget(_ page: Page) {
    for host in page.hosts {
      presentedKeyProblems[ObjectIdentifier(host)] = nil
      stopLoadingImages(of: host)
    }
  }

  /// Shows a transient message until the next key.
  ///
  /// - Parameter message: The message.
  public func toast(_ message: String) {
    let resize = status == nil
    status = message
    if resize { resizeLists() }
  }

  func recordOpened(_ url: URL) {
    openedLinks.append(url)
  }

  // MARK: Size

  /// Changes the app's size.
  ///
  /// - Parameters:
  ///   - width: Columns.
  ///   - height: Lines.
  public func resize(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    resizeLists()
  }

  func resizeLists() {
    for page in stack {
      if let split = page.split {
        arrange(split)
        for pane in split.current {
          pane.view.resize(width: area(of: pane.host).width, height: listHeight(of: pane.host))
        }
      } else {
        page.list.resize(width: width, height: listHeight(of: page.host))
      }
    }
  }
}
