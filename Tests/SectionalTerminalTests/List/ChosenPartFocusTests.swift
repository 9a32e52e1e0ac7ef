import Sectional
import SectionalTerminal
import Testing

/// A row of pills with a chosen one (a selected pill, like a calendar's day): the list's focus
/// goes to it when the cursor comes to the row and whenever the chosen pill changes, and ←/→
/// move the focus freely otherwise. Chosen pills are marked without colour.
@MainActor
@Suite struct ChosenPartFocusTests {
  /// A row of pills, one a day, under a row that takes the cursor first.
  static func days(
    _ days: [String] = ["mon", "tue", "wed", "thu"], chosen: String?, window: Int? = nil
  ) -> ListContent {
    ListContent {
      Section(id: "s") {
        Row(id: "title", TextItem("Above"))
        Row(
          id: "days",
          PillsItem(days.map { Pill(id: $0, title: $0, isSelected: $0 == chosen) }, window: window)
        )
      }
    }
  }

  @Test func theFocusFollowsTheChosenPill() throws {
    let controller = try ListController(content: Self.days(chosen: "wed"))
    let list = ListView(controller: controller, width: 40, height: 4, glyphs: .ascii)
    list.handle(.key(KeyEvent(.down)))
    // The cursor came to the row: the focus is on the chosen pill, not the first.
    #expect(list.focus == 2)
    // ←/→ move the focus freely while the chosen pill stays.
    list.handle(.key(KeyEvent(.left)))
    #expect(list.focus == 1)
    try controller.update(to: Self.days(chosen: "wed"))
    #expect(list.focus == 1)
    // Another pill is chosen (by a command, say): the focus goes with it.
    try controller.update(to: Self.days(chosen: "thu"))
    #expect(list.focus == 3)
    // Up and back down: the focus starts on the chosen pill again.
    list.handle(.key(KeyEvent(.left)))
    list.handle(.key(KeyEvent(.up)))
    list.handle(.key(KeyEvent(.down)))
    #expect(list.focus == 3)
  }

  @Test func withNothingChosenTheFocusStartsAtTheFirstPill() throws {
    let controller = try ListController(content: Self.days(chosen: nil))
    let list = ListView(controller: controller, width: 40, height: 4, glyphs: .ascii)
    list.handle(.key(KeyEvent(.down)))
    #expect(list.focus == 0)
    list.handle(.key(KeyEvent(.right)))
    try controller.update(to: Self.days(chosen: nil))
    #expect(list.focus == 1)
  }

  @Test(arguments: [
    (Glyphs.unicode, " ❨ mon ❩ ❨ ✓ tue ❩ ❨ wed ❩"), (Glyphs.ascii, " ( mon ) ( * tue ) ( wed )"),
  ])
  func aChosenPillIsMarkedWithoutColour(glyphs: Glyphs, line: String) throws {
    let content = ListContent {
      Section(id: "s") {
        Row(id: "title", TextItem("Above"))
        Row(
          id: "days",
          PillsItem(["mon", "tue", "wed"].map { Pill(id: $0, title: $0, isSelected: $0 == "tue") }))
      }
    }
    let list = ListView(
      controller: try ListController(content: content), width: 30, height: 2, glyphs: glyphs)
    var buffer = Buffer(width: 30, height: 2)
    list.draw(into: &buffer, x: 0, y: 0)
    #expect(buffer.line(1).hasPrefix(line), "\(buffer.line(1))")
  }
}
