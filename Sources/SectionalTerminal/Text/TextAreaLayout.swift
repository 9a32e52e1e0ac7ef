/// A multi-line ``LineEditor`` wrapped at a width: every line, the caret's line and column and
/// the first line to show in a field of a given height.
package struct TextAreaLayout: Sendable, Hashable {
  /// Every wrapped line, top to bottom: safe to draw, none wider than the width. Always at least
  /// one (empty text gives one empty line).
  package var lines: [String]
  /// The caret's line (an index into ``lines``).
  package var caretLine: Int
  /// The caret's column in its line: `0..<width`.
  package var caretColumn: Int
  /// The first line shown (the vertical scroll position) in a field of the height asked.
  package var firstVisibleLine: Int
  /// How many lines the field shows: the height asked, or fewer when the text is shorter.
  package var visibleLineCount: Int

  /// The lines the field shows, from ``firstVisibleLine``.
  package var visibleLines: ArraySlice<String> {
    lines[firstVisibleLine..<min(lines.count, firstVisibleLine + visibleLineCount)]
  }
}
