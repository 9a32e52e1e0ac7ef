/// A screen: a title and content built from the screen's state.
///
/// Hosts (the terminal app, a UIKit view controller, a test) ask for ``content`` whenever the
/// state may have changed and hand it to the screen's ``ListController``, which applies only what
/// changed. Conditional rows are plain `if`s: the builder is the one place that decides what is
/// visible.
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

  /// Screen-wide actions with keys; none by default.
  var commands: [ScreenCommand] { get }

  /// Called by the host when it shows the screen, with a closure that asks the host to rebuild
  /// the content. Screens whose state changes outside event handlers (a page arrives, a child
  /// hides) keep it; hosts rebuild after every event anyway. Does nothing by default.
  ///
  /// - Parameter requestUpdate: Asks the host to rebuild the content and apply what changed.
  func attach(requestUpdate: @escaping @MainActor () -> Void)

  /// Called by the host when the screen goes away for good (popped): cancel work under way.
  /// Does nothing by default.
  func detach()

  /// Called by the host after every scroll or change with where the viewport is, so a screen
  /// can load more when the end comes near. Does nothing by default.
  ///
  /// - Parameter region: The last visible row and the distance to the end.
  func visibleRegionDidChange(_ region: VisibleRegion)
}

extension Screen {
  /// Does nothing.
  public func attach(requestUpdate: @escaping @MainActor () -> Void) {}

  /// Does nothing.
  public func detach() {}

  /// Does nothing.
  public func visibleRegionDidChange(_ region: VisibleRegion) {}
}
