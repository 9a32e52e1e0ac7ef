import Sectional
import Testing

@testable import SectionalTerminal

/// Defects a QA pass found in the terminal's fields, each pinned by the test that showed it.
@MainActor
@Suite struct FieldQADefectTests {
  /// A sign-in form that focuses its password as it opens, as a form whose username is
  /// already filled does.
  @MainActor final class PasswordFirst: Screen {
    let title = "Sign In"
    var username = "ab"
    var password = ""

    var content: ListContent {
      Section(id: "form") {
        Row(id: "user", TextFieldItem("Username", text: username))
          .onChange(String.self) { [unowned self] in username = $0 }
        Row(id: "pass", TextFieldItem("Password", text: password, kind: .password))
          .onChange(String.self) { [unowned self] in password = $0 }
      }
    }

    func attach(_ context: ScreenContext) {
      context.focus("pass")
    }
  }

  /// A root screen whose one row opens the form.
  @MainActor final class Opener: Screen {
    let title = "Settings"
    let form = PasswordFirst()

    var content: ListContent {
      Section(id: "s") {
        Row(id: "log-in", TextItem("Log In"))
          .onSelect { [unowned self] context in context.presenter.push(form) }
      }
    }
  }

  @Test func aScreenThatFocusesAFieldAsItOpensHasTheCursorOnThatField() {
    let root = Opener()
    let app = TerminalApp(root: root, width: 40, height: 10)
    app.handle(.key(KeyEvent(.enter)))
    #expect(app.stack.last?.controller.focusedID == ListID("pass"))
    #expect(app.stack.last?.list.selectedID == ListID("pass"))
    for character in "cd" { app.handle(.key(KeyEvent(.character(character)))) }
    #expect(root.form.password == "cd")
    #expect(root.form.username == "ab")
  }

  @Test func qIsALetterWhileTypingInATerminalTooSmallToShowTheField() {
    let form = FormApp()
    form.press(.enter)
    form.app.handle(.resize(TerminalSize(columns: 11, rows: 5)))
    #expect(form.app.handle(.key(KeyEvent(.character("q")))) == .continue)
    #expect(form.app.render().plainText().contains("ctrl-c qui"))
    form.app.handle(.resize(TerminalSize(columns: 40, rows: 16)))
    #expect(form.controller?.focusedID == ListID("user"))
    // Not typing: q quits as the notice says.
    form.press(.escape)
    form.app.handle(.resize(TerminalSize(columns: 10, rows: 5)))
    #expect(form.app.handle(.key(KeyEvent(.character("q")))) == .quit)
  }

  @Test func theWordKeysTreatAPasswordAsOneWord() {
    var editor = LineEditor("ab cd efg")
    editor.isSecure = true
    #expect(editor.wordStart(before: 9) == 0)
    #expect(editor.wordEnd(after: 0) == 9)
    _ = editor.handle(KeyEvent(.character("w"), .control), width: 20)
    #expect(editor.text == "")
    var plain = LineEditor("ab cd efg")
    _ = plain.handle(KeyEvent(.character("w"), .control), width: 20)
    #expect(plain.text == "ab cd ")
  }

  @Test func aHugePasteIntoAFieldWithoutAMaximumKeepsTheDefaultAndTheTextAroundTheCaret() {
    let form = FormApp()
    form.press(.enter)
    form.press(KeyEvent(.character("u"), .control))
    form.type("HEAD")
    form.press(.left, .left)
    form.paste(String(repeating: "abcdefghij", count: 100_000))
    let text = form.screen.username
    #expect(text.count == TextFieldItem.defaultMaxLength)
    #expect(text.hasPrefix("HEab"))
    #expect(text.hasSuffix("AD"))
  }
}
