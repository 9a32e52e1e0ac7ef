import Sectional
import SectionalTerminal
import Testing

/// A row taller than the view is scrolled to its focused part (a pill, a button), not to its
/// top: the least scroll that shows the part's lines, as for a whole row.
@MainActor
@Suite struct FocusedPartRevealTests {
  /// A row of four pills, one a line at 12 columns, under a row that takes the cursor first.
  static func list(height: Int) throws -> ListView {
    try ListView(
      controller: ListController(content: ChosenPartFocusTests.days(chosen: "thu")), width: 12,
      height: height, glyphs: .ascii)
  }

  @Test func theCursorComingToATallRowShowsItsFocusedPill() throws {
    let list = try Self.list(height: 2)
    press(list, .down)
    #expect(list.focus == 3)
    #expect(
      grid(list) == """
         ( wed )   |
         (>* thu<) #
        """)
  }

  @Test func movingTheFocusScrollsTheLeastThatShowsThePill() throws {
    let list = try Self.list(height: 2)
    press(list, .down, .left)
    // `wed` is on screen already: nothing scrolls.
    #expect(
      grid(list) == """
         (>wed<)   |
         ( * thu ) #
        """)
    press(list, .left, .left)
    #expect(
      grid(list) == """
        >(>mon<)   #
         ( tue )   |
        """)
    press(list, .right, .right, .right)
    #expect(
      grid(list) == """
         ( wed )   |
         (>* thu<) #
        """)
  }

  /// An embedded list's inner rows are its parts: → goes down them, and the list follows the
  /// focused one past the bottom of a view shorter than the card (the focused inner row is
  /// marked by colour only, so the plain grid shows where the view went, `focus` which row).
  @Test func anEmbeddedListFollowsItsFocusedRow() throws {
    let card = EmbeddedListItem(items: ["a", "b", "c", "d"].map { TextItem($0) })
    let content = ListContent { Section(id: "s") { Row(id: "card", card) } }
    let list = ListView(
      controller: try ListController(content: content), width: 12, height: 3, glyphs: .ascii)
    press(list, .right, .right, .right)
    #expect(list.focus == 3)
    #expect(
      grid(list) == """
         | b     | |
         | c     | #
         > d     | #
        """)
  }
}
