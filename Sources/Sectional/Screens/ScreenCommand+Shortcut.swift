extension ScreenCommand {
  /// The key that runs a command where there is a keyboard: a description each renderer maps to
  /// its own keys. ``previous`` and ``next`` mean "the previous or next item of what the screen
  /// shows", which a renderer binds to the keys that move that way (the terminal: the left and
  /// right arrows among others); the other cases name one key.
  ///
  /// ```swift
  /// let next = ScreenCommand("Next day", shortcut: .next) { _ in }
  /// let add = ScreenCommand("Add", shortcut: .mnemonic("a")) { _ in }
  /// #expect(next.shortcut == .next && add.shortcut == .mnemonic("a"))
  /// ```
  ///
  /// A renderer may keep some keys for itself or be unable to receive some; a command given
  /// such a key is offered without it: the terminal says so, UIKit does not. Each renderer's
  /// rules are in its documentation (SectionalTerminal's, SectionalUIKit's).
  public enum Shortcut: Hashable, Sendable {
    /// Go to the previous item of what the screen shows (a day, a page, a photo).
    case previous
    /// Go to the next item of what the screen shows.
    case next
    /// A printable character that names the command, such as "a" for "Add". Case matters:
    /// `.mnemonic("M")` is Shift and M.
    case mnemonic(Character)
    /// A letter with the Control key held: `.control("r")`. Case does not matter.
    case control(Character)
    /// A printable character with the Alt (Option) key held: `.alt("s")`.
    case alt(Character)
    /// A function key, numbered from 1: `.function(5)`.
    case function(Int)
    /// The forward-delete key.
    case delete
  }
}
