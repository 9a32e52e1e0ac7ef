import Sectional
import Testing

@testable import SectionalTerminal

/// The footer and the help say that ←/→ move the cursor on a screen with a grid, flow or
/// carousel section, and no longer offer ← as back there.
@MainActor
@Suite struct GridKeyHintsTests {
  @MainActor final class Gallery: Screen {
    let title = "Gallery"
    var content: ListContent {
      Section(id: "grid") {
        for name in ["Cat", "Dog", "Fox", "Owl"] {
          Row(id: name, TextItem(name)).movable()
        }
      }
      .layout(.grid(columns: 2))
    }
  }

  @MainActor final class Home: Screen {
    let title = "Home"
    var content: ListContent {
      Section(id: "s") {
        Row(id: "a", TextItem("a"))
        Row(id: "b", TextItem("b"))
      }
    }
  }

  @Test func theFooterOffersTheFourArrowsInAGrid() throws {
    let app = TerminalApp(root: Gallery(), width: 60, height: 12)
    let page = try #require(app.navigator.top)
    #expect(app.hints(page).first?.text == "↑↓←→ move")
    let list = TerminalApp(root: Home(), width: 60, height: 12)
    #expect(try list.hints(#require(list.navigator.top)).first?.text == "↑↓ move")
    var ascii = TerminalApp.Options()
    ascii.glyphs = .ascii
    let plain = TerminalApp(root: Gallery(), width: 60, height: 12, options: ascii)
    #expect(try plain.hints(#require(plain.navigator.top)).first?.text == "arrows move")
  }

  @Test func theHelpSaysWhatLeftAndRightDoInAGrid() throws {
    let app = TerminalApp(root: Gallery(), width: 60, height: 12)
    let page = try #require(app.navigator.top)
    let entries = app.helpEntries(page)
    #expect(entries.contains { $0.keys == "← → h l" && $0.action.hasPrefix("in a grid") })
    #expect(entries.contains { $0.keys == "m" && $0.action.contains("↑↓←→ move it") })
  }
}
