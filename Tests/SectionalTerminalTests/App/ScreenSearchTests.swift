import Sectional
import Testing

@testable import SectionalTerminal

/// A searchable screen in the terminal: `/` types into the screen's own query, which the screen
/// filters by; Esc clears it; the filter never runs a person's delete handler; help says so.
@MainActor
@Suite struct ScreenSearchTests {
  @MainActor final class Fruit: SearchableScreen {
    let title = "Fruit"
    var fruit = ["apple", "banana", "cherry"]
    var searchQuery = ""
    var deleted: [String] = []

    var content: ListContent {
      Section(id: "fruit") {
        for name in fruit where searchQuery.isEmpty || name.contains(searchQuery) {
          Row(id: name, TextItem(name)).deletable()
            .onDelete { [unowned self] _ in deleted.append(name) }
        }
      }
    }
  }

  func type(_ text: String, into app: TerminalApp) {
    for character in text { app.handle(.key(KeyEvent(.character(character)))) }
  }

  @Test func slashTypesTheScreensQueryAndEscClearsIt() {
    let screen = Fruit()
    let app = TerminalApp(root: screen, width: 24, height: 7)
    type("/an", into: app)
    #expect(screen.searchQuery == "an")
    #expect(
      app.render().plainText() == """
                 Fruit
        ▌banana



        /an
         ⏎ keep   esc clear
        """)
    // Enter keeps the query and leaves the line: there are no matches to step through.
    app.handle(.key(KeyEvent(.enter)))
    #expect(screen.searchQuery == "an")
    #expect(app.render().plainText().hasSuffix("/an\n / edit   esc clear"))
    // Esc clears the screen's query: every row again, the cursor still on its row.
    app.handle(.key(KeyEvent(.escape)))
    #expect(screen.searchQuery == "")
    #expect(
      app.render().plainText() == """
                 Fruit
         apple
        ▌banana
         cherry


         ? help   q quit
        """)
    #expect(screen.deleted.isEmpty)
  }

  @Test func backspaceOnAnEmptyQueryEndsTheSearch() {
    let screen = Fruit()
    let app = TerminalApp(root: screen, width: 24, height: 7)
    type("/x", into: app)
    #expect(screen.searchQuery == "x")
    app.handle(.key(KeyEvent(.backspace)))
    #expect(screen.searchQuery == "")
    app.handle(.key(KeyEvent(.backspace)))
    #expect(app.navigator.top?.view.find == nil)
    #expect(screen.deleted.isEmpty)
  }

  @Test func aHugePasteReachesTheScreenCutToTheQueryLimit() {
    let screen = Fruit()
    let app = TerminalApp(root: screen, width: 24, height: 7)
    app.handle(.key(KeyEvent(.character("/"))))
    app.handle(.paste(String(repeating: "an", count: 500_000)))
    #expect(screen.searchQuery.count == FindState.maximumQueryLength)
    #expect(app.render().plainText().contains("/"))
    app.handle(.key(KeyEvent(.escape)))
    #expect(screen.searchQuery.isEmpty)
    #expect(screen.deleted.isEmpty)
  }

  @Test func helpNamesTheSearch() {
    let app = TerminalApp(root: Fruit(), width: 40, height: 16)
    app.handle(.key(KeyEvent(.character("?"))))
    let help = app.render().plainText()
    #expect(help.contains("│ /             search Fruit         │"))
    #expect(!help.contains("find as you type"))
  }
}
