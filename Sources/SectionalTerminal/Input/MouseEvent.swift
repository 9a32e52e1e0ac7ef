/// A mouse event reported by the terminal (SGR mouse mode, 1006).
public struct MouseEvent: Sendable, Hashable {
  /// A mouse button.
  public enum Button: Int, Sendable, Hashable {
    /// The left (primary) button.
    case left = 0
    /// The middle button.
    case middle = 1
    /// The right (secondary) button.
    case right = 2
  }

  /// What happened.
  public enum Kind: Sendable, Hashable {
    /// A button went down.
    case press(Button)
    /// A button went up.
    case release(Button)
    /// The mouse moved with a button down.
    case drag(Button)
    /// The mouse moved with no button down.
    case move
    /// The wheel turned up (away from the user).
    case scrollUp
    /// The wheel turned down.
    case scrollDown
  }

  /// What happened.
  public var kind: Kind
  /// The zero-based column.
  public var x: Int
  /// The zero-based row.
  public var y: Int
  /// The modifiers held.
  public var modifiers: Modifiers

  /// Creates a mouse event.
  ///
  /// - Parameters:
  ///   - kind: What happened.
  ///   - x: The zero-based column.
  ///   - y: The zero-based row.
  ///   - modifiers: The modifiers held.
  public init(_ kind: Kind, x: Int, y: Int, modifiers: Modifiers = []) {
    self.kind = kind
    self.x = x
    self.y = y
    self.modifiers = modifiers
  }
}
