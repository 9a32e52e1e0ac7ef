/// What a key did to a ``LineEditor``, so the caller knows whether to report an edit, redraw,
/// route the key elsewhere or leave the field.
///
/// Every key a field should keep gives something other than ``ignored``: a printable key, or
/// Backspace at the start of the text (``unchanged``), never reaches the list's command keys.
package enum LineEditOutcome: Sendable, Hashable {
  /// The text changed (and maybe the caret): report the new ``LineEditor/text``.
  case edited
  /// Only the caret moved: redraw.
  case moved
  /// An editing key that could do nothing here (← at the start, Backspace on empty text): the
  /// field keeps the key, nothing changes.
  case unchanged
  /// Not an editing key (Tab, Shift-Tab, Ctrl-C, a function key, Page Up…): route it on.
  case ignored
  /// Enter (Return) without modifiers: submit the field (next field or `onSubmit`).
  case submit
  /// ↑ on the first line or ↓ on the last (always, in a single-line editor): move focus.
  case leave(Direction)
  /// Esc: stop editing.
  case cancel

  /// Which way ``LineEditOutcome/leave(_:)`` leaves the field.
  package enum Direction: Sendable, Hashable {
    /// Towards the field or row above.
    case up
    /// Towards the field or row below.
    case down
  }
}
