import Sectional
import SectionalTesting
import Testing

/// A test focuses a field, types into it (through the field's own admission, as renderers do),
/// clears it and presses Return; the headless table never reloads the field being edited.
@MainActor
@Suite struct FieldTests {
  /// A sign-in form: user name, password, a PIN (digits, at most 4), and a button. Every row
  /// writes the events it hears to `log`.
  final class SignIn: Screen {
    let title = "Sign In"
    var username = ""
    var password = ""
    var pin = ""
    var showsPIN = true
    var showsPassword = true
    var uppercases = false
    var submitted: [String] = []
    var log: [String] = []

    func logged(_ row: Row) -> Row {
      RowEvent.allCases.reduce(row) { row, event in
        row.on(event) { [unowned self] context in
          log.append("\(event) \(context.id(as: String.self) ?? "?")")
        }
      }
    }

    var content: ListContent {
      Section(id: "form") {
        logged(
          Row(id: "username", TextFieldItem("User name", text: username))
            .onChange(String.self) { [unowned self] in username = uppercases ? $0.uppercased() : $0
            })
        if showsPassword {
          logged(
            Row(id: "password", TextFieldItem("Password", text: password, kind: .password))
              .onChange(String.self) { [unowned self] in password = $0 })
        }
        if showsPIN {
          logged(
            Row(id: "pin", TextFieldItem("PIN", text: pin, kind: .number, maxLength: 4))
              .onChange(String.self) { [unowned self] in pin = $0 }
              .onSubmit { [unowned self] _ in submitted.append("\(username):\(password):\(pin)") })
        }
        logged(Row(id: "sign-in", ButtonItem("Sign In", isEnabled: !username.isEmpty)))
      }
    }
  }

  func signIn(_ app: ScreenTestHost) throws -> SignIn {
    try #require(app.screen as? SignIn)
  }

