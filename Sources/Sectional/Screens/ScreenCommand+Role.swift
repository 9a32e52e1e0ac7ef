extension ScreenCommand {
  /// What kind of action a command is.
  ///
  /// ```swift
  /// let remove = ScreenCommand("Remove all", role: .destructive) { _ in }
  /// #expect(remove.role == .destructive)
  /// ```
  public enum Role: Sendable, Hashable {
    /// An ordinary action.
    case normal
    /// An action that destroys something: renderers mark it, and it should ask before it
    /// acts (present an ``Alert`` whose destructive button does the work).
    case destructive
  }

  /// Where a renderer offers a command first.
  ///
  /// ```swift
  /// let share = ScreenCommand("Share", placement: .primary) { _ in }
  /// #expect(share.placement == .primary)
  /// ```
  public enum Placement: Sendable, Hashable {
    /// The renderer decides: in UIKit, a button of its own when it is the screen's only such
    /// command, else an entry of the bar's menu.
    case automatic
    /// Among the actions shown directly: a navigation-bar button in UIKit.
    case primary
    /// In a menu of more actions: the navigation bar's menu button in UIKit.
    case secondary
  }
}
