import Sectional

extension ScreenTestHost {
  /// The id of the field that has focus on the screen on top, or `nil` when no field is edited.
  public var focusedID: ListID? { table.focusedID }

  /// What the focused field's editor holds: the typed text, or what the screen set since;
  /// `nil` when no field has focus.
  public var editingText: String? { table.editingText }

  /// Gives focus to a field of the screen on top, as a tap into it does.
  ///
  /// - Parameter address: The field's row.
  /// - Throws: ``HeadlessTableView/MissingRow`` when the screen has no such row,
  ///   ``HeadlessTableView/FieldFailure`` when it is not an enabled field.
  public func focus(_ address: RowAddress) throws {
    try table.focus(address)
  }

  /// Types `text` at the end of the focused field, a character at a time; each keystroke the
  /// field admits reaches the row's `onChange` handlers and the host rebuilds.
  ///
  /// - Parameter text: What to type.
  /// - Returns: Why the field refused some of it (letters in a number field, too long), or `nil`.
  /// - Throws: ``HeadlessTableView/FieldFailure`` when no field has focus.
  @discardableResult
  public func type(_ text: String) throws -> TextRefusal? {
    try table.type(text)
  }

  /// Pastes `text` at the end of the focused field: one edit, cleaned as the field admits it.
  ///
  /// - Parameter text: What to paste.
  /// - Returns: Why the field refused some of it, or `nil`.
  /// - Throws: ``HeadlessTableView/FieldFailure`` when no field has focus.
  @discardableResult
  public func paste(_ text: String) throws -> TextRefusal? {
    try table.paste(text)
  }

  /// Replaces the focused field's whole text.
  ///
  /// - Parameter text: The new text, cleaned as the field admits it.
  /// - Returns: Why the field refused some of it, or `nil`.
  /// - Throws: ``HeadlessTableView/FieldFailure`` when no field has focus.
  @discardableResult
  public func replaceText(with text: String) throws -> TextRefusal? {
    try table.replaceText(with: text)
  }

  /// Clears the focused field.
  ///
  /// - Throws: ``HeadlessTableView/FieldFailure`` when no field has focus.
  public func clearText() throws {
    try table.clearText()
  }

  /// Presses Return in the focused field: the next field takes focus, or the last one submits
  /// (its row's `onSubmit` handlers run) and keeps focus.
  ///
  /// - Throws: ``HeadlessTableView/FieldFailure`` when no field has focus.
  public func pressReturn() throws {
    try table.pressReturn()
  }

  /// Moves focus to the next field (the previous one with `backward`), wrapping around.
  ///
  /// - Parameter backward: `true` for Shift-Tab.
  /// - Throws: ``HeadlessTableView/FieldFailure`` when the screen has no field.
  public func pressTab(backward: Bool = false) throws {
    try table.pressTab(backward: backward)
  }

  /// Ends editing: the focused field loses focus.
  public func endEditing() {
    table.endEditing()
  }
}
