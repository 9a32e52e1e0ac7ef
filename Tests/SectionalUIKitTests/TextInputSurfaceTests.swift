import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A text field delegate that records UIKit's calls and can refuse some.
final class RecordingFieldDelegate: NSObject, UITextFieldDelegate {
  var calls: [String] = []
  var allowsBeginning = true
  var refusedCharacters: Set<Character> = []

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    calls.append("shouldBegin")
    return allowsBeginning
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    calls.append("didBegin")
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    calls.append("shouldChange \(range.location),\(range.length) \"\(string)\"")
    return !string.contains(where: refusedCharacters.contains)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    calls.append("shouldReturn")
    return false
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    calls.append("didEnd")
  }
}

/// Keyboard frames a notification observer received.
@MainActor
final class FrameLog {
  var entries: [CGRect] = []
}

/// A cell holding one text field, for the surface's own tests.
final class FieldTestCell: UITableViewCell {
  let field = UITextField()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(field)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.addSubview(field)
  }
}

@MainActor
@Suite("The UIKit surface's text input, first responder, keyboard and controls behave as UIKit")
struct TextInputSurfaceTests {
  func fieldInWindow() -> (UIWindow, UITextField, RecordingFieldDelegate) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let field = UITextField()
    let delegate = RecordingFieldDelegate()
    field.delegate = delegate
    window.addSubview(field)
    return (window, field, delegate)
  }

  @Test("A tap asks the delegate, then the field begins editing; a second field takes over")
  func beginAndEnd() throws {
    let (window, field, delegate) = fieldInWindow()
    try field.userTapToEdit()
    #expect(field.isFirstResponder)
    #expect(delegate.calls == ["shouldBegin", "didBegin"])
    let other = UITextField()
    let otherDelegate = RecordingFieldDelegate()
    other.delegate = otherDelegate
    window.addSubview(other)
    try other.userTapToEdit()
    #expect(delegate.calls == ["shouldBegin", "didBegin", "didEnd"])
    #expect(otherDelegate.calls == ["shouldBegin", "didBegin"])
    #expect(!field.isFirstResponder && other.isFirstResponder)
    #expect(window.firstResponderForTesting === other)
  }

  @Test("A field outside a window, disabled, or refused by its delegate does not edit")
  func refusals() throws {
    let loose = UITextField()
    #expect(loose.canBecomeFirstResponder)
    #expect(!loose.becomeFirstResponder())
    #expect(!UIView().canBecomeFirstResponder)
    let (window, field, delegate) = fieldInWindow()
    defer { withExtendedLifetime(window) {} }
    delegate.allowsBeginning = false
    #expect(throws: SurfaceDriverError.refusedFirstResponder) { try field.userTapToEdit() }
    field.isEnabled = false
    #expect(throws: SurfaceDriverError.controlDisabled) { try field.userTapToEdit() }
    #expect(throws: SurfaceDriverError.notFirstResponder) { try field.userType("a") }
  }

  @Test("Typing asks the delegate per keystroke; a refused keystroke changes nothing")
  func typing() throws {
    let (window, field, delegate) = fieldInWindow()
    defer { withExtendedLifetime(window) {} }
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    try field.userTapToEdit()
    delegate.refusedCharacters = ["x"]
    try field.userType("axb")
    #expect(field.text == "ab")
    #expect(changes == 2)
    #expect(
      delegate.calls.suffix(3) == [
        "shouldChange 0,0 \"a\"", "shouldChange 1,0 \"x\"",
        "shouldChange 1,0 \"b\"",
      ])
    try field.userPlaceCaret(at: 1)
    try field.userDeleteBackward()
    #expect(field.text == "b")
    try field.userSelectAll()
    try field.userPaste("new")
    #expect(field.text == "new")
    try field.userPressReturn()
    #expect(delegate.calls.last == "shouldReturn")
  }

  @Test("Setting the text calls no delegate and puts the caret at the end")
  func settingText() throws {
    let (window, field, delegate) = fieldInWindow()
    defer { withExtendedLifetime(window) {} }
    try field.userTapToEdit()
    field.text = "héllo"
    #expect(delegate.calls == ["shouldBegin", "didBegin"])
    let caret = field.selectedTextRange.map {
      field.offset(from: field.beginningOfDocument, to: $0.end)
    }
    #expect(caret == 5)
  }

  @Test("Composition marks text; committing it goes through the delegate")
  func composition() throws {
    let (window, field, delegate) = fieldInWindow()
    defer { withExtendedLifetime(window) {} }
    try field.userTapToEdit()
    try field.userCompose("にほ")
    #expect(field.markedTextRange != nil)
    #expect(field.text == "にほ")
    try field.userCommitComposition("日本")
    #expect(field.markedTextRange == nil)
    #expect(field.text == "日本")
    #expect(delegate.calls.last == "shouldChange 0,2 \"日本\"")
  }

  @Test("A field in a cell that is reloaded loses first responder and ends editing")
  func reloadEndsEditing() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(table)
    table.register(FieldTestCell.self, forCellReuseIdentifier: "field")
    let source = CountsDataSource([3], identifier: "field")
    table.dataSource = source
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: path(0, 1)) as? FieldTestCell)
    let delegate = RecordingFieldDelegate()
    cell.field.delegate = delegate
    try cell.field.userTapToEdit()
    table.performBatchUpdates({ table.reloadRows(at: [path(0, 1)], with: .automatic) })
    #expect(!cell.field.isFirstResponder)
    #expect(delegate.calls.last == "didEnd")
    #expect(table.raisedExceptions.isEmpty)
  }

  @Test("Keyboard notifications carry the keyboard's end frame")
  func keyboardNotifications() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let frames = FrameLog()
    let frameKey = UIResponder.keyboardFrameEndUserInfoKey
    let token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { note in
      if let frame = note.userInfo?[frameKey] as? CGRect {
        MainActor.assumeIsolated { frames.entries.append(frame) }
      }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    window.keyboardWillShow(height: 200)
    window.keyboardWillHide()
    #expect(
      frames.entries == [
        CGRect(x: 0, y: 280, width: 320, height: 200), CGRect(x: 0, y: 480, width: 320, height: 0),
      ])
  }

  @Test("A stepper stays within its range; a segmented control reports a new segment")
  func controls() throws {
    let stepper = UIStepper()
    stepper.minimumValue = 0
    stepper.maximumValue = 2
    var changes = 0
    stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    try stepper.userIncrement()
    try stepper.userIncrement()
    #expect(throws: SurfaceDriverError.stepperAtLimit) { try stepper.userIncrement() }
    #expect(stepper.value == 2 && changes == 2)
    let segments = UISegmentedControl()
    segments.insertSegment(withTitle: "A", at: 0, animated: false)
    segments.insertSegment(withTitle: "B", at: 5, animated: false)
    #expect(segments.numberOfSegments == 2 && segments.titleForSegment(at: 1) == "B")
    #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    try segments.userSelectSegment(1)
    #expect(segments.selectedSegmentIndex == 1)
    #expect(throws: SurfaceDriverError.noSegment(2)) { try segments.userSelectSegment(2) }
  }

  @Test("Only an alert has text fields; they are the alert's, in order")
  func alertTextFields() {
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    #expect(alert.textFields == nil)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField()
    #expect(alert.textFields?.map(\.placeholder) == ["Name", nil])
    let sheet = UIAlertController(title: "Rename", message: nil, preferredStyle: .actionSheet)
    sheet.addTextField()
    #expect(sheet.textFields == nil)
    #expect(sheet.surfaceProblems.count == 1)
  }
}
