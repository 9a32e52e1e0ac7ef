import Sectional
import SectionalTerminal
import Testing

/// The find prompt took only typing and Backspace: Ctrl-W, Ctrl-U, Ctrl-A, ← and → did nothing
/// and no caret showed, while every field beside it edits as readline does. The query is now
/// typed in the fields' line editor: the same keys, a caret where the next character goes.
@MainActor
@Suite struct FindLineEditorTests {
  func list() throws -> ListView {
    let content = ListContent {
      Section(id: "animals") {
        Row(id: "fox", TextItem("Red fox"))
        Row(id: "leopard", TextItem("Snow leopard"))
        Row(id: "kea", TextItem("Kea"))
      }
    }
    return ListView(controller: try ListController(content: content), width: 30, height: 6)
  }

  func chord(_ character: Character, _ modifiers: Modifiers = .control) -> KeyEvent {
    KeyEvent(.character(character), modifiers)
  }

  @Test func readlineKeysEditTheQuery() throws {
    let list = try list()
    type(list, "/snow leo")
    list.handle(.key(chord("w")))
    #expect(list.find?.query == "snow ")
    #expect(list.find?.matchCount == 1)
    list.handle(.key(chord("u")))
    #expect(list.find?.query == "")
    // Find stays open: Ctrl-U emptied the query, it did not page the list.
    #expect(list.find?.isEditing == true)
    type(list, "fx")
    press(list, .left)
    type(list, "o")
    #expect(list.find?.query == "fox")
    list.handle(.key(chord("a")))
    type(list, "red ")
    #expect(list.find?.query == "red fox")
    #expect(list.selectedID == ListID("fox"))
    list.handle(.key(chord("e")))
    press(list, .backspace)
    #expect(list.find?.query == "red fo")
    press(list, .home)
    list.handle(.key(chord("d")))
    #expect(list.find?.query == "ed fo")
    press(list, .end)
    list.handle(.key(chord("b", .alt)))
    list.handle(.key(chord("k")))
    #expect(list.find?.query == "ed ")
    // Ctrl-Y puts back what Ctrl-K took.
    list.handle(.key(chord("y")))
    #expect(list.find?.query == "ed fo")
  }

  @Test func aCaretShowsWhereTheNextCharacterGoes() throws {
    let list = try list()
    type(list, "/kea")
    _ = grid(list)
    #expect(list.caret == CursorPosition(x: 4, y: 5))
    press(list, .left, .left)
    var buffer = Buffer(width: list.width, height: list.height)
    list.draw(into: &buffer, x: 0, y: 0)
    #expect(list.caret == CursorPosition(x: 2, y: 5))
    // The character under the caret is drawn selected (reverse video), the others are not.
    #expect(buffer[2, 5].symbol == "e")
    #expect(buffer[2, 5].style.attributes.contains(.reverse))
    #expect(!buffer[1, 5].style.attributes.contains(.reverse))
    // Typing goes in at the caret.
    type(list, "x")
    #expect(list.find?.query == "kxea")
    // Enter keeps the filter: the caret goes, the terminal's cursor with it.
    press(list, .backspace, .enter)
    _ = grid(list)
    #expect(list.caret == nil)
  }

  @Test func aPasteGoesInAtTheCaret() throws {
    let list = try list()
    type(list, "/fox")
    press(list, .home)
    list.handle(.paste("red\n"))
    #expect(list.find?.query == "red fox")
  }

  @Test func atTheMaximumLengthTypingAtTheCaretAddsNothing() throws {
    let list = try list()
    type(list, "/")
    list.handle(.paste(String(repeating: "a", count: FindState.maximumQueryLength)))
    press(list, .home)
    type(list, "b")
    #expect(list.find?.query == String(repeating: "a", count: FindState.maximumQueryLength))
    list.handle(.paste("bbb"))
    #expect(list.find?.query.count == FindState.maximumQueryLength)
    #expect(list.find?.query.hasPrefix("b") == false)
  }
}
