import Sectional

extension ListView {
  /// Whether a field is being edited: the controller's focus (`ListController.focusedID`) is
  /// on a field of this list. Every key then goes to the field's line editor; no list, screen
  /// or app key (`q`, `?`, `/`, `j`, `k`) takes it.
  public var isEditingField: Bool { editing != nil }

  /// Follows the controller's focus: a focused field starts editing (the cursor moves to its
  /// row), and editing ends when the focus goes.
  func followFocus() {
    focusObservation = controller.observeFocus { [weak self] id in
      self?.focusDidMove(to: id)
    }
    focusDidMove(to: controller.focusedID)
  }

  func focusDidMove(to id: ListID?) {
    guard let id else {
      editing = nil
      return
    }
    guard editing?.rowID != id else { return }
    let content = controller.content
    guard let path = content.path(of: id), let row = content[path],
      let text = row.component.fieldText
    else {
      editing = nil
      return
    }
    var editor = LineEditor(text, isMultiline: row.component is TextAreaItem)
    editor.isSecure = (row.component as? TextFieldItem)?.kind.isSecure == true
    editing = FieldEditing(rowID: id, editor: editor)
    editFeedback = nil
    // A field cannot be edited behind a filter that may hide it: find closes.
    if find != nil { endFind() }
    showFocusedRow()
  }

  /// Moves the cursor to the field being edited and scrolls its row into view.
  func showFocusedRow() {
    guard let (path, _) = focusedField else { return }
    if selectedPath != path {
      moveCursor(to: path)
    } else {
      revealSelection()
    }
  }

  /// After an update: the field being edited takes the text its row now has in place (the
  /// caret kept, clamped when the text got shorter); nothing changes when the editor already
  /// holds it (the user's own edit echoed back).
  func takeFocusedFieldText() {
    guard var field = editing, let (_, row) = focusedField, let text = row.component.fieldText
    else { return }
    guard text != field.editor.text else { return }
    field.editor.replaceText(text)
    editing = field
  }

  /// The row of the field being edited and its path in the drawn list.
  var focusedField: (path: RowPath, row: Row)? {
    guard let id = editing?.rowID else { return nil }
    if let hint = editingPathHint, let row = layout.content[hint], row.id == id {
      return (hint, row)
    }
    guard let path = layout.content.path(of: id), let row = layout.content[path] else {
      return nil
    }
    editingPathHint = path
    return (path, row)
  }

  /// The columns the focused field's editor lays its text out in (for ↑/↓ in a text area).
  func editorWidth(_ row: Row, section: Int) -> Int {
    let width = itemWidth(section: section)
    if row.component is TextAreaItem { return TextAreaRenderer.areaWidth(width) }
    if let field = row.component as? TextFieldItem {
      return TextFieldRenderer.columns(field, width: width).fieldWidth
    }
    return width
  }

  /// A key while a field is edited: Tab / Shift-Tab the next or previous field; ↑/↓ the field
  /// above or below (in a text area, the line above or below first; past the first or last
  /// field, editing ends and the cursor moves on); Enter `submitField` (the next field, or the
  /// row's submit); Alt-Enter a new line in a text area (the other way round in one whose
  /// `returnKey` is `.insertsNewLine`); Esc ends editing; printable keys and the line editor's
  /// keys edit. Every key is used.
  func handleEditing(_ event: KeyEvent) -> Bool {
    guard var field = editing else { return false }
    editFeedback = nil
    guard let (path, row) = focusedField else { return true }
    // A text area whose Return inserts a new line swaps the two Returns.
    var event = event
    if event.key == .enter, let area = row.component as? TextAreaItem,
      area.returnKey == .insertsNewLine
    {
      if event.modifiers.isEmpty {
        event = KeyEvent(.enter, .alt)
      } else if event.modifiers == .alt {
        event = KeyEvent(.enter)
      }
    }
    let modifiers = event.modifiers
    switch event.key {
    case .tab where modifiers.subtracting(.shift).isEmpty:
      controller.focusNextField(forward: !modifiers.contains(.shift))
      return true
    case .backTab:
      controller.focusNextField(forward: false)
      return true
    case .character(let character) where modifiers.subtracting(.shift).isEmpty:
      insertText(String(character))
      return true
    default:
      break
    }
    let before = field.editor.text
    let outcome = field.editor.handle(event, width: editorWidth(row, section: path.section))
    switch outcome {
    case .edited:
      editing = field
      commitEdit(previous: before)
    case .moved, .unchanged, .ignored:
      editing = field
    case .submit:
      editing = field
      controller.submitField(field.rowID)
    case .leave(let direction):
      editing = field
      leaveField(forward: direction == .down)
    case .cancel:
      controller.focus(nil)
    }
    return true
  }

  /// ↑/↓ past the edge of a field: the next field that way takes the focus; with none, editing
  /// ends and the cursor moves to the next row that way.
  func leaveField(forward: Bool) {
    guard focusedField != nil else { return }
    if let next = fieldBeside(forward: forward) {
      controller.focus(next)
      return
    }
    controller.focus(nil)
    stepOrScroll(forward: forward)
  }

