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
}
