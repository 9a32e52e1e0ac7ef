import Sectional
import Testing

@testable import SectionalTerminal

/// A field in an inset section (a card) keeps its text and caret inside the card's borders.
@MainActor
@Suite struct FormCardTests {
  @Test func aFieldInACardKeepsItsCaretInsideTheCard() throws {
    let controller = try ListController(
      content: ListContent {
        Section(id: "account", header: "Account", style: .inset) {
          Row(id: "user", FormFixtures.username("ann"))
        }
      })
    let list = ListView(controller: controller, width: 40, height: 4)
    controller.focus(ListID("user"))
    list.handle(.key(KeyEvent(.character("e"))))
    var buffer = Buffer(width: 40, height: 4)
    list.draw(into: &buffer, x: 0, y: 0)
    #expect(
      buffer.plainText() == """

        ╭─ Account ───────────────────────────╮
        │▌Username   anne                     │
        ╰─────────────────────────────────────╯
        """)
    #expect(list.caret == CursorPosition(x: 17, y: 2))
  }
}
