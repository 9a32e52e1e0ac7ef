/// Draws a grid or carousel item as a card: a box with the component inside.
///
/// The box has rounded corners (`+`, `-` and `|` in ASCII); the item under the cursor has a
/// heavy box (`#` and `=` in ASCII) in the accent style and its inside reversed, so the cursor
/// shows without colour too. A card of one or two lines has only its sides. Flat, for screen
/// readers, a card has no border, and the item under the cursor is marked `>` on its first line.
///
/// ```
/// ╭────────╮ ┏━━━━━━━━┓
/// │ Cat    │ ┃ Dog    ┃
/// ╰────────╯ ┗━━━━━━━━┛
/// ```
enum CardDrawing {
  /// The border glyphs of a card.
  struct Border: Equatable {
    var topLeft: String
    var topRight: String
    var bottomLeft: String
    var bottomRight: String
    var horizontal: String
    var vertical: String
    /// The right side; the left one is ``vertical``.
    var trailingVertical: String
    /// What marks the item under the cursor on the first line inside, when the border does
    /// not (flat).
    var marker: String?

    /// The border for `glyphs`, heavy for the item under the cursor; flat, none, and the item
    /// under the cursor marked `>` on its left.
    init(glyphs: Glyphs, selected: Bool) {
      guard !glyphs.isFlat else {
        (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = (
          " ", " ", " ", " ", " ", " "
        )
        trailingVertical = " "
        marker = selected ? ">" : nil
        return
      }
      switch (glyphs.isASCII, selected) {
      case (false, false):
        (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = (
          glyphs.topLeft, glyphs.topRight, glyphs.bottomLeft, glyphs.bottomRight,
          glyphs.horizontal, glyphs.vertical
        )
      case (false, true):
        (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = (
          "┏", "┓", "┗", "┛", "━", "┃"
        )
      case (true, false):
        (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = (
          "+", "+", "+", "+", "-", "|"
        )
      case (true, true):
        (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = (
          "#", "#", "#", "#", "=", "#"
        )
      }
      trailingVertical = vertical
      marker = nil
    }
  }

  /// The lines a card needs around a component that needs `lines`: one above and one below.
  ///
  /// - Parameter lines: The component's lines at the card's inner width.
  /// - Returns: The card's lines.
  static func lines(forComponentLines lines: Int) -> Int { max(1, lines) + 2 }

  /// The columns inside a card `width` columns wide.
  static func innerWidth(_ width: Int) -> Int { max(0, width - 2) }

  /// Draws a card filling `canvas`, with `body` (the component drawn at the inner size)
  /// inside.
  ///
  /// - Parameters:
  ///   - body: The component's drawing, ``innerWidth(_:)`` wide; clipped to the inside.
  ///   - canvas: The card's canvas: the item's frame.
  ///   - selected: Whether the cursor is on the item.
  ///   - glyphs: The glyph set.
  ///   - theme: The styles.
  static func draw(
    _ body: Canvas, into canvas: inout Canvas, selected: Bool, glyphs: Glyphs, theme: Theme
  ) {
    let width = canvas.width
    let height = canvas.height
    guard width > 0, height > 0 else { return }
    let border = Border(glyphs: glyphs, selected: selected)
    let style = selected ? theme.accent : theme.border
    let boxed = height >= 3
    let top = boxed ? 1 : 0
    // The inside first: the border is drawn over whatever the body puts at the edges.
    var inside = body
    if selected {
      for line in 0..<inside.height { inside.highlight(y: line, style: theme.selected) }
    }
    if width > 2 {
      var clipped = Canvas(width: width - 2, height: max(0, height - 2 * top))
      clipped.blit(inside, x: 0, y: 0)
      canvas.blit(clipped, x: 1, y: top)
    }
    if boxed {
      let bar = String(repeating: border.horizontal, count: max(0, width - 2))
      let topLine = width == 1 ? border.vertical : border.topLeft + bar + border.topRight
      let bottomLine = width == 1 ? border.vertical : border.bottomLeft + bar + border.bottomRight
      canvas.write(topLine, x: 0, y: 0, style: style, maxWidth: width)
      canvas.write(bottomLine, x: 0, y: height - 1, style: style, maxWidth: width)
    }
    for line in top..<(height - top) {
      canvas.write(border.vertical, x: 0, y: line, style: style, maxWidth: 1)
      if width > 1 { canvas.write(border.trailingVertical, x: width - 1, y: line, style: style) }
    }
    if let marker = border.marker, top < height {
      canvas.write(marker, x: 0, y: top, style: style, maxWidth: 1)
    }
  }
}
