import Sectional
import Testing

@testable import SectionalTerminal

/// A text area whose Return inserts a new line (a commit body): Return makes the line break,
/// Alt-Return submits, and the footer says so; an ordinary text area keeps Return for moving on.
@MainActor
@Suite struct ReturnKeyTests {
  @MainActor final class Commit: Screen {
    let title = "Commit"
    var subject = ""
    var body = ""
    var returnKey: TextAreaItem.ReturnKey = .insertsNewLine
    var committed: [String] = []

    var content: ListContent {
      Section(id: "commit") {
        Row(id: "subject", TextFieldItem("Subject", text: subject))
          .onChange(String.self) { [unowned self] in subject = $0 }
        Row(id: "body", TextAreaItem("Body", text: body, lines: 3...5, returnKey: returnKey))
          .onChange(String.self) { [unowned self] in body = $0 }
          .onSubmit { [unowned self] _ in committed.append(subject + "|" + body) }
      }
    }
  }

  func press(_ app: TerminalApp, _ key: TerminalKey, _ modifiers: Modifiers = []) {
    app.handle(.key(KeyEvent(key, modifiers)))
  }

  func type(_ app: TerminalApp, _ text: String) {
    for character in text { press(app, .character(character)) }
  }

  func footer(_ app: TerminalApp) -> String {
    app.render().plainText().split(separator: "\n").last.map(String.init) ?? ""
  }

  @Test func returnBreaksTheLineAndAltReturnSubmits() {
    let screen = Commit()
    let app = TerminalApp(root: screen, width: 60, height: 14)
    app.stack[0].controller.focus(ListID("body"))
    type(app, "Fix it")
    #expect(footer(app).hasPrefix(" ⏎ new line  alt-⏎ submit"), "\(footer(app))")
    press(app, .enter)
    type(app, "Why: it broke")
    #expect(screen.body == "Fix it\nWhy: it broke")
    #expect(screen.committed.isEmpty)
    press(app, .enter, .alt)
    #expect(screen.committed == ["|Fix it\nWhy: it broke"])
  }

  @Test func anOrdinaryTextAreaKeepsReturnForMovingOn() {
    let screen = Commit()
    screen.returnKey = .movesOn
    let app = TerminalApp(root: screen, width: 60, height: 14)
    app.stack[0].controller.focus(ListID("body"))
    type(app, "Fix it")
    press(app, .enter, .alt)
    type(app, "Why")
    press(app, .enter)
    #expect(screen.body == "Fix it\nWhy")
    #expect(screen.committed == ["|Fix it\nWhy"])
  }
}
