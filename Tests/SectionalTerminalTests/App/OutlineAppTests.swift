import Sectional
import Testing

@testable import SectionalTerminal

/// An outline in the terminal app: the help names its keys only where a list has one, and the
/// keys reach it through the app as a person presses them.
@MainActor
@Suite struct OutlineAppTests {
  @MainActor final class Tree: Screen {
    let title = "Tree"
    var content: ListContent {
      ListContent {
        Section(id: "tree") {
          Outline(["a", "b"], id: { $0 }, children: { $0 == "a" ? .nodes(["a1", "a2"]) : .none }) {
            name in Row(id: name, TextItem(name))
          }
        }
      }
    }
  }

  @MainActor final class Flat: Screen {
    let title = "Flat"
    var content: ListContent {
      ListContent { Section(id: "flat") { Row(id: "a", TextItem("a")) } }
    }
  }

  @Test func helpNamesTheOutlineKeysOnlyWhereThereIsAnOutline() throws {
    let tree = TerminalApp(root: Tree(), width: 60, height: 20)
    let treePage = try #require(tree.stack.last)
    #expect(tree.helpEntries(treePage).contains { $0.keys == "→ ← l h" })
    let flat = TerminalApp(root: Flat(), width: 60, height: 20)
    let flatPage = try #require(flat.stack.last)
    #expect(!flat.helpEntries(flatPage).contains { $0.keys.contains("→ ←") })
  }

  @Test func theArrowsReachTheOutlineThroughTheAppAndLeftOnARootGoesBack() throws {
    let app = TerminalApp(root: Flat(), width: 30, height: 8, options: .init(glyphs: .ascii))
    app.push(Tree())
    app.handle(.key(KeyEvent(.right)))
    #expect(app.stack.last?.controller.isExpanded(row: "a") == true)
    app.handle(.key(KeyEvent(.left)))
    #expect(app.stack.last?.controller.isExpanded(row: "a") == false)
    #expect(app.depth == 2)
    // ← on a collapsed root does nothing in the tree: it goes back, as elsewhere.
    app.handle(.key(KeyEvent(.left)))
    #expect(app.depth == 1)
  }
}
