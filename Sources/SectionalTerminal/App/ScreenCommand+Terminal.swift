import Sectional

extension ScreenCommand.Shortcut {
  /// Whether `key` runs a command with this shortcut in the terminal: ← for ``previous``, → for
  /// ``next``, the character for a mnemonic.
  ///
  /// - Parameter key: A key without modifiers (Shift aside).
  /// - Returns: Whether it matches.
  func matches(_ key: TerminalKey) -> Bool {
    switch (self, key) {
    case (.previous, .left), (.next, .right): true
    case (.mnemonic(let a), .character(let b)): a == b
    default: false
    }
  }

}