  /// The field ↑ (↓) past the edge of the field being edited goes to: the next focusable row
  /// that way; `nil` when there is none (editing then ends).
  func fieldBeside(forward: Bool) -> ListID? {
    guard let (path, _) = focusedField else { return nil }
    var next = step(from: path, forward: forward, limit: searchLimit)
    while let candidate = next, let row = layout.content[candidate] {
      if row.component.isFocusable { return row.id }
      next = step(from: candidate, forward: forward, limit: searchLimit)
    }
    return nil
  }

  /// What ↑ (↓) does in the field being edited, for the footer: `nil` when it moves the caret
  /// a line within a text area, else where it leaves to ("previous field", "next field") or
  /// "stop editing".
  func verticalLeave(down: Bool) -> String? {
    guard var editor = editing?.editor, let (path, row) = focusedField else { return nil }
    let key = KeyEvent(down ? .down : .up)
    guard case .leave = editor.handle(key, width: editorWidth(row, section: path.section)) else {
      return nil
    }
    guard fieldBeside(forward: down) != nil else { return "stop editing" }
    return down ? "next field" : "previous field"
  }

  /// Inserts typed or pasted text at the caret: what the field does not admit is left out
  /// (control characters; letters in a number field), and at the maximum length only what
  /// fits goes in — the text already there is never cut. A refusal shows in ``editFeedback``.
  func insertText(_ text: String) {
    guard var field = editing, let (_, row) = focusedField,
      let cleaned = row.component.admitFieldText(text)
    else { return }
    var refusal = cleaned.refusal
    var insertion = cleaned.text
    if let maximum = row.component.fieldMaxLength {
      let room = max(0, maximum - field.editor.count)
      if insertion.count > room {
        insertion = String(insertion.prefix(room))
        refusal = .tooLong(maxLength: maximum)
      }
    }
    if let refusal { editFeedback = refusal.message }
    guard !insertion.isEmpty else { return }
    let before = field.editor.text
    field.editor.insert(insertion)
    editing = field
    commitEdit(previous: before, refusal: refusal)
  }

  /// Keeps what the field admits of the edited text, and hands it to the controller
  /// (`editText`), which sends it to the row with `.valueChanged` when it differs from the
  /// row's text.
  func commitEdit(previous: String, refusal: TextRefusal? = nil) {
    guard var field = editing, let (path, row) = focusedField,
      let admitted = row.component.admitFieldText(field.editor.text),
      let target = controllerPath(for: path)
    else { return }
    if admitted.text != field.editor.text {
      field.editor.replaceText(admitted.text)
      editing = field
    }
    if refusal == nil, let refused = admitted.refusal { editFeedback = refused.message }
    guard admitted.text != previous else { return }
    controller.editText(admitted.text, at: target)
  }

  /// Where the caret shows in the view (column and line), when a field is edited and its
  /// caret's line is on screen; `nil` otherwise.
  func caretPosition() -> CursorPosition? {
    guard let field = editing, let (path, row) = focusedField,
      let frame = layout.frame(of: .row(path))
    else { return nil }
    let width = itemWidth(section: path.section)
    let lines = Int(frame.height.rounded())
    let context = context(selected: true)
    let caret: (x: Int, y: Int)?
    if let item = row.component as? TextFieldItem {
      caret = TextFieldRenderer.caret(item, editor: field.editor, width: width, context)
    } else if let item = row.component as? TextAreaItem {
      caret = TextAreaRenderer.caret(item, editor: field.editor, width: width, height: lines)
    } else {
      caret = nil
    }
    guard let caret else { return nil }
    let inset = layout.content.sections[path.section].style == .inset ? 1 : 0
    let x = inset + caret.x
    let y = Int((frame.top - layout.contentOffset).rounded()) + caret.y
    let lastLine = height - (hasStatusLine ? 1 : 0)
    guard x >= 0, x < contentWidth, y >= 0, y < lastLine, caret.y < lines else { return nil }
    return CursorPosition(x: x, y: y)
  }

  /// Lays the edited field's text out at its width before a frame, keeping how far it is
  /// scrolled (the caret stays in view, scrolling as little as it can).
  func layOutEditor() {
    guard var field = editing, let (path, row) = focusedField,
      let frame = layout.frame(of: .row(path))
    else { return }
    let width = itemWidth(section: path.section)
    let display = context(selected: true)
    if let item = row.component as? TextFieldItem {
      let columns = TextFieldRenderer.columns(item, width: width)
      _ = field.editor.layOutLine(
        width: columns.fieldWidth, display: TextFieldRenderer.display(item, display))
    } else if let item = row.component as? TextAreaItem {
      _ = field.editor.layOutArea(
        width: TextAreaRenderer.areaWidth(width),
        height: TextAreaRenderer.shownLines(
          item, width: width, height: Int(frame.height.rounded())))
    }
    if field != editing { editing = field }
  }
}
