import Sectional

extension HeadlessTableView {
  /// Why a field interaction could not happen.
  public struct FieldFailure: Error, Equatable, CustomStringConvertible {
    /// What the test tried.
    public var interaction: String
    /// Why it could not be done.
    public var problem: String
    /// One line naming both.
    public var description: String { "\(interaction): \(problem)" }
  }

  /// The id of the field that has focus, or `nil` when no field is edited.
  public var focusedID: ListID? { controller.focusedID }

  /// Gives focus to a field, as a tap into its text field does: the old field hears `didBlur`,
  /// this one `didFocus`.
  ///
  /// ```swift
  /// try table.focus(.id("username"))
  /// try table.type("ann")
  /// ```
  ///
  /// - Parameter address: The field's row.
  /// - Throws: ``MissingRow`` when the table has no such row, ``FieldFailure`` when the row is
  ///   not an enabled field.
  public func focus(_ address: RowAddress) throws {
    let path = try require(address, "focus")
    guard let row = shown[path], controller.focus(row.id) else {
      throw FieldFailure(
        interaction: "focus", problem: "\(address) is not an enabled text field")
    }
  }

  /// Ends editing: the focused field hears `didBlur`.
  public func endEditing() {
    controller.focus(nil)
  }

  /// Types `text` at the end of the focused field, one character at a time as a keyboard
  /// does: each keystroke proposes the editor's text with the character appended, the field
  /// admits what it keeps (`TextFieldItem.admit(_:)`), and the row hears
  /// `valueChanged` when that differs from its text.
  ///
  /// - Parameter text: What to type; empty types nothing.
  /// - Returns: Why the field refused some of it (the last refusal), or `nil`.
  /// - Throws: ``FieldFailure`` when no field has focus.
  @discardableResult
  public func type(_ text: String) throws(FieldFailure) -> TextRefusal? {
    var refusal: TextRefusal?
    for character in text {
      let editor = try editor("type")
      refusal = propose(editor.text + String(character), at: editor.path) ?? refusal
    }
    return refusal
  }

  /// Pastes `text` at the end of the focused field: one edit for the whole text, cleaned as the
  /// field admits it.
  ///
  /// - Parameter text: What to paste.
  /// - Returns: Why the field refused some of it, or `nil`.
  /// - Throws: ``FieldFailure`` when no field has focus.
  @discardableResult
  public func paste(_ text: String) throws(FieldFailure) -> TextRefusal? {
    let editor = try editor("paste")
    return propose(editor.text + text, at: editor.path)
  }

  /// Replaces the focused field's whole text, as selecting all and typing does.
  ///
  /// - Parameter text: The new text, cleaned as the field admits it.
  /// - Returns: Why the field refused some of it, or `nil`.
  /// - Throws: ``FieldFailure`` when no field has focus.
  @discardableResult
  public func replaceText(with text: String) throws(FieldFailure) -> TextRefusal? {
    let editor = try editor("replaceText")
    return propose(text, at: editor.path)
  }

  /// Clears the focused field, as its clear button does.
  ///
  /// - Throws: ``FieldFailure`` when no field has focus.
  public func clearText() throws(FieldFailure) {
    let editor = try editor("clearText")
    propose("", at: editor.path)
  }

  /// Presses Return in the focused field: the next field in content order takes focus, or,
  /// in the last field, the row hears `submit` and focus stays.
  ///
  /// - Throws: ``FieldFailure`` when no field has focus.
  public func pressReturn() throws(FieldFailure) {
    guard let id = controller.focusedID else {
      throw FieldFailure(interaction: "pressReturn", problem: "no field has focus")
    }
    controller.submitField(id)
  }

  /// Moves focus to the next field in content order (the previous one with `backward`),
  /// wrapping around, as Tab does on a keyboard.
  ///
  /// - Parameter backward: `true` for Shift-Tab.
  /// - Throws: ``FieldFailure`` when the table shows no field.
  public func pressTab(backward: Bool = false) throws(FieldFailure) {
    guard controller.focusNextField(forward: !backward) else {
      throw FieldFailure(interaction: "pressTab", problem: "there is no field")
    }
  }

  /// The focused field's editor: its position and text.
  func editor(_ interaction: String) throws(FieldFailure) -> (path: RowPath, text: String) {
    guard let id = controller.focusedID, let path = shown.path(of: id) else {
      throw FieldFailure(interaction: interaction, problem: "no field has focus")
    }
    return (path, editingText ?? Self.text(of: shown[path]) ?? "")
  }

  /// Proposes `text` as the whole text of the field at `path`, as a renderer does after an
  /// edit: the editor shows what the field admits, then the row hears `valueChanged` (its
  /// handlers may rebuild the content, which updates the editor in place).
  @discardableResult
  func propose(_ text: String, at path: RowPath) -> TextRefusal? {
    guard let admission = shown[path]?.component.admitFieldText(text) else { return nil }
    editingText = admission.text
    controller.editText(text, at: path)
    return admission.refusal
  }

  /// The text a text field or text area shows, or `nil` for another component.
  static func text(of row: Row?) -> String? {
    row?.component.fieldText
  }

  /// Follows a focus change: the new field's editor starts with the field's text.
  func focusDidChange(to id: ListID?) {
    focusChanges.append(id)
    editingText = id.flatMap { shown.path(of: $0) }.flatMap { Self.text(of: shown[$0]) }
  }

  /// A batch reloads the focused field's row: the editor takes the row's new text in place
  /// (nothing changes when it already holds it).
  ///
  /// - Returns: `false` when the row is no longer a field (it is reloaded as any row).
  func updateEditorInPlace(_ id: ListID) -> Bool {
    guard let path = shown.path(of: id), let row = shown[path], row.component.isFocusable,
      let text = Self.text(of: row)
    else { return false }
    if editingText != text { editingText = text }
    return true
  }
}
