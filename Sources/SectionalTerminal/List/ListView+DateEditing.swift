import Foundation
import Sectional

extension ListView {
  /// Whether a date is being edited in the cursor row's `DateItem`: every key goes to its
  /// editor (see `handleDateEditing(_:)`) until Enter sets the date or Esc cancels.
  public var isEditingDate: Bool { dateEditing != nil }

  /// Opens the date editor on the cursor row, when it is an enabled `DateItem` on screen.
  ///
  /// - Returns: Whether the editor opened.
  @discardableResult
  func beginEditingDate() -> Bool {
    guard let (_, row) = cursorRow, let item = row.component as? DateItem, item.isEnabled,
      !item.fields.isEmpty
    else { return false }
    dateEditing = DateEditing(rowID: row.id, item: item)
    revealSelection()
    return true
  }

  /// The row of the date being edited, its path in the drawn list and its item.
  var editedDateRow: (path: RowPath, item: DateItem)? {
    guard let dateEditing, let (path, row) = cursorRow, row.id == dateEditing.rowID,
      let item = row.component as? DateItem
    else { return nil }
    return (path, item)
  }

  /// Keys while a date is edited: ←/→ (h/l, Shift-Tab/Tab) the previous or next field, ↑/↓
  /// (k/j, +/-) step the focused field, digits type into it and Backspace takes the last one
  /// back; Enter sets the date (the row hears `.valueChanged` once, when it changed), Esc
  /// cancels (the row hears nothing). Every key is used: no list, screen or app key takes one.
  func handleDateEditing(_ event: KeyEvent) -> Bool {
    guard var state = dateEditing, let (path, item) = editedDateRow else {
      dateEditing = nil
      return true
    }
    guard event.modifiers.subtracting(.shift).isEmpty else { return true }
    switch event.key {
    case .left, .character("h"), .backTab: state.moveField(by: -1, in: item)
    case .right, .character("l"), .tab: state.moveField(by: 1, in: item)
    case .up, .character("k"), .character("+"), .character("="): state.step(by: 1, in: item)
    case .down, .character("j"), .character("-"): state.step(by: -1, in: item)
    case .backspace: state.deleteDigit(in: item)
    case .character(let character):
      guard let digit = character.wholeNumberValue, character.isASCII else { return true }
      state.type(digit, in: item)
    case .enter:
      dateEditing = nil
      if let target = controllerPath(for: path) {
        controller.chooseDate(state.draft, at: target)
      }
      return true
    case .escape:
      dateEditing = nil
      return true
    default:
      return true
    }
    dateEditing = state
    return true
  }

  /// Pasted text while a date is edited: its digits, typed one by one.
  func pasteIntoDate(_ text: String) {
    guard var state = dateEditing, let (_, item) = editedDateRow else { return }
    for character in text where character.isASCII {
      if let digit = character.wholeNumberValue { state.type(digit, in: item) }
    }
    dateEditing = state
  }

  /// After an update: the date being edited follows what the app did to its row (a value the
  /// app set restarts the draft from it; a row no longer an enabled date item closes it).
  func followEditedDate() {
    guard var state = dateEditing else { return }
    guard let (_, item) = editedDateRow, item.isEnabled else {
      dateEditing = nil
      return
    }
    state.follow(item)
    if state != dateEditing { dateEditing = state }
  }
}
