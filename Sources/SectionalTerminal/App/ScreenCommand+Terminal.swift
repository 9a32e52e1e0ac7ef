import Sectional

extension ScreenCommand.Shortcut {
  /// Whether `event` runs a command with this shortcut in the terminal: ←, h or Shift-Tab for
  /// ``previous``, →, l or Tab for ``next`` (h, l, Shift-Tab and Tab move as ← and → do
  /// everywhere, so a screen that gives ← and → a command gives it to all four), the character
  /// for a mnemonic, each with no modifier but Shift; the letter with Ctrl (any case), the
  /// character with Alt, the function key and Delete with exactly that modifier or none.
  ///
  /// - Parameter event: A key and its modifiers.
  /// - Returns: Whether it matches.
  func matches(_ event: KeyEvent) -> Bool {
    let modifiers = event.modifiers.subtracting(.shift)
    switch (self, event.key) {
    case (.previous, .left), (.previous, .character("h")), (.previous, .backTab),
      (.next, .right), (.next, .character("l")), (.next, .tab):
      return modifiers.isEmpty
    case (.mnemonic(let a), .character(let b)): return modifiers.isEmpty && a == b
    case (.control(let a), .character(let b)):
      return modifiers == .control && a.lowercased() == b.lowercased()
    case (.alt(let a), .character(let b)): return modifiers == .alt && a == b
    case (.function(let a), .function(let b)): return modifiers.isEmpty && a == b
    case (.delete, .delete): return modifiers.isEmpty
    default: return false
    }
  }

  /// Whether the command runs ahead of the list, before the list sees the key: ← and →, as on
  /// the Day screen, where they change the day even while the cursor is on the calendar's
  /// pills. Every other command runs when the list leaves the key unused, so a key the list
  /// uses on some rows only (`d`, Delete, `i`, `m`, space, `+`) keeps that use there.
  var comesBeforeTheList: Bool { self == .previous || self == .next }

  /// Whether `event` may run this command while a field or a find takes text: a Ctrl or Alt
  /// chord or a function key the line editor leaves unused. Printable keys type, and Delete
  /// and the editor's chords (Ctrl-A, Alt-B…) edit.
  ///
  /// - Parameter event: The key, which matches this shortcut.
  func runsWhileTakingText(_ event: KeyEvent) -> Bool {
    switch self {
    case .control, .alt, .function:
      var probe = LineEditor("text")
      return probe.handle(event) == .ignored
    case .previous, .next, .mnemonic, .delete:
      return false
    }
  }
}
