import Sectional
import Testing

@testable import SectionalTerminal

/// Editing a field in the terminal app: the field owns the keyboard, the caret is the
/// terminal's cursor, Tab / ↑↓ / Enter move between fields, Esc stops, and what the field
/// refuses is said in the footer.
@MainActor
@Suite struct FieldEditingTests {
  @Test func enterStartsEditingAndNoKeyIsStolenFromTheField() {
    let form = FormApp()
    form.press(.enter)
    #expect(form.controller?.focusedID == ListID("user"))
    // q, ?, /, j and k are typed, not quit, help, find or moves.
    for character in "jqk?/" {
      #expect(form.app.handle(.key(KeyEvent(.character(character)))) == .continue)
    }
    #expect(form.screen.username == "jqk?/")
    #expect(!form.app.isShowingHelp)
    #expect(form.list?.find == nil)
    #expect(form.frame().split(separator: "\n")[1] == "▌Username    jqk?/|")
  }

  @Test func tabArrowsAndEscMoveBetweenFieldsAndStopEditing() {
    let form = FormApp()
    form.press(.enter)
    form.press(.tab)
    #expect(form.controller?.focusedID == ListID("pass"))
    form.press(KeyEvent(.tab, .shift))
    #expect(form.controller?.focusedID == ListID("user"))
    form.press(.down, .down)
    #expect(form.controller?.focusedID == ListID("pin"))
    form.press(.up)
    #expect(form.controller?.focusedID == ListID("pass"))
    // ↓ past the last field (the note) stops editing and moves the cursor on to the choice.
    form.press(.down, .down, .down)
    #expect(form.controller?.focusedID == nil)
    #expect(form.list?.selectedID == ListID("size"))
    form.press(.up, .enter)
    #expect(form.controller?.focusedID == ListID("note"))
    form.press(.escape)
    #expect(form.controller?.focusedID == nil)
    #expect(form.app.depth == 1)  // Esc stopped editing; it did not go back
    #expect(form.app.cursor == nil)
  }

  @Test func enterGoesToTheNextFieldAndTheLastOneSubmits() {
    let form = FormApp()
    form.press(.enter)
    form.type("ann")
    form.press(.enter)
    #expect(form.controller?.focusedID == ListID("pass"))
    form.list?.controller.focus(ListID("note"))
    form.type("one")
    form.press(KeyEvent(.enter, .alt))
    form.type("two")
    #expect(form.screen.note == "one\ntwo")
    form.press(.enter)
    #expect(form.screen.log == ["submit:note"])
    #expect(form.controller?.focusedID == ListID("note"))
  }

  @Test func aNumberFieldRefusesLettersAndLengthWithFeedbackKeepingItsText() {
    let form = FormApp()
    form.controller?.focus(ListID("pin"))
    form.type("12ab")
    #expect(form.screen.pin == "12")
    #expect(form.list?.editFeedback == TextRefusal.characters(kind: .number).message)
    #expect(form.frame().split(separator: "\n").last?.contains("Only") == true)
    form.type("3")
    #expect(form.list?.editFeedback == nil)
    form.paste("4567")
    #expect(form.screen.pin == "1234")
    #expect(form.list?.editFeedback == "At most 4 characters")
    // At the maximum, a paste in the middle cuts nothing that was there.
    form.press(.home)
    form.paste("9")
    #expect(form.screen.pin == "1234")
  }

  @Test func theCaretIsTheTerminalCursorAfterWideCharacters() {
    let form = FormApp()
    form.press(.enter)
    form.type("漢字a")
    // The field starts at column 13 of line 1; 漢 and 字 take two columns each.
    #expect(form.app.render().plainText().split(separator: "\n")[1] == "▌Username    漢字a")
    #expect(form.app.cursor == CursorPosition(x: 18, y: 1))
    form.press(.left)
    _ = form.app.render()
    #expect(form.app.cursor == CursorPosition(x: 17, y: 1))
    form.press(.left)
    _ = form.app.render()
    #expect(form.app.cursor == CursorPosition(x: 15, y: 1))
    form.press(KeyEvent(.character("a"), .control))
    _ = form.app.render()
    #expect(form.app.cursor == CursorPosition(x: 13, y: 1))
  }

