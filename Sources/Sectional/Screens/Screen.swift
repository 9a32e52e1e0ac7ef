/// A screen: a title and content built from the screen's state.
///
/// Hosts (the terminal app, a UIKit view controller, a test) run the screen through a
/// ``ScreenHost``, which asks for ``content`` after each user action (a handler of a user action,
/// a command, an alert action) and when asked to (``ScreenContext/requestUpdate()``, work started
/// with ``ScreenContext/task(_:)`` ending, a page arriving), and hands it to the screen's
/// ``ListController``, which applies only what changed. Display and prefetch events do not
/// rebuild. Conditional rows are plain `if`s: the builder is the one place that decides what is
/// visible. Build the content from the state only: changing state or asking for a rebuild while
/// it is built makes the host stop and report ``ScreenProblem/unstableContent(screen:rounds:)``.
///
/// ```swift
/// @MainActor final class SettingsScreen: Screen {
///   var isLoggedIn = false
///   let title = "Settings"
///   var content: ListContent {
///     Section(id: "main") {
///       Row(id: SettingsRow.logIn, TextItem(isLoggedIn ? "Log Out" : "Log In"))
///         .onSelect { [unowned self] _ in isLoggedIn.toggle() }
///     }
///   }
/// }
/// ```
@MainActor
public protocol Screen: AnyObject {
  /// The title shown in the host's navigation bar.
  var title: String { get }

  /// The content for the current state.
  @ListBuilder var content: ListContent { get }

  /// Rows fixed above the list — column titles, a status line — that stay put while it
  /// scrolls; none by default. Built with the content on every rebuild (see ``Bars``).
  ///
  /// ```swift
  /// var topBar: [Row] {
  ///   Row(id: "columns", TextItem("Name", detail: "CPU"))
  /// }
  /// ```
  @RowBuilder var topBar: [Row] { get }

  /// Rows fixed below the list, such as a status line; none by default (see ``Bars``).
  @RowBuilder var bottomBar: [Row] { get }

  /// Screen-wide actions; none by default.
  var commands: [ScreenCommand] { get }

  /// The row the keyboard cursor starts on when the screen is first shown, where there is one
  /// (the terminal's cursor; `ScreenTestHost`'s): a checklist starts on the checked option.
  /// `nil`, the default, or a row that cannot take the cursor, starts it on the first row that
  /// can.
  var initialCursor: ListID? { get }

  /// Called once by the host, when it first shows the screen: not again when a screen pushed
  /// over it is popped and it shows again (its work goes on while it is covered; a screen that
  /// wants to know when it comes back asks its pushed screen to tell it). Start the screen's
  /// work here with ``ScreenContext/task(_:)`` (the host waits for it in ``ScreenHost/idle()``,
  /// rebuilds when it ends and cancels it when the screen goes away). Screens whose state changes outside the
  /// handlers of user actions (a timer fires, a child hides) keep the context and call
  /// ``ScreenContext/requestUpdate()``: the host rebuilds after user actions only. Does nothing by
  /// default.
  ///
  /// - Parameter context: Asks the host for rebuilds and starts tracked work.
  func attach(_ context: ScreenContext)

  /// Called by the host when the screen goes away for good (popped), after it cancelled the
  /// work started with ``ScreenContext/task(_:)``: cancel other work under way. Does nothing by
  /// default.
  func detach()

  /// Called by the host after every scroll or change with where the viewport is, so a screen
  /// can load more when the end comes near. Does nothing by default.
  ///
  /// - Parameter region: The last visible row and the distance to the end.
  func visibleRegionDidChange(_ region: VisibleRegion)
}

extension Screen {
  /// No rows.
  public var topBar: [Row] { [] }

  /// No rows.
  public var bottomBar: [Row] { [] }

  /// `nil`: the cursor starts on the first row that can take it.
  public var initialCursor: ListID? { nil }

  /// Does nothing.
  public func attach(_ context: ScreenContext) {}

  /// Does nothing.
  public func detach() {}

  /// Does nothing.
  public func visibleRegionDidChange(_ region: VisibleRegion) {}
}
