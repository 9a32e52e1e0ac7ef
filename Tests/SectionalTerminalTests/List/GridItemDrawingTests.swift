import Sectional
import Testing

@testable import SectionalTerminal

/// Literal text of the pieces grid, flow and carousel items are drawn with: cards, pills, and a
/// line composed of items at columns, clipped at the list's edges.
@MainActor
@Suite struct GridItemDrawingTests {
  func card(
    _ title: String, width: Int, lines: Int = 3, selected: Bool = false, glyphs: Glyphs = .unicode
  ) -> String {
    var body = Canvas(width: CardDrawing.innerWidth(width), height: max(1, lines - 2))
    TextItemRenderer.renderer.draw(TextItem(title), &body, DrawContext(glyphs: glyphs))
    var canvas = Canvas(width: width, height: lines)
    CardDrawing.draw(body, into: &canvas, selected: selected, glyphs: glyphs, theme: .standard)
    return canvas.buffer.plainText()
  }

  @Test func cardsAreBoxesHeavyUnderTheCursorInUnicodeAndASCII() {
    #expect(
      card("Cat", width: 9) == """
        ╭───────╮
        │ Cat   │
        ╰───────╯
        """)
    #expect(
      card("Cat", width: 9, selected: true) == """
        ┏━━━━━━━┓
        ┃ Cat   ┃
        ┗━━━━━━━┛
        """)
    #expect(
      card("Cat", width: 9, glyphs: .ascii) == """
        +-------+
        | Cat   |
        +-------+
        """)
    #expect(
      card("Cat", width: 9, selected: true, glyphs: .ascii) == """
        #=======#
        # Cat   #
        #=======#
        """)
  }

  @Test func aNarrowOrShortCardKeepsItsSidesAndCutsItsText() {
    #expect(
      card("Elephant", width: 6) == """
        ╭────╮
        │ E… │
        ╰────╯
        """)
    #expect(card("Cat", width: 7, lines: 1) == "│ Cat │")
    #expect(card("Cat", width: 1) == "│\n│\n│")
  }

  @Test func theCursorsCardIsReversedInside() {
    var body = Canvas(width: 3, height: 1)
    body.write("Cat", x: 0, y: 0, style: .plain)
    var canvas = Canvas(width: 5, height: 3)
    CardDrawing.draw(body, into: &canvas, selected: true, glyphs: .unicode, theme: .standard)
    #expect(canvas.buffer[1, 1].style.attributes.contains(.reverse))
    #expect(canvas.buffer[0, 1].style == Theme.standard.accent)
  }

  func pill(
    _ component: any Component, width: Int? = nil, selected: Bool = false,
    glyphs: Glyphs = .unicode
  ) -> String {
    let label = PillDrawing.label(of: component, glyphs: glyphs) ?? "?"
    var canvas = Canvas(width: width ?? PillDrawing.columns(of: label), height: 1)
    PillDrawing.draw(label, into: &canvas, selected: selected, glyphs: glyphs, theme: .standard)
    return canvas.buffer.plainText()
  }

  @Test func pillsAreTheTextBetweenBrackets() {
    #expect(pill(TextItem("Vegan")) == "( Vegan )")
    #expect(pill(TextItem("Vegan"), selected: true) == "(>Vegan<)")
    #expect(pill(TextItem("Starred", icon: "star", accessory: .checkmark)) == "( ★ Starred ✓ )")
    #expect(
      pill(TextItem("Starred", icon: "star", accessory: .checkmark), glyphs: .ascii)
        == "( * Starred x )")
    #expect(pill(ButtonItem("Clear")) == "( Clear )")
    // Wider than its frame: the text is cut, the brackets stay.
    #expect(pill(TextItem("Gluten free"), width: 9) == "( Glut… )")
    #expect(pill(TextItem("Gluten free"), width: 9, glyphs: .ascii) == "( Gl... )")
    #expect(
      PillDrawing.label(
        of: ImageItem(source: .named("x"), aspectRatio: 1, altText: "x"), glyphs: .unicode) == nil)
  }

  @Test func aFlowItemIsLaidOutAsWideAsItsPill() {
    let width = PillDrawing.naturalWidth(of: TextItem("Vegan"), maxWidth: 80, glyphs: .unicode)
    #expect(width == 9)
    #expect(PillDrawing.naturalWidth(of: TextItem("Vegan"), maxWidth: 5, glyphs: .unicode) == 5)
    #expect(
      PillDrawing.naturalWidth(
        of: ImageItem(source: .named("x"), aspectRatio: 1, altText: "x"), maxWidth: 40,
        glyphs: .unicode) == 40)
  }

  /// Composes `items` (text at a column) into a line `width` wide, clipped to `end`.
  func line(_ items: [(String, Int)], width: Int = 12, end: Int = 12) -> String {
    var cells = Array(repeating: Cell.blank, count: width)
    for (text, x) in items {
      var canvas = Canvas(width: DisplayWidth.of(text), height: 1)
      canvas.write(text, x: 0, y: 0, style: .plain)
      ListFrameCache.copy(canvas.buffer.lineCells(0), to: &cells, at: x, end: end)
    }
    var buffer = Buffer(width: width, height: 1)
    buffer.replaceLine(0, with: cells)
    return buffer.plainText()
  }

  @Test func itemsOfALineAreClippedAtTheListsEdges() {
    #expect(line([("abc", 0), ("def", 4), ("ghi", 8)]) == "abc def ghi")
    // Scrolled sideways: the first item is cut on the left, the last on the right.
    #expect(line([("abcdef", -3), ("ghijkl", 4), ("mnopqr", 11)]) == "def ghijkl m")
    // The scroll indicator's column is not drawn over.
    #expect(line([("abcdef", 8)], end: 11) == "        abc")
    // A wide character cut by an edge becomes a blank.
    #expect(line([("日本", -1)]) == " 本")
    #expect(line([("ab日", 9)], end: 12) == "         ab")
  }

  @Test func aCarouselScrollsTheLeastThatShowsAnItem() {
    var scroll = CarouselScroll()
    let id = ListID("shelf")
    // Items 10 columns wide and 1 apart, 30 columns visible, 54 in all.
    scroll.reveal(x: 33, width: 10, of: id, visible: 30, total: 54)
    #expect(scroll.offset(of: id) == 13)
    scroll.reveal(x: 22, width: 10, of: id, visible: 30, total: 54)
    #expect(scroll.offset(of: id) == 13)
    scroll.reveal(x: 11, width: 10, of: id, visible: 30, total: 54)
    #expect(scroll.offset(of: id) == 11)
    scroll.set(100, of: id, visible: 30, total: 54)
    #expect(scroll.offset(of: id) == 24)
    #expect(CarouselScroll.more(offset: 24, visible: 30, total: 54) == (true, false))
    #expect(CarouselScroll.more(offset: 0, visible: 30, total: 54) == (false, true))
    let revision = scroll.revision
    scroll.set(24, of: id, visible: 30, total: 54)
    #expect(scroll.revision == revision)
    scroll.set(-5, of: id, visible: 30, total: 54)
    #expect(scroll.offset(of: id) == 0)
    #expect(scroll.offsets.isEmpty)
  }
}