  @Test func theFooterShowsTheEditingKeys() {
    let form = FormApp(width: 80)
    form.press(.enter)
    #expect(
      form.frame().split(separator: "\n").last
        == " ⏎ next   tab next field   esc stop editing   ctrl-w/u/k delete")
    form.controller?.focus(ListID("note"))
    #expect(
      form.frame().split(separator: "\n").last
        == " ⏎ submit  alt-⏎ new line  ↑ previous field  tab next field  esc stop editing")
    let ascii = FormApp(width: 80, glyphs: .ascii)
    ascii.controller?.focus(ListID("note"))
    #expect(
      ascii.frame().split(separator: "\n").last?.hasPrefix(" enter submit")
        == true)
  }

  @Test func choicesAndSteppersChangeWithTheArrows() {
    let form = FormApp()
    form.list?.controller.focus(nil)
    while form.list?.selectedID != ListID("size") { form.press(.down) }
    form.press(.right)
    #expect(form.screen.size == ListID("l"))
    form.press(.right)  // at the end it stays
    #expect(form.screen.size == ListID("l"))
    form.press(.left, .left)
    #expect(form.screen.size == ListID("s"))
    form.press(.down, .right, .character("+"), .character("+"))
    #expect(form.screen.guests == 3)  // clamped at the top of 1...3
    form.press(.character("-"))
    #expect(form.screen.guests == 2)
  }

  @Test func aChoiceTooWideForItsSegmentsPushesItsChecklist() async {
    let form = FormApp(width: 20)
    while form.list?.selectedID != ListID("size") { form.press(.down) }
    form.press(.enter)
    await form.app.idle()
    #expect(form.app.depth == 2)
    #expect(form.app.topScreen?.title == "Size")
    // The cursor starts on the checked option, so Enter by habit keeps the choice.
    #expect(form.list?.selectedID == ListID("m"))
    form.press(.down, .enter)  // Large
    await form.app.idle()
    #expect(form.app.depth == 1)
    #expect(form.screen.size == ListID("l"))
    #expect(form.frame().contains("Size      Large ›"))
  }

  @Test func theButtonWaitsUntilTheFormIsFilled() {
    let form = FormApp()
    form.list?.selectLast()
    #expect(form.list?.selectedID == ListID("guests"))  // the disabled button takes no cursor
    form.controller?.focus(ListID("user"))
    form.type("ann")
    form.press(.tab)
    form.type("pw")
    form.press(.escape)
    form.list?.selectLast()
    #expect(form.list?.selectedID == ListID("go"))
    form.press(.enter)
    #expect(form.screen.log == ["signIn"])
  }

  @Test func aClickFocusesAFieldAndAClickElsewhereStopsEditing() {
    let form = FormApp()
    form.app.handle(.mouse(MouseEvent(.press(.left), x: 20, y: 2)))
    #expect(form.controller?.focusedID == ListID("pass"))
    form.app.handle(.mouse(MouseEvent(.press(.left), x: 5, y: 6)))
    #expect(form.controller?.focusedID == nil)
  }
}

/// A screen's `initialCursor` is where the terminal's cursor starts; a row that cannot take the
/// cursor is passed over for the first one that can.
@MainActor
@Suite struct InitialCursorTests {
  @MainActor final class Picker: Screen {
    let title = "Picker"
    let start: ListID?
    init(start: ListID?) { self.start = start }
    var initialCursor: ListID? { start }
    var content: ListContent {
      Section(id: "s") {
        for index in 0..<30 { Row(id: index, TextItem("Option \(index)")) }
        Row(id: "off", ButtonItem("Off", isEnabled: false))
      }
    }
  }

  @Test func theCursorStartsOnTheRowTheScreenNamesAndItShows() {
    let app = TerminalApp(root: Picker(start: ListID(25)), width: 40, height: 10)
    #expect(app.stack.last?.list.selectedID == ListID(25))
    #expect(app.render().plainText().contains("▌Option 25"))
  }

  @Test func aRowThatCannotTakeTheCursorStartsItOnTheFirst() {
    for start in [ListID("off"), ListID("missing"), nil] {
      let app = TerminalApp(root: Picker(start: start), width: 40, height: 10)
      #expect(app.stack.last?.list.selectedID == ListID(0))
    }
  }
}
