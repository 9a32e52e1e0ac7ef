import Sectional

extension ScreenCommand.Shortcut {
  /// Whether `key` runs a command with this shortcut in the terminal: ← for ``previous``, → for
  /// ``next``, the character for a mnemonic.
  ///
  /// - Parameter key: A key without modifiers (Shift aside).
  /// - Returns: Whether it matches.
  func matches(_ key: Key) -> Bool {
    switch (self, key) {
    case (.previous, .left), (.next, .right): true
    case (.mnemonic(let a), .character(let b)): a == b
    default: false
    }
  }

  /// The key's name for hints and help: an arrow, or its ASCII spelling.
  ///
  /// - Parameter ascii: Whether only ASCII may be drawn.
  /// - Returns: The name.
  func label(ascii: Bool) -> String {
    switch self {
    case .previous: ascii ? "left" : "←"
    case .next: ascii ? "right" : "→"
    case .mnemonic(let character): String(character)
    }
  }
}
