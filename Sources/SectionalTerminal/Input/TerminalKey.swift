/// A key on the keyboard, as decoded from terminal input.
public enum TerminalKey: Sendable, Hashable {
  /// A character: text typed, or a letter pressed with Ctrl or Alt.
  case character(Character)
  /// Enter (carriage return or line feed).
  case enter
  /// Escape, on its own.
  case escape
  /// Tab.
  case tab
  /// Shift-Tab (`CSI Z`).
  case backTab
  /// Backspace (DEL or BS).
  case backspace
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
  /// Insert.
  case insert
  /// Delete (forward).
  case delete
  /// A function key, F1 to F12.
  case function(Int)
}
