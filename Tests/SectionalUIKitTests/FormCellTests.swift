import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

@MainActor
@Suite("SectionalUIKit's form cells on the behaving UIKit surface")
struct FormCellTests {
  func liaised(_ rows: [Row]) throws -> LiaisedTable {
    try LiaisedTable(ListContent(sections: [Section(id: "s", rows: rows)]), height: 480)
  }

  func field(_ host: LiaisedTable, _ row: Int) throws -> UITextField {
    let cell = try #require(host.table.cellForRow(at: path(0, row)))
    return try #require(HostedForm.firstView(of: UITextField.self, in: cell))
  }

  @Test("Each kind sets iOS's content type, keyboard, capitalization, correction, secure entry")
  func kinds() throws {
    let kinds: [TextFieldKind] = [.plain, .email, .password, .newPassword, .number, .phone, .url]
    let host = try liaised(
      kinds.enumerated().map { index, kind in
        Row(id: "f\(index)", TextFieldItem("Field", text: "", kind: kind))
      })
    let fields = try kinds.indices.map { try field(host, $0) }
    #expect(
      fields.map(\.textContentType) == [
        nil, .emailAddress, .password, .newPassword, nil,
        .telephoneNumber, .URL,
      ])
    #expect(
      fields.map(\.keyboardType) == [
        .default, .emailAddress, .default, .default, .numberPad,
        .phonePad, .URL,
      ])
    #expect(fields.map(\.isSecureTextEntry) == [false, false, true, true, false, false, false])
    #expect(fields[0].autocapitalizationType == .sentences)
    #expect(fields[1].autocapitalizationType == .none && fields[1].autocorrectionType == .no)
    // Next while a field follows, Done on the last.
    #expect(fields.map(\.returnKeyType) == Array(repeating: .next, count: 6) + [.done])
  }

  @Test("A submit label the field sets wins; a disabled field cannot edit; the message shows")
  func labelsAndStates() throws {
    let host = try liaised([
      Row(id: "search", TextFieldItem("Search", text: "", submitLabel: .search)),
      Row(
        id: "off", TextFieldItem("Off", text: "x", message: "Required", isEnabled: false)),
    ])
    #expect(try field(host, 0).returnKeyType == .search)
    let off = try field(host, 1)
    #expect(!off.isEnabled)
    #expect(throws: SurfaceDriverError.controlDisabled) { try off.userTapToEdit() }
    let cell = try #require(host.table.cellForRow(at: path(0, 1)))
    #expect(HostedForm.labels(in: cell) == ["Off", "Required"])
  }

  @Test("Letters typed into a number field are refused: the field and the row keep the digits")
  func numberField() throws {
    let log = EventLog()
    let host = try liaised([
      Row(id: "age", TextFieldItem("Age", text: "", kind: .number, maxLength: 3))
        .onChange(String.self) { log.entries.append("age \($0)") }
    ])
    let age = try field(host, 0)
    try age.userTapToEdit()
    try age.userType("4a")
    // The refusal says why under the field, until the next accepted keystroke.
    let cell = try #require(host.table.cellForRow(at: path(0, 0)))
    #expect(HostedForm.labels(in: cell) == ["Age", "Only whole numbers here"])
    try age.userType("2")
    #expect(HostedForm.labels(in: cell) == ["Age"])
    #expect(age.text == "42")
    #expect(log.take() == ["age 4", "age 42"])
    try age.userPaste("19x99")
    #expect(age.text == "421")
    #expect(log.take() == ["age 421"])
    // A megabyte pasted keeps what the maximum length allows, and nothing is lost.
    try age.userSelectAll()
    try age.userPaste(String(repeating: "7", count: 1 << 20))
    #expect(age.text == "777")
    #expect(log.take() == ["age 777"])
  }

  @Test("A choice that fits shows segments; a tap on one reaches the row as its option's id")
  func segmentedChoice() throws {
    let host = HostedForm()
    let cell = try #require(host.cell("sort", as: UITableViewCell.self))
    let segments = try #require(HostedForm.firstView(of: UISegmentedControl.self, in: cell))
    #expect(!segments.isHidden && segments.numberOfSegments == 2)
    #expect(segments.selectedSegmentIndex == 0)
    try segments.userSelectSegment(1)
    #expect(host.form.log == ["sort date"])
    #expect(segments.selectedSegmentIndex == 1)
  }

  @Test("A choice shown as a menu pushes its checklist; a choice there pops it and reaches the row")
  func menuChoice() throws {
    let host = HostedForm { $0.sortStyle = .menu }
    let cell = try #require(host.cell("sort", as: UITableViewCell.self))
    #expect(HostedForm.labels(in: cell) == ["Sort", "Name"])
    #expect(cell.accessoryType == .disclosureIndicator)
    let sort = try #require(host.controller.content.path(of: ListID("sort")))
    try host.table.tapRow(at: sort.indexPath)
    #expect(host.navigation.viewControllers.count == 2)
    let checklist = try #require(host.navigation.topViewController as? ScreenViewController)
    let table = try #require(checklist.view as? UITableView)
    table.frame = host.window.bounds
    table.layoutIfNeeded()
    try table.tapRow(at: path(0, 1))
    #expect(host.form.log == ["sort date"])
    #expect(host.navigation.viewControllers.count == 1)
    host.window.layoutIfNeeded()
    let shown = try #require(host.cell("sort", as: UITableViewCell.self))
    #expect(HostedForm.labels(in: shown) == ["Sort", "Date"])
    #expect(host.table.indexPathsForSelectedRows == nil)
  }

  @Test("A stepper's taps reach the row as the stepped value, within the range")
  func stepper() throws {
    let host = HostedForm()
    let cell = try #require(host.cell("guests", as: UITableViewCell.self))
    let stepper = try #require(HostedForm.firstView(of: UIStepper.self, in: cell.contentView))
    try stepper.userIncrement()
    try stepper.userIncrement()
    #expect(throws: SurfaceDriverError.stepperAtLimit) { try stepper.userIncrement() }
    #expect(host.form.log == ["guests 2", "guests 3"])
    #expect(HostedForm.labels(in: cell) == ["Guests", "3"])
  }

  @Test("A disabled button's row cannot be selected; once enabled, a tap runs its handler")
  func button() throws {
    let host = HostedForm()
    let signIn = try #require(host.controller.content.path(of: ListID("signIn")))
    try host.table.tapRow(at: signIn.indexPath)
    #expect(host.form.log.isEmpty)
    #expect(host.table.indexPathsForSelectedRows == nil)
    host.form.username = "ann"
    host.form.password = "pw"
    host.root.refresh()
    try host.table.tapRow(at: signIn.indexPath)
    #expect(host.form.log == ["sign in"])
  }
}
