/// A button row, such as "Sign In", that can be disabled until the form is valid.
///
/// Its tap runs the row's ``Row/onSelect(_:)`` handlers; a disabled button cannot be tapped.
///
/// ```swift
/// Row(id: "sign-in", ButtonItem("Sign In", isEnabled: model.canSignIn))
///   .onSelect { _ in model.signIn() }
/// ```
public struct ButtonItem: Component {
  /// What the button does, for its look.
  public enum Role: Equatable, Hashable, Sendable {
    /// An ordinary action.
    case normal
    /// An action that destroys something (shown in red).
    case destructive
  }

  /// The title.
  public var title: String
  /// What the button does, for its look.
  public var role: Role
  /// Whether the button can be tapped.
  public var isEnabled: Bool

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - role: What the button does, for its look.
  ///   - isEnabled: Whether the button can be tapped.
  public init(_ title: String, role: Role = .normal, isEnabled: Bool = true) {
    self.title = title
    self.role = role
    self.isEnabled = isEnabled
  }
}
