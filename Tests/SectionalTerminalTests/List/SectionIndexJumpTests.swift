import Sectional
import SectionalTerminal
import Testing

/// `'` and a letter jump by the section index (`Section.indexTitle(_:)`), as UIKit's index
/// strip does: the section's header at the top of the view, the cursor on its first row.
@MainActor
@Suite struct SectionIndexJumpTests {
  /// Sections A, B, C, E, F (no D) of three rows each, indexed by letter.
  func list() throws -> ListView {
    let content = ListContent(
      sections: ["A", "B", "C", "E", "F"].map { letter in
        Section(id: letter, header: letter) {
          for index in 0..<3 { Row(id: "\(letter)\(index)", TextItem("\(letter) \(index)")) }
        }
        .indexTitle(letter)
      })
    return ListView(controller: try ListController(content: content), width: 12, height: 4)
  }

  @Test func aLetterJumpsToItsSection() throws {
    let list = try list()
    _ = grid(list)
    type(list, "'e")
    // The header on the top line, the cursor on the section's first row; the scroll bar on
    // the right shows where E is in the list.
    #expect(
      grid(list)
        == [
          " E         │",
          "▌E 0       │",
          " E 1       ┃",
          " E 2       │",
        ].joined(separator: "\n"))
    #expect(list.selectedID == ListID("E0"))
  }

  @Test func aLetterWithoutASectionJumpsToTheNextOne() throws {
    let list = try list()
    _ = grid(list)
    type(list, "'d")
    #expect(list.selectedID == ListID("E0"))
    type(list, "'a")
    #expect(list.selectedID == ListID("A0"))
  }

  @Test func escapeCancelsAndOtherKeysActAsUsual() throws {
    let list = try list()
    _ = grid(list)
    press(list, .character("'"), .escape)
    #expect(list.selectedID == ListID("A0"))
    press(list, .character("'"), .down)
    #expect(list.selectedID == ListID("A1"))
  }

  @Test func aKeyHandledBeforeTheJumpStillCancelsIt() throws {
    // A chord (Ctrl-D, half a page) and a find are handled before the jump is looked at: they
    // cancel it all the same, so the letter after them acts as usual.
    let list = try list()
    _ = grid(list)
    list.handle(.key(KeyEvent(.character("'"))))
    list.handle(.key(KeyEvent(.character("d"), .control)))
    let afterChord = list.selectedID
    type(list, "j")
    #expect(list.selectedID != ListID("E0"))
    #expect(list.selectedID != afterChord)
    type(list, "'/b")
    list.handle(.key(KeyEvent(.escape)))
    type(list, "c")
    #expect(list.selectedID != ListID("C0"))
  }

  @Test func aPasteBetweenTheQuoteAndTheLetterCancelsTheJump() throws {
    let list = try list()
    _ = grid(list)
    press(list, .character("'"))
    list.handle(.paste("hello"))
    press(list, .character("j"))
    // `j` moves the cursor, as it does when no jump waits.
    #expect(list.selectedID == ListID("A1"))
  }

  @Test func withoutAnIndexTheKeyDoesNothing() throws {
    let content = ListContent { Section(id: "s") { Row(id: "a", TextItem("A")) } }
    let list = ListView(controller: try ListController(content: content), width: 12, height: 4)
    #expect(list.handle(.key(KeyEvent(.character("'")))) == false)
  }
}
