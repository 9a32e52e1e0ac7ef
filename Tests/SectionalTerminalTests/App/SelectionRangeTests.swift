import Sectional
import Testing

@testable import SectionalTerminal

/// While a screen selects rows, Shift-↑ and Shift-↓ select the rows the cursor goes over, in
/// one change each; rows that cannot be selected are passed over, and no row's handler runs.
@MainActor
@Suite struct SelectionRangeTests {
  @MainActor final class Files: MultipleSelectionScreen {
    let title = "Files"
    var isSelectingRows = true
    var selectedRows: Set<ListID> = []
    var opened: [String] = []
    var builds = 0

    var content: ListContent {
      builds += 1
      return ListContent {
        Section(id: "files") {
          for name in ["a.txt", "b.txt", "c.txt", "d.txt"] {
            Row(id: name, TextItem(name)).onSelect { [unowned self] _ in opened.append(name) }
          }
          Row(id: "locked", TextItem("locked.txt")).selectable(false)
          Row(id: "e.txt", TextItem("e.txt"))
        }
      }
    }
  }

  func key(_ key: TerminalKey, _ modifiers: Modifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers))
  }

  @Test func shiftArrowsSelectTheRowsTheCursorGoesOver() {
    let screen = Files()
    let app = TerminalApp(root: screen, width: 30, height: 10)
    app.handle(key(.down))
    let before = screen.builds
    app.handle(key(.down, .shift))
    #expect(screen.selectedRows == [ListID("b.txt"), ListID("c.txt")])
    // One change, one rebuild.
    #expect(screen.builds == before + 1)
    app.handle(key(.down, .shift))
    app.handle(key(.down, .shift))
    // The locked row cannot take the cursor or be selected: the cursor goes past it.
    #expect(
      screen.selectedRows == Set(["b.txt", "c.txt", "d.txt", "e.txt"].map { ListID($0) }))
    // Upwards too; rows already selected stay so.
    app.handle(key(.up))
    app.handle(key(.up))
    app.handle(key(.up))
    app.handle(key(.up))
    app.handle(key(.up, .shift))
    #expect(screen.selectedRows.contains(ListID("a.txt")))
    #expect(screen.opened.isEmpty)
    // Marked without colour.
    let text = app.render().plainText()
    #expect(text.contains("✓"))
  }

  @Test func withoutSelectingShiftArrowsStartSelectingWithTheRowsTheyGoOver() {
    let screen = Files()
    screen.isSelectingRows = false
    let app = TerminalApp(root: screen, width: 30, height: 10)
    app.handle(key(.down, .shift))
    #expect(screen.isSelectingRows)
    #expect(screen.selectedRows == [ListID("a.txt"), ListID("b.txt")])
    #expect(app.stack.last?.list.selectedID == ListID("b.txt"))
    #expect(screen.opened.isEmpty)
  }

  @Test func spaceMarksWithoutSelectingAndEscUnmarksAllWithoutGoingBack() {
    let screen = Files()
    screen.isSelectingRows = false
    let app = TerminalApp(root: screen, width: 30, height: 10)
    app.handle(key(.character(" ")))
    #expect(screen.isSelectingRows && screen.selectedRows == [ListID("a.txt")])
    // Selecting now: Space toggles, as Enter does.
    app.handle(key(.down))
    app.handle(key(.character(" ")))
    app.handle(key(.down))
    app.handle(key(.character(" ")))
    app.handle(key(.up))
    app.handle(key(.character(" ")))
    #expect(screen.selectedRows == [ListID("a.txt"), ListID("c.txt")])
    #expect(screen.opened.isEmpty)
    app.handle(key(.escape))
    #expect(!screen.isSelectingRows && screen.selectedRows.isEmpty)
    #expect(app.stack.count == 1)
    // Marking again starts selecting afresh (the cursor passes over the locked row).
    app.handle(key(.down))
    app.handle(key(.down))
    app.handle(key(.down))
    #expect(app.stack.last?.list.selectedID == ListID("e.txt"))
    app.handle(key(.up))
    app.handle(key(.character(" ")))
    #expect(screen.selectedRows == [ListID("d.txt")])
  }
}

extension SelectionRangeTests {
  @Test func helpListsTheRangeKeysWhileSelecting() throws {
    let screen = Files()
    let app = TerminalApp(root: screen, width: 60, height: 30)
    let page = try #require(app.stack.last)
    #expect(app.helpEntries(page).contains { $0.keys == "Shift-↑ Shift-↓" })
    #expect(app.helpEntries(page).contains { $0.keys == "esc" && $0.action.contains("unmark") })
    screen.isSelectingRows = false
    #expect(app.helpEntries(page).contains { $0.keys == "Shift-↑ Shift-↓" })
    #expect(app.helpEntries(page).contains { $0.keys == "␣" && $0.action == "mark the row" })
  }
}
