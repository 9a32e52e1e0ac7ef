import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

@MainActor
@Suite("Forms in SectionalUIKit: editing, focus and the keyboard on the behaving UIKit surface")
struct FormEditingTests {
  @Test("Typing reaches the screen as values; the rebuild that follows never ends editing")
  func editingContinues() throws {
    let host = HostedForm()
    let field = try #require(host.field("username"))
    try field.userTapToEdit()
    #expect(host.controller.focusedID == ListID("username"))
    try field.userType("ann")
    // Each keystroke rebuilt the form (the Sign In button, the field's row): the field kept
    // first responder, its text and its caret.
    #expect(host.form.log == ["username a", "username an", "username ann"])
    #expect(host.form.usernameCellsGone == 0)
    #expect(field.isFirstResponder)
    #expect(host.field("username") === field)
    #expect(field.text == "ann")
    #expect(HostedForm.caret(of: field) == 3)
    try field.userPlaceCaret(at: 1)
    try field.userType("x")
    #expect(field.text == "axnn" && HostedForm.caret(of: field) == 2)
    #expect(host.controller.focusedID == ListID("username"))
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test("A footer that changes with every keystroke is drawn again; editing continues")
  func footerChanges() throws {
    let host = HostedForm { $0.showsHint = true }
    let field = try #require(host.field("password"))
    let footer = {
      (host.table.footerView(forSection: 0)?.contentConfiguration as? UIListContentConfiguration)?
        .text
    }
    #expect(footer() == "0 of 4 characters")
    try field.userTapToEdit()
    try field.userType("ab")
    #expect(footer() == "2 of 4 characters")
    #expect(field.isFirstResponder && field.text == "ab")
    #expect(host.field("password") === field)
    #expect(host.form.log == ["password a", "password ab"])
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test("A value the screen changes shows at once in the field being edited, caret clamped")
  func screenChangesTheValue() throws {
    let host = HostedForm()
    let field = try #require(host.field("username"))
    try field.userTapToEdit()
    try field.userType("anna")
    host.form.username = "an"
    host.root.refresh()
    #expect(field.text == "an")
    #expect(field.isFirstResponder)
    #expect(HostedForm.caret(of: field) == 2)
    host.form.username = ""
    host.root.refresh()
    #expect(field.text == "" && field.isFirstResponder && HostedForm.caret(of: field) == 0)
  }

  @Test("A rebuild that changes the edited field's message reconfigures its cell: editing goes on")
  func reconfiguredFieldKeepsFirstResponder() throws {
    let host = HostedForm()
    let field = try #require(host.field("password"))
    let cell = try #require(host.cell("password", as: UITableViewCell.self))
    try field.userTapToEdit()
    try field.userType("pw")
    let before = host.table.reconfiguredIndexPaths.count
    host.form.passwordMessage = "Wrong password"
    host.root.refresh()
    // Configured again in the cell it has (`reconfigureRows(at:)`), not reloaded: the same cell
    // and field, first responder, its text and caret; the message shows under it.
    #expect(host.table.reconfiguredIndexPaths.count > before)
    #expect(host.cell("password", as: UITableViewCell.self) === cell)
    #expect(host.field("password") === field)
    #expect(field.isFirstResponder && field.text == "pw" && HostedForm.caret(of: field) == 2)
    #expect(HostedForm.labels(in: cell).contains("Wrong password"))
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test("Marked text survives a rebuild that changes the row being composed in")
  func markedTextSurvives() throws {
    let host = HostedForm()
    let field = try #require(host.field("password"))
    try field.userTapToEdit()
    try field.userType("pw")
    try field.userCompose("にほ")
    host.form.passwordMessage = "Wrong password"
    host.root.refresh()
    #expect(field.markedTextRange != nil)
    #expect(field.text == "pwにほ")
    #expect(field.isFirstResponder)
    let cell = try #require(host.cell("password", as: UITableViewCell.self))
    #expect(HostedForm.labels(in: cell).contains("Wrong password"))
  }

  @Test("A hint shows under the field in the secondary colour; a message replaces it in red")
  func hintAndMessage() throws {
    let host = HostedForm()
    host.form.passwordHint = "At least 8 characters"
    host.root.refresh()
    let cell = try #require(host.cell("password", as: UITableViewCell.self))
    let hint = try #require(
      HostedForm.firstView(of: UILabel.self, in: cell) { $0.text == "At least 8 characters" })
    #expect(!hint.isHidden && hint.textColor == .secondaryLabel)
    host.form.passwordMessage = "Wrong password"
    host.root.refresh()
    #expect(HostedForm.labels(in: cell).contains("Wrong password"))
    #expect(!HostedForm.labels(in: cell).contains("At least 8 characters"))
    #expect(hint.textColor == .systemRed)
  }

  @Test("Return moves to the next field; Return in the last field submits")
  func returnKey() throws {
    let host = HostedForm { $0.showsMore = false }
    let username = try #require(host.field("username"))
    let password = try #require(host.field("password"))
    #expect(username.returnKeyType == .next)
    #expect(password.returnKeyType == .done)
    try username.userTapToEdit()
    try username.userPressReturn()
    #expect(password.isFirstResponder && !username.isFirstResponder)
    #expect(host.controller.focusedID == ListID("password"))
    try password.userPressReturn()
    #expect(host.form.log == ["submit"])
    #expect(password.isFirstResponder)
  }

  @Test("The first responder follows focus by id; a removed field passes focus on")
  func focusByID() throws {
    let host = HostedForm()
    let username = try #require(host.field("username"))
    let password = try #require(host.field("password"))
    host.controller.focus(ListID("username"))
    #expect(username.isFirstResponder)
    host.controller.focus(ListID("password"))
    #expect(password.isFirstResponder && !username.isFirstResponder)
    host.controller.focus(nil)
    #expect(!password.isFirstResponder)
    // A tap on the row beside the field focuses it too, and leaves no selection.
    let row = try #require(host.controller.content.path(of: ListID("password")))
    try host.table.tapRow(at: row.indexPath)
    #expect(password.isFirstResponder && host.controller.focusedID == ListID("password"))
    #expect(host.table.indexPathsForSelectedRows == nil)
    try username.userTapToEdit()
    host.form.showsUsername = false
    host.root.refresh()
    #expect(host.controller.focusedID == ListID("password"))
    #expect(password.isFirstResponder)
  }

  @Test("A field whose row becomes another component is reloaded; focus moves to the next field")
  func fieldReplaced() throws {
    let host = HostedForm()
    let username = try #require(host.field("username"))
    try username.userTapToEdit()
    try username.userType("ann")
    host.form.usernameIsFixed = true
    host.root.refresh()
    #expect(!username.isFirstResponder)
    #expect(host.controller.focusedID == ListID("password"))
    #expect(host.field("password")?.isFirstResponder == true)
    let cell = try #require(host.cell("username", as: UITableViewCell.self))
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "ann")
  }

  @Test("The keyboard insets the table and the field being edited scrolls into view above it")
  func keyboardAvoidance() throws {
    let host = HostedForm { $0.fillers = 8 }
    let field = try #require(host.field("username"))
    try field.userTapToEdit()
    host.window.keyboardWillShow(height: 216)
    #expect(host.table.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
    #expect(host.table.verticalScrollIndicatorInsets.bottom == 216)
    let cell = try #require(host.cell("username", as: UITableViewCell.self))
    let frame = cell.convert(cell.bounds, to: nil)
    #expect(frame.maxY <= 480 - 216)
    #expect(field.isFirstResponder)
    host.window.keyboardWillHide()
    #expect(host.table.contentInset.bottom == 0)
  }

  @Test("With the keyboard up, a field focused by id scrolls into view above it")
  func focusAboveTheKeyboard() throws {
    let host = HostedForm { $0.fillers = 12 }
    host.window.keyboardWillShow(height: 216)
    #expect(host.field("password") == nil)
    host.controller.focus(ListID("password"))
    let field = try #require(host.field("password"))
    #expect(field.isFirstResponder)
    let cell = try #require(host.cell("password", as: UITableViewCell.self))
    #expect(cell.convert(cell.bounds, to: nil).maxY <= 480 - 216)
  }

  @Test("A number of lines beyond the text area's first grows its row without a reload")
  func growingTextArea() throws {
    let host = HostedForm()
    let textView = try #require(host.textView("notes"))
    let cell = try #require(host.cell("notes", as: UITableViewCell.self))
    let start = cell.frame.height
    try textView.userTapToEdit()
    try textView.userType("one\ntwo\nthree")
    #expect(textView.isFirstResponder)
    #expect(host.cell("notes", as: UITableViewCell.self) === cell)
    #expect(cell.frame.height > start)
    #expect(host.form.notes == "one\ntwo\nthree")
    let three = cell.frame.height
    try textView.userType("\nfour\nfive\nsix")
    // Four lines at most: the text scrolls inside.
    let four = cell.frame.height
    #expect(four > three)
    #expect(textView.isScrollEnabled)
    try textView.userType("\nseven")
    #expect(cell.frame.height == four)
    #expect(textView.isFirstResponder)
    // The screen clears the text: the row shrinks back to its first height, still editing.
    host.form.notes = ""
    host.root.refresh()
    #expect(textView.text == "")
    #expect(cell.frame.height == start)
    #expect(!textView.isScrollEnabled && textView.isFirstResponder)
  }

  @Test("Control characters in a paste are dropped by the component's admit")
  func admission() throws {
    let host = HostedForm()
    let field = try #require(host.field("username"))
    try field.userTapToEdit()
    try field.userPaste("ann\u{1B}[31m\u{7}")
    #expect(field.text == "ann[31m")
    #expect(host.form.username == "ann[31m")
  }
}
