/// How a ``LineEditor`` lays its text out for the screen: masked or not, and what stands in for
/// a character that cannot be drawn in its own cell.
///
/// ```swift
/// let editor = LineEditor("secret")
/// editor.lineLayout(width: 10, display: .secure).text  // "••••••"
/// ```
package struct LineDisplay: Sendable, Hashable {
  /// Shown once for every grapheme cluster instead of the text (secure fields); `nil`: the text.
  package var mask: Character?
  /// Shown, one column wide, for a character wider than the whole field or with no width of its
  /// own (a lone combining mark, a zero-width space), so every character has a cell to sit in.
  package var standIn: Character

  /// Creates a display.
  ///
  /// - Parameters:
  ///   - mask: One column wide character shown per grapheme, or `nil` for the text itself.
  ///   - standIn: One column wide character for what cannot be drawn in a cell of its own.
  package init(mask: Character? = nil, standIn: Character = "\u{FFFD}") {
    self.mask = mask
    self.standIn = standIn
  }

  /// The text as it is.
  package static let plain = LineDisplay()
  /// The text as it is, with ASCII stand-ins.
  package static let plainASCII = LineDisplay(standIn: "?")
  /// One `•` per grapheme cluster.
  package static let secure = LineDisplay(mask: "\u{2022}")
  /// One `*` per grapheme cluster.
  package static let secureASCII = LineDisplay(mask: "*", standIn: "?")
}
