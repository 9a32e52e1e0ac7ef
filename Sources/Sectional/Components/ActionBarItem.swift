/// A row of buttons, such as a post's like / comment / share / bookmark bar.
///
/// Pressing a button sends the row's `didSelect` with the button's id in
/// ``RowContext/actionID``.
///
/// ```swift
/// ActionBarItem([
///   .init(id: "like", symbol: "heart", title: "Like", isOn: post.isLiked),
///   .init(id: "share", symbol: "square.and.arrow.up", title: "Share"),
/// ])
/// ```
public struct ActionBarItem: Component {
  /// The buttons, leading to trailing.
  public var actions: [Action]

  /// One button of an ``ActionBarItem``.
  public struct Action: Equatable, Sendable, Identifiable {
    /// The button's identity.
    public var id: String
    /// A symbol name for its icon.
    public var symbol: String
    /// Its label, for renderers that show text or for accessibility.
    public var title: String
    /// Whether the button is in its "on" state (a filled heart).
    public var isOn: Bool

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - id: The button's identity.
    ///   - symbol: A symbol name.
    ///   - title: Its label.
    ///   - isOn: Whether it is in its "on" state.
    public init(id: String, symbol: String, title: String, isOn: Bool = false) {
      self.id = id
      self.symbol = symbol
      self.title = title
      self.isOn = isOn
    }
  }

  /// Creates a bar of buttons.
  ///
  /// - Parameter actions: The buttons, leading to trailing.
  public init(_ actions: [Action]) {
    self.actions = actions
  }
}