  @Test func focusTypeAndReturnWalkTheFormAndTheLastFieldSubmits() throws {
    let app = ScreenTestHost(SignIn())
    let screen = try signIn(app)
    try app.focus(.id("username"))
    #expect(app.focusedID == ListID("username"))
    try app.type("ann")
    try app.pressReturn()
    #expect(app.focusedID == ListID("password"))
    try app.type("pw")
    try app.pressReturn()
    try app.type("12")
    try app.pressReturn()
    #expect(screen.username == "ann")
    #expect(screen.password == "pw")
    #expect(screen.submitted == ["ann:pw:12"])
    #expect(app.focusedID == ListID("pin"))
    #expect(app.table.focusChanges == ["username", "password", "pin"].map { ListID($0) })
    #expect(
      screen.log.filter { $0.hasPrefix("did") && !$0.hasPrefix("didEnd") } == [
        "didFocus username", "didBlur username", "didFocus password", "didBlur password",
        "didFocus pin",
      ])
    #expect(screen.log.filter { $0.hasPrefix("valueChanged") }.count == 7)
    #expect(app.table.violations.isEmpty)
  }

  @Test func typingGoesThroughTheFieldsAdmissionAsOnEveryRenderer() throws {
    let app = ScreenTestHost(SignIn())
    let screen = try signIn(app)
    try app.focus(.id("pin"))
    #expect(try app.type("1a2") == .characters(kind: .number))
    #expect(try app.type("345") == .tooLong(maxLength: 4))
    #expect(screen.pin == "1234")
    #expect(app.editingText == "1234")
    try app.focus(.id("username"))
    #expect(try app.paste("ann\u{1B}\nlee") == nil)
    #expect(screen.username == "ann lee")
  }

  @Test func clearAndReplaceTheFocusedField() throws {
    let app = ScreenTestHost(SignIn())
    let screen = try signIn(app)
    try app.focus(.id("username"))
    try app.type("ann")
    try app.clearText()
    #expect(screen.username == "")
    try app.replaceText(with: "bob")
    #expect(screen.username == "bob")
    #expect(app.editingText == "bob")
  }

  @Test func theFocusedRowUpdatesInPlaceAndIsNeverReloaded() throws {
    let app = ScreenTestHost(SignIn())
    let screen = try signIn(app)
    screen.uppercases = true
    try app.focus(.id("username"))
    screen.log.removeAll()
    try app.type("ab")
    // The screen formats what was typed: the editor shows it at once.
    #expect(screen.username == "AB")
    #expect(app.editingText == "AB")
    // A change the screen makes itself shows in the editor without ending editing.
    screen.username = ""
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    #expect(app.editingText == "")
    #expect(app.focusedID == ListID("username"))
    // The row hears that its content changed (`reload`), but the table does not reload its
    // cell: no display events, which a reload of a shown cell sends.
    let usernameEvents = screen.log.filter { $0.hasSuffix(" username") }
    #expect(
      usernameEvents == [
        "valueChanged username", "reloaded username", "valueChanged username", "reloaded username",
        "reloaded username",
      ])
    // The button the first letter enabled was reloaded as any row is.
    #expect(screen.log.contains("reloaded sign-in"))
    #expect(screen.log.contains("configure sign-in"))
  }

  @Test func aScreenThatIgnoresEditsKeepsWhatWasTypedInTheEditor() throws {
    final class Ignoring: Screen {
      let title = "Ignoring"
      var content: ListContent {
        Section(id: "s") { Row(id: "name", TextFieldItem("Name", text: "")) }
      }
    }
    let app = ScreenTestHost(Ignoring())
    try app.focus(.id("name"))
    try app.type("hi")
    #expect(app.editingText == "hi")
  }

  @Test func whenTheFocusedFieldIsRemovedFocusMovesToTheNextFieldOrToNone() throws {
    let app = ScreenTestHost(SignIn())
    let screen = try signIn(app)
    try app.focus(.id("password"))
    screen.showsPassword = false
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    // The next field in content order takes focus.
    #expect(app.focusedID == ListID("pin"))
    #expect(screen.log.suffix(2) == ["didBlur password", "didFocus pin"])
    screen.showsPIN = false
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    // No field follows the PIN: editing ends.
    #expect(app.focusedID == nil)
    #expect(app.editingText == nil)
    #expect(app.table.focusChanges == ["password", "pin", nil].map { $0.map { ListID($0) } })
    #expect(app.table.violations.isEmpty)
  }

  @Test func tappingAFieldsRowFocusesItsFieldAndLeavesNoSelection() throws {
    let app = ScreenTestHost(SignIn())
    let screen = try signIn(app)
    try app.tap(.id("password"))
    #expect(app.focusedID == ListID("password"))
    #expect(app.selection == nil)
    #expect(screen.log.contains("didSelect password"))
    #expect(screen.log.last == "didFocus password")
  }

  @Test func tabMovesToTheNextFieldAndWraps() throws {
    let app = ScreenTestHost(SignIn())
    try app.pressTab()
    #expect(app.focusedID == ListID("username"))
    try app.pressTab(backward: true)
    #expect(app.focusedID == ListID("pin"))
    try app.pressTab()
    #expect(app.focusedID == ListID("username"))
    app.endEditing()
    #expect(app.focusedID == nil)
  }

  @Test func fieldInteractionsWithoutAFieldNameTheProblem() throws {
    let app = ScreenTestHost(SignIn())
    let failure = #expect(throws: HeadlessTableView.FieldFailure.self) { try app.type("x") }
    #expect(failure?.description == "type: no field has focus")
    #expect(throws: HeadlessTableView.FieldFailure.self) { try app.focus(.id("sign-in")) }
    #expect(throws: HeadlessTableView.MissingRow.self) { try app.focus(.id("nothing")) }
    #expect(throws: HeadlessTableView.FieldFailure.self) { try app.pressReturn() }
    #expect(app.focusedID == nil)
  }
}
