/// A key press with the modifiers held.
///
/// ```swift
/// if event == KeyEvent(.character("c"), [.control]) { quit() }
/// ```
public struct KeyEvent: Sendable, Hashable {
  /// The key.
  public var key: TerminalKey
  /// The modifiers held.
  public var modifiers: Modifiers

  /// Creates a key event.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers held.
  public init(_ key: TerminalKey, _ modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }
}
