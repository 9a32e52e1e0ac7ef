#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Forms: edits reach the row as `.valueChanged`, Return goes to the controller's
  // `submitField`, and the first responder follows the controller's focus (a tap into a field
  // focuses it). A rebuild never ends editing: a stage that would reload the row being edited
  // updates its cell in place instead (TableViewLiaison+Updates.swift).
  extension TableViewLiaison {
    /// Starts following the controller's focus.
    func observeFocus() {
      focusObservation?.cancel()
      focusObservation = controller.observeFocus { [weak self] id in
        self?.focusDidChange(to: id)
      }
    }

    /// Sends `.valueChanged` with `ValueChanged(value:)` to the row with `id`, wherever it is.
    func sendValue<Value: Equatable & Sendable>(_ value: Value, to id: ListID) {
      guard let path = shown.path(of: id) else { return }
      controller.send(.valueChanged, at: path, detail: .interaction(ValueChanged(value: value)))
      interacted()
    }

    /// Sends an edited text through the controller: admitted by the component, sent as
    /// `.valueChanged` when it differs from the row's text.
    func sendEditedText(_ text: String, to id: ListID) {
      guard let path = controller.content.path(of: id) else { return }
      controller.editText(text, at: path)
      interacted()
    }

    /// Return in the field of the row with `id`.
    func submitField(_ id: ListID) {
      controller.submitField(id)
      interacted()
    }

    /// A field's text input became first responder: the controller focuses its row, and the
    /// row is scrolled into view above the keyboard.
    func fieldDidBeginEditing(_ id: ListID) {
      editingRowID = id
      if controller.focusedID != id {
        controller.focus(id)
      }
      scrollRowIntoView(id)
    }

    /// A field's text input resigned. When the user ended editing (not the liaison's own
    /// update, not a move of focus elsewhere), the controller's focus ends too.
    func fieldDidEndEditing(_ id: ListID) {
      guard editingRowID == id else { return }
      editingRowID = nil
      if !isApplyingChanges, controller.focusedID == id {
        controller.focus(nil)
      }
    }

    /// Makes the first responder follow the controller's focus: the focused field's row is
    /// scrolled into view and its text input becomes first responder; `nil` ends editing.
    func focusDidChange(to id: ListID?) {
      guard let tableView else { return }
      guard let id else {
        if let editing = editingRowID, let cell = fieldCell(showing: editing) {
          cell.endEditing()
        }
        return
      }
      guard let path = shown.path(of: id) else { return }
      if let cell = fieldCell(showing: id), cell.isEditingText { return }
      tableView.scrollToRow(at: path.indexPath, at: .none, animated: true)
      tableView.layoutIfNeeded()
      fieldCell(showing: id)?.beginEditing()
    }

    /// The field cell on screen that shows the row with `id`.
    func fieldCell(showing id: ListID) -> (any FieldCell)? {
      guard let path = shown.path(of: id) else { return nil }
      return tableView?.cellForRow(at: path.indexPath) as? any FieldCell
    }

    /// Scrolls the row with `id` fully into view, above the keyboard (the content inset).
    func scrollRowIntoView(_ id: ListID) {
      guard let tableView, let path = shown.path(of: id) else { return }
      tableView.scrollToRow(at: path.indexPath, at: .none, animated: true)
    }

    /// Measures the rows on screen again without reloading them (a growing text view).
    func remeasureRows() {
      guard let tableView, tableView.window != nil, !isApplyingChanges else { return }
      tableView.performBatchUpdates(nil, completion: nil)
    }

    /// A cell coming on screen for the focused row takes the first responder (focus set
    /// before the row was on screen, or the row scrolled back).
    func cellWillDisplay(_ cell: UITableViewCell, for row: Row) {
      guard row.id == controller.focusedID, editingRowID == nil,
        let field = cell as? any FieldCell
      else { return }
      field.beginEditing()
    }

    /// A tap on a field's row outside its text input focuses the field. Returns whether it did.
    func focusField(of row: Row) -> Bool {
      guard row.component.isFocusable else { return false }
      if controller.focusedID != row.id { controller.focus(row.id) }
      return true
    }

    /// Opens the checklist of a choice shown as a value row: the presenter pushes it, and a
    /// choice there reaches the row as `.valueChanged`. Returns whether it opened.
    func openChoices(for row: Row, at path: RowPath) -> Bool {
      guard let choice = row.component as? ChoiceItem, let tableView,
        !ChoiceCell.showsSegments(choice, width: tableView.bounds.width)
      else { return false }
      return controller.openChoices(at: path)
    }
  }
#endif
