import Sectional
import SectionalTerminal
import Testing

/// A row of pills with a window shows that many pills around the chosen one, and slides with
/// the focus: every pill stays reachable, by ←/→ and by find (a week strip over every day).
@MainActor
@Suite struct PillsWindowTests {
  static func days(chosen: Int) -> ListContent {
    ChosenPartFocusTests.days((1...9).map { "d\($0)" }, chosen: "d\(chosen)", window: 3)
  }

  @Test func theWindowShowsTheChosenPillAndSlidesWithTheFocus() throws {
    let list = ListView(
      controller: try ListController(content: Self.days(chosen: 8)), width: 30, height: 2,
      glyphs: .ascii)
    // The cursor is elsewhere: the window is around the chosen pill, as near the end as it goes.
    #expect(
      grid(list) == """
        >Above
         ( d7 ) ( * d8 ) ( d9 )
        """)
    press(list, .down, .left, .left, .left)
    #expect(
      grid(list) == """
         Above
        >( d4 ) (>d5<) ( d6 )
        """)
  }

  @Test func findReachesAPillOutsideTheWindow() throws {
    let list = ListView(
      controller: try ListController(content: Self.days(chosen: 8)), width: 30, height: 3,
      glyphs: .ascii)
    press(list, .character("/"))
    type(list, "d2")
    #expect(
      grid(list) == """
        >( d1 ) (>d2<) ( d3 )

        /d2_  1 match
        """)
  }
}
