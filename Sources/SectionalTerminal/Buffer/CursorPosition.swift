/// Where the terminal's own cursor shows: a zero-based column and line. A frame shows it only
/// while a field is edited (the caret); otherwise it stays hidden.
package struct CursorPosition: Sendable, Hashable {
  /// The column.
  package var x: Int
  /// The line.
  package var y: Int

  /// A position.
  package init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}
