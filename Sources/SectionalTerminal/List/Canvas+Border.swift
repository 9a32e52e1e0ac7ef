extension Canvas {
  /// Draws a rectangle's border in `glyphs`' box characters, its corners at columns `left` and
  /// `right` and lines `top` and `bottom` (inclusive), clipped to the canvas: the frame of a
  /// pop-up, the palette, a picture.
  ///
  /// - Parameters:
  ///   - left: The left column.
  ///   - top: The top line.
  ///   - right: The right column, after `left`.
  ///   - bottom: The bottom line, after `top`.
  ///   - glyphs: The box characters.
  ///   - style: The border's style.
  mutating func drawBorder(
    left: Int, top: Int, right: Int, bottom: Int, glyphs: Glyphs, style: Style
  ) {
    guard right > left, bottom > top else { return }
    let bar = String(repeating: glyphs.horizontal, count: right - left - 1)
    write(glyphs.topLeft + bar + glyphs.topRight, x: left, y: top, style: style)
    write(glyphs.bottomLeft + bar + glyphs.bottomRight, x: left, y: bottom, style: style)
    for y in top + 1..<bottom {
      write(glyphs.vertical, x: left, y: y, style: style)
      write(glyphs.vertical, x: right, y: y, style: style)
    }
  }
}
