/// Something that happened at the terminal: a key, the mouse, a paste, focus or a size change.
///
/// ```swift
/// for await event in terminal.events {
///   switch event {
///   case .key(KeyEvent(.character("q"), [])): return
///   case .resize(let size): redraw(size)
///   default: break
///   }
/// }
/// ```
public enum InputEvent: Sendable, Hashable {
  /// A key press.
  case key(KeyEvent)
  /// A mouse press, release, drag, move or wheel turn.
  case mouse(MouseEvent)
  /// Text pasted with bracketed paste on: one event for the whole paste, not keys. A TTY
  /// terminal also sends a long run of text that arrives at once (a paste from a terminal
  /// without bracketed paste) as one paste. Control characters in it are the receiver's to
  /// drop.
  case paste(String)
  /// The terminal window gained (`true`) or lost (`false`) focus.
  case focus(Bool)
  /// The terminal has a new size; redraw everything.
  case resize(TerminalSize)
  /// The screen was lost (the process was stopped and continued); redraw everything.
  case redraw
}
