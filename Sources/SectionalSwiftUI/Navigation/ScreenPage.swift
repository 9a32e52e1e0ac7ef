import Sectional

#if canImport(Combine)
  import Combine
#endif

/// One screen shown by a ``ScreenNavigation``: its host, and the title and commands its
/// navigation bar shows, kept up to date as the screen rebuilds.
///
/// SwiftUI observes it (`ObservableObject`). A page is a value of SwiftUI's navigation path: `NavigationStack` pushes and pops pages, and
/// `ScreenStack` shows each with the screen's list, title and commands. Pages are equal only to themselves.
///
/// ```swift
/// let navigation = ScreenNavigation(root: ContactsScreen(store: store))
/// let page = navigation.stacks[0][0]
/// print(page.title)  // "Contacts"
/// ```
@MainActor
public final class ScreenPage: Identifiable, Hashable {
  package let willChange = WillChange()
  private var shownTitle: String
  private var shownCommands: [ScreenCommand]
  private var presentation: (isPresented: Bool, hasDone: Bool) = (false, false)
  private var updates: ObserverRegistration?

  /// The screen's host: its loop, its controller and its presenter.
  public let host: ScreenHost

  /// What the page's view presents share sheets, mail and links with, once it shows.
  var platform: (any Presenter)?
  /// The view controller that draws the page, once made: SwiftUI may ask for the page's view
  /// again, and a screen's list has one renderer.
  var drawnBy: AnyObject?

  /// The row a command acts on (`ScreenCommand.Context.selection`): the view that shows the
  /// page sets it to read its selection; `nil` until then.
  public var selection: (@MainActor () -> ListID?)?

  /// The page's identity: the page itself.
  public nonisolated var id: ObjectIdentifier { ObjectIdentifier(self) }

  /// The screen's title, as of its last rebuild.
  public var title: String {
    shownTitle
  }

  /// The screen's commands, as of its last rebuild.
  public var commands: [ScreenCommand] {
    shownCommands
  }

  /// Whether the page was presented (a sheet's first page): its bar offers Cancel, and Done
  /// when ``hasDone``.
  public var isPresented: Bool {
    presentation.isPresented
  }

  /// Whether the screen was presented with something to do when it is done
  /// (`Presenter.present(_:done:)`): its bar offers Done.
  public var hasDone: Bool {
    presentation.hasDone
  }

  init(host: ScreenHost) {
    self.host = host
    shownTitle = host.screen.title
    shownCommands = host.commands
    updates = host.observeUpdates { [weak self] in self?.screenDidUpdate() }
  }

  /// Whether the screen is a `SearchableScreen`: its page shows a search field.
  public var isSearchable: Bool { host.isSearchable }

  /// The search field's placeholder (`SearchableScreen.searchPrompt`); `nil` for a screen that
  /// cannot be searched.
  public var searchPrompt: String? { (host.screen as? any SearchableScreen)?.searchPrompt }

  /// The text of the search field: the screen's query (`SearchableScreen.searchQuery`); empty
  /// for a screen that cannot be searched.
  public var searchQuery: String { (host.screen as? any SearchableScreen)?.searchQuery ?? "" }

  /// A person changed the search field's text to `query`: the screen's query becomes it, and
  /// it rebuilds (`ScreenHost.search(_:)`).
  ///
  /// - Parameter query: The field's text.
  public func search(_ query: String) {
    guard query != searchQuery else { return }
    willChange.send()
    host.search(query)
  }

  /// Runs `command` as a tap on its bar button: with the page's selection, then the screen
  /// rebuilds.
  ///
  /// - Parameter command: One of ``commands``.
  /// - Returns: `false` when the command is disabled or no longer the screen's.
  @discardableResult
  public func perform(_ command: ScreenCommand) -> Bool {
    host.perform(command, selection: selection?())
  }

  /// Notes whether the page was presented, and with a done action.
  func setPresentation(isPresented: Bool, hasDone: Bool) {
    guard presentation != (isPresented, hasDone) else { return }
    willChange.send()
    presentation = (isPresented, hasDone)
  }

  /// Reads the title and commands again, telling observers only of what changed.
  private func screenDidUpdate() {
    let title = host.screen.title
    let commands = host.commands
    guard
      title != shownTitle
        || commands.map(ScreenCommand.Look.init) != shownCommands.map(ScreenCommand.Look.init)
    else { return }
    willChange.send()
    shownTitle = title
    shownCommands = commands
  }

  /// Pages are equal only to themselves.
  public nonisolated static func == (lhs: ScreenPage, rhs: ScreenPage) -> Bool { lhs === rhs }

  /// Hashes the page's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

#if canImport(Combine)
  extension ScreenPage: @preconcurrency ObservableObject {
    /// Sends before the page's title, commands or presentation change.
    public var objectWillChange: ObservableObjectPublisher { willChange.publisher }
  }
#endif
