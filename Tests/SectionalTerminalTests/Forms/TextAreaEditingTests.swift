import Sectional
import Testing

@testable import SectionalTerminal

/// A text area being edited grows with its text between its line limits, then scrolls inside
/// to keep the caret's line in view; ↑/↓ move between its lines before leaving it.
@MainActor
@Suite struct TextAreaEditingTests {
  func lines(_ form: FormApp) -> [Substring] {
    form.frame().split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test func theAreaGrowsThenScrollsKeepingTheCaretInView() {
    let form = FormApp()
    form.controller?.focus(ListID("note"))
    // Empty, the placeholder shows under the caret.
    #expect(lines(form)[4...6] == ["▌Note", "  |dd a note", " Size   Small  [Medium]  Large"])
    form.type("one")
    form.press(KeyEvent(.enter, .alt))
    form.type("two")
    #expect(lines(form)[4...7] == ["▌Note", "  one", "  two|", " Size   Small  [Medium]  Large"])
    form.press(KeyEvent(.enter, .alt))
    form.type("three")
    form.press(KeyEvent(.enter, .alt))
    form.type("four")
    // At its most lines (3) the area scrolls: the first line goes out of view.
    #expect(
      lines(form)[4...8] == [
        "▌Note", "  two", "  three", "  four|", " Size   Small  [Medium]  Large",
      ])
    #expect(form.screen.note == "one\ntwo\nthree\nfour")
    // ↑ moves within the text, scrolling back; at the first line ↑ goes to the field above.
    form.press(.up, .up, .up)
    #expect(lines(form)[5] == "  one|")
    #expect(form.controller?.focusedID == ListID("note"))
    form.press(.up)
    #expect(form.controller?.focusedID == ListID("pin"))
  }

  @Test func helpListsTheFormKeys() {
    let form = FormApp(width: 60, height: 30)
    form.press(.character("?"))
    let help = form.frame()
    #expect(help.contains("edit a field"))
    #expect(help.contains("in a field"))
    #expect(help.contains("choose an option, step a number"))
  }
}
