import Sectional

@testable import SectionalTerminal

/// A sign-in form that keeps its values as state, for the terminal's editing tests: a username,
/// a password, a PIN (digits, at most 4), a note (a text area), a choice, a stepper and a
/// button enabled once both username and password are filled. `rows` more plain rows follow.
@MainActor
final class FormScreen: Screen {
  let title = "Sign In"
  var username = ""
  var password = ""
  var pin = ""
  var note = ""
  var size = ListID("m")
  var guests = 2
  var showsPassword = true
  var rows = 0
  /// What the screen heard: "submit:<row>", "signIn".
  var log: [String] = []
  /// How often the username's row stopped being displayed (a reload with a component of
  /// another type shows it again).
  var usernameDisplayEnds = 0
  /// How often the username's row was configured (shown, or configured again by a reload).
  var usernameConfigures = 0

  init(rows: Int = 0) {
    self.rows = rows
  }

  var content: ListContent {
    Section(id: "form") {
      Row(id: "user", TextFieldItem("Username", text: username, placeholder: "name"))
        .onChange(String.self) { [unowned self] in username = $0 }
        .on(.didEndDisplaying) { [unowned self] _ in usernameDisplayEnds += 1 }
        .on(.configure) { [unowned self] _ in usernameConfigures += 1 }
      if showsPassword {
        Row(id: "pass", TextFieldItem("Password", text: password, kind: .password))
          .onChange(String.self) { [unowned self] in password = $0 }
          .onSubmit { [unowned self] _ in log.append("submit:pass") }
      }
      Row(id: "pin", TextFieldItem("PIN", text: pin, kind: .number, maxLength: 4))
        .onChange(String.self) { [unowned self] in pin = $0 }
      Row(id: "note", TextAreaItem("Note", text: note, placeholder: "Add a note", lines: 1...3))
        .onChange(String.self) { [unowned self] in note = $0 }
        .onSubmit { [unowned self] _ in log.append("submit:note") }
      Row(id: "size", ChoiceItem("Size", options: FormFixtures.sizes, selection: size))
        .onChange(ListID.self) { [unowned self] in size = $0 }
      Row(id: "guests", StepperItem("Guests", value: guests, in: 1...3))
        .onChange(Int.self) { [unowned self] in guests = $0 }
      Row(id: "go", ButtonItem("Sign In", isEnabled: !username.isEmpty && !password.isEmpty))
        .onSelect { [unowned self] _ in log.append("signIn") }
    }
    if rows > 0 {
      Section(id: "more") {
        for index in 0..<rows { Row(id: index, TextItem("Row \(index)")) }
      }
    }
  }
}

/// An app showing a ``FormScreen``, with helpers to type and look.
@MainActor
struct FormApp {
  let screen: FormScreen
  let app: TerminalApp

  init(rows: Int = 0, width: Int = 40, height: Int = 16, glyphs: Glyphs = .unicode) {
    screen = FormScreen(rows: rows)
    app = TerminalApp(
      root: screen, width: width, height: height, options: TerminalApp.Options(glyphs: glyphs))
  }

  var list: ListView? { app.stack.last?.list }

  var controller: ListController? { app.stack.last?.controller }

  func press(_ keys: KeyEvent...) {
    for key in keys { app.handle(.key(key)) }
  }

  func press(_ keys: TerminalKey...) {
    for key in keys { app.handle(.key(KeyEvent(key))) }
  }

  func type(_ text: String) {
    for character in text { app.handle(.key(KeyEvent(.character(character)))) }
  }

  func paste(_ text: String) {
    app.handle(.paste(text))
  }

  /// The frame as plain text, with the caret drawn as `|` where the terminal's cursor shows.
  func frame() -> String {
    var buffer = app.render()
    if let cursor = app.cursor {
      buffer.set(Cell("|"), x: cursor.x, y: cursor.y)
    }
    return buffer.plainText()
  }
}
