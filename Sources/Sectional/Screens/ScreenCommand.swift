/// A screen-wide action with a key, such as "previous day" on ←: renderers offer it as a
/// keyboard shortcut (and list it in their key hints).
///
/// ```swift
/// var commands: [ScreenCommand] {
///   [ScreenCommand("Previous day", key: .left) { [unowned self] in selectDay(offset: -1) }]
/// }
/// ```
public struct ScreenCommand: Sendable {
  /// The key that runs a command.
  public enum Key: Hashable, Sendable {
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// A printable character.
    case character(Character)
  }

  /// What the command does, for hints and menus.
  public var title: String
  /// Its key.
  public var key: Key
  /// The action.
  public var action: @MainActor @Sendable () -> Void

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - title: What it does.
  ///   - key: Its key.
  ///   - action: The action.
  public init(_ title: String, key: Key, action: @escaping @MainActor @Sendable () -> Void) {
    self.title = title
    self.key = key
    self.action = action
  }
}

extension Screen {
  /// No commands.
  public var commands: [ScreenCommand] { [] }
}
