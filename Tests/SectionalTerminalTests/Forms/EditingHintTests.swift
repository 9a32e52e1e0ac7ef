import Sectional
import Testing

@testable import SectionalTerminal

/// The comment field's footer said "⏎ done" where Enter posts, and "↑↓ lines" on a comment of
/// one line, where ↑ stopped editing and ↓ went to the Post button. The footer now says what
/// Return and the arrows do from where the caret is.
@MainActor
@Suite struct EditingHintTests {
  @MainActor final class Compose: Screen {
    let title = "Compose"
    var text = ""
    var posted: [String] = []
    var label: SubmitLabel = .send
    var submits = true

    var content: ListContent {
      Section(id: "compose") {
        if submits {
          Row(id: "comment", TextAreaItem("Comment", text: text, lines: 2...4, submitLabel: label))
            .onChange(String.self) { [unowned self] in text = $0 }
            .onSubmit { [unowned self] _ in posted.append(text) }
        } else {
          Row(id: "comment", TextAreaItem("Comment", text: text, lines: 2...4, submitLabel: label))
            .onChange(String.self) { [unowned self] in text = $0 }
        }
        Row(id: "post", ButtonItem("Post")).onSelect { [unowned self] _ in posted.append(text) }
      }
    }
  }

  func footer(_ app: TerminalApp) -> String {
    app.render().plainText().split(separator: "\n").last.map(String.init) ?? ""
  }

  func type(_ app: TerminalApp, _ text: String) {
    for character in text { app.handle(.key(KeyEvent(.character(character)))) }
  }

  @Test func returnIsNamedForWhatItDoesAndTheArrowsForWhereTheyGo() {
    let screen = Compose()
    let app = TerminalApp(root: screen, width: 100, height: 14)
    app.stack[0].controller.focus(ListID("comment"))
    type(app, "one")
    // One line: ↑ and ↓ both leave the field (no field above or below).
    #expect(
      footer(app)
        == " ⏎ send   alt-⏎ new line   ↑↓ stop editing   esc stop editing   ctrl-w/u/k delete")
    app.handle(.key(KeyEvent(.enter, .alt)))
    type(app, "two")
    // On the second of two lines: ↑ goes up a line, ↓ leaves.
    #expect(footer(app).contains("↑ line above   ↓ stop editing"), "\(footer(app))")
    app.handle(.key(KeyEvent(.up)))
    #expect(footer(app).contains("↑ stop editing   ↓ line below"), "\(footer(app))")
    app.handle(.key(KeyEvent(.enter)))
    #expect(screen.posted == ["one\ntwo"])
  }

  @Test func anAutomaticLabelSaysSubmitAndNothingWithoutAHandler() {
    let screen = Compose()
    screen.label = .automatic
    let app = TerminalApp(root: screen, width: 100, height: 14)
    app.stack[0].controller.focus(ListID("comment"))
    #expect(footer(app).hasPrefix(" ⏎ submit   alt-⏎ new line"), "\(footer(app))")
    let silent = Compose()
    silent.submits = false
    let other = TerminalApp(root: silent, width: 100, height: 14)
    other.stack[0].controller.focus(ListID("comment"))
    // Return does nothing in the last field without a submit handler: no hint for it.
    #expect(footer(other).hasPrefix(" alt-⏎ new line"), "\(footer(other))")
  }
}
