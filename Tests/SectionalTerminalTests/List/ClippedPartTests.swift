import Sectional
import SectionalTerminal
import Testing

/// A pill or button wider than the list is clipped in its label, never in its frame: the
/// closing bracket and the focus marks (`>` … `<`) stay, and the cut text ends in an ellipsis,
/// so a narrow terminal (12×4) still shows which part has the focus.
@MainActor
@Suite struct ClippedPartTests {
  static func days() -> ListContent {
    ListContent {
      Section(id: "s") {
        Row(
          id: "days",
          PillsItem([
            Pill(id: "9", title: "Nov 9"), Pill(id: "10", title: "Nov 10"),
            Pill(id: "15", title: "Nov 15", isSelected: true),
          ]))
      }
    }
  }

  static func actions() -> ListContent {
    ListContent {
      Section(id: "s") {
        Row(
          id: "bar",
          ActionBarItem([
            ActionBarItem.Action(id: "like", symbol: "heart", title: "Like"),
            ActionBarItem.Action(id: "comment", symbol: "bubble.right", title: "Comment"),
          ]))
      }
    }
  }

  @Test func aClippedPillKeepsItsBracketsAndFocusMarks() throws {
    let list = ListView(
      controller: try ListController(content: Self.days()), width: 12, height: 3)
    #expect(
      grid(list) == """
        ▌❨ Nov 9 ❩
         ❨ Nov… ❩
         ❨>✓ No…<❩
        """)
  }

  @Test func aClippedPillKeepsItsFocusMarksInASCII() throws {
    let list = ListView(
      controller: try ListController(content: Self.days()), width: 12, height: 3, glyphs: .ascii)
    #expect(
      grid(list) == """
        >( Nov 9 )
         ( No... )
         (>*...<)
        """)
  }

  @Test func aClippedButtonKeepsItsFocusMarkAndEndsInAnEllipsis() throws {
    let list = ListView(
      controller: try ListController(content: Self.actions()), width: 10, height: 2)
    press(list, .right)
    #expect(
      grid(list) == """
        ▌ ♡ Like
         >💬 Co…
        """)
  }
}
