/// A single-line ``LineEditor`` laid out in a field of a given width: the visible part of the
/// text, scrolled horizontally so the caret shows, and the caret's column.
package struct LineLayout: Sendable, Hashable {
  /// The visible cells: safe to draw (no control characters), at most the field's width in
  /// columns; a wide character that would straddle either edge is left out.
  package var text: String
  /// The display width of ``text`` (the rest of the field is to be padded).
  package var columns: Int
  /// The caret's column in the field: `0..<width` (0 for a field of no width).
  package var caretColumn: Int
  /// The index of the first character shown (the horizontal scroll position).
  package var firstCharacter: Int
  /// Whether characters before ``firstCharacter`` are hidden.
  package var isClippedLeading: Bool
  /// Whether characters after the shown ones are hidden.
  package var isClippedTrailing: Bool
}
