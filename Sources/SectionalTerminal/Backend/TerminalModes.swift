/// The escape sequences that take over a terminal and give it back.
package enum TerminalModes {
  /// Alternate screen, hidden cursor, SGR mouse (click, drag, wheel), bracketed paste, focus,
  /// and no auto-wrap (7), so a glyph a terminal draws wider than expected in the last column
  /// can never wrap and scroll the screen.
  package static let enter =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?1004h"
    + "\u{1B}[?7l\u{1B}[0m\u{1B}[2J"

  /// The reverse of ``enter``, in reverse order, ending on the main screen with a visible cursor.
  package static let leave =
    "\u{1B}[?7h\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h"
    + "\u{1B}[?1049l"

  /// Starts synchronized output (mode 2026): the terminal holds drawing until the end marker.
  package static let beginSynchronized = "\u{1B}[?2026h"
  /// Ends synchronized output.
  package static let endSynchronized = "\u{1B}[?2026l"
}
