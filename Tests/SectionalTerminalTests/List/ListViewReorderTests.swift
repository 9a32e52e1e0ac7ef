import Sectional
import SectionalTerminal
import Testing

/// Reorder mode (`m`) says it is on, which keys work, and whether a row may leave its section.
@MainActor
@Suite struct ListViewReorderTests {
  func content() -> ListContent {
    ListContent {
      Section(id: "today", header: "Today") {
        Row(id: "milk", TextItem("Milk")).movable()
        Row(id: "eggs", TextItem("Eggs")).movable()
      }
      Section(id: "later", header: "Later") {
        Row(id: "tea", TextItem("Tea")).movable()
      }
    }
  }

  @Test func reorderModeIsExposedWithItsKeys() throws {
    let list = ListView(controller: try ListController(content: content()), width: 56, height: 6)
    #expect(list.reorder == nil)
    press(list, .character("m"))
    let state = try #require(list.reorder)
    #expect(state.rowID == ListID("milk"))
    #expect(state.sectionTitle == "Today")
    #expect(!state.crossesSections)
    #expect(state.message() == "Moving in “Today”: rows stay in their section")
    #expect(state.keyHints(ascii: false) == ["↑↓ move row", "⏎ done", "esc done"])
    #expect(state.keyHints(ascii: true) == ["up/down move row", "enter done", "esc done"])
    press(list, .down)
    #expect(
      grid(list) == """
         Today
         Eggs
        ▌Milk                                                 ≡
         Later
         Tea
        Moving in “Today”: rows stay in their section  ⏎ done
        """)
    press(list, .escape)
    #expect(list.reorder == nil)
  }

  @Test func movingStopsAtTheSectionsEdgeAndSaysSo() throws {
    let controller = try ListController(content: content())
    let list = ListView(controller: controller, width: 56, height: 6)
    press(list, .character("m"), .down, .down)
    #expect(controller.content.path(of: ListID("milk")) == RowPath(section: 0, row: 1))
    let state = try #require(list.reorder)
    #expect(state.isAtSectionBoundary)
    #expect(state.message() == "“Today” ends here: rows stay in their section")
    #expect(state.message(ascii: true) == "\"Today\" ends here: rows stay in their section")
    var buffer = Buffer(width: 56, height: 6)
    list.draw(into: &buffer, x: 0, y: 0)
    #expect(buffer.plainText().hasSuffix("\n“Today” ends here: rows stay in their section  ⏎ done"))
    // Moving back clears the notice.
    press(list, .up)
    #expect(list.reorder?.isAtSectionBoundary == false)
  }

  @Test func acrossSectionsTheTargetSectionIsNamed() throws {
    let controller = try ListController(content: content())
    let list = ListView(controller: controller, width: 56, height: 6)
    list.allowsMovingAcrossSections = true
    press(list, .character("m"), .down, .down)
    #expect(controller.content.path(of: ListID("milk")) == RowPath(section: 1, row: 0))
    #expect(list.reorder?.sectionTitle == "Later")
    #expect(list.reorder?.isAtSectionBoundary == false)
    #expect(
      grid(list) == """
         Today
         Eggs
         Later
        ▌Milk                                                 ≡
         Tea
        Moving in “Later”: rows may move to other sections
        """)
    press(list, .enter)
    #expect(list.reorder == nil)
    #expect(list.selectedID == ListID("milk"))
  }
}
