import Sectional

extension ScreenCommand.Shortcut {
  /// Whether `key` runs a command with this shortcut in the terminal: ←, h or Shift-Tab for
  /// ``previous``, →, l or Tab for ``next`` (h, l, Shift-Tab and Tab move as ← and → do
  /// everywhere, so a screen that gives ← and → a command gives it to all four), the character
  /// for a mnemonic.
  ///
  /// - Parameter key: A key without modifiers (Shift aside).
  /// - Returns: Whether it matches.
  func matches(_ key: TerminalKey) -> Bool {
    switch (self, key) {
    case (.previous, .left), (.previous, .character("h")), (.previous, .backTab),
      (.next, .right), (.next, .character("l")), (.next, .tab):
      true
    case (.mnemonic(let a), .character(let b)): a == b
    default: false
    }
  }

}
