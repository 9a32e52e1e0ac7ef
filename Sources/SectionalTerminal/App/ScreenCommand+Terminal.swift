import Sectional

extension ScreenCommand.Shortcut {
  /// Whether `key` runs a command with this shortcut in the terminal: ← or h for ``previous``,
  /// → or l for ``next`` (as h and l stand for ← and → everywhere), the character for a
  /// mnemonic.
  ///
  /// - Parameter key: A key without modifiers (Shift aside).
  /// - Returns: Whether it matches.
  func matches(_ key: TerminalKey) -> Bool {
    switch (self, key) {
    case (.previous, .left), (.previous, .character("h")), (.next, .right),
      (.next, .character("l")):
      true
    case (.mnemonic(let a), .character(let b)): a == b
    default: false
    }
  }

}
