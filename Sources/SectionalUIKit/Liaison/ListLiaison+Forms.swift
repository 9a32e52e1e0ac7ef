#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Foundation
  import Sectional

  /// What a stage updates in place instead of reloading: the row being edited, and the sections
  /// whose header and footer are drawn again.
  struct InPlaceUpdate {
    var id: ListID
    var sections: [Int]
  }

  // Forms, on a table view and on a collection view alike: edits reach the row as
  // `.valueChanged`, Return goes to the controller's `submitField`, and the first responder
  // follows the controller's focus (a tap into a field focuses it). A rebuild never ends
  // editing: a stage that would reload the row being edited updates its cell in place instead.
  extension ListLiaison {
    /// The list view's width (320 points without one), which decides how a choice shows.
    var listWidth: CGFloat { listView?.bounds.width ?? 320 }

    /// Measures the rows on screen again without reloading them (a growing text view): an
    /// empty batch.
    func remeasureRows() {
      guard listView?.window != nil, !isApplyingChanges else { return }
      performViewBatch(nil)
    }

    /// Starts following the controller's focus.
    func observeFocus() {
      state.focusObservation?.cancel()
      state.focusObservation = controller.observeFocus { [weak self] id in
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

    /// Sends a picked date through the controller, which clamps it into the item's range and
    /// sends `.valueChanged` when it differs from the row's date.
    func sendDate(_ date: Date, to id: ListID) {
      guard let path = controller.content.path(of: id) else { return }
      controller.chooseDate(date, at: path)
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
      guard let listView else { return }
      guard let id else {
        if let editing = editingRowID, let cell = fieldView(showing: editing) {
          cell.endEditing()
        }
        return
      }
      guard shown.path(of: id) != nil else { return }
      if let cell = fieldView(showing: id), cell.isEditingText { return }
      scrollRowIntoView(id)
      listView.layoutIfNeeded()
      fieldView(showing: id)?.beginEditing()
    }

    /// A cell coming on screen for the focused row takes the first responder (focus set
    /// before the row was on screen, or the row scrolled back).
    func fieldWillDisplay(_ field: (any FieldView)?, for row: Row) {
      guard row.id == controller.focusedID, editingRowID == nil, let field else { return }
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
      guard let choice = row.component as? ChoiceItem,
        !ChoiceContentView.showsSegments(choice, width: listWidth)
      else { return false }
      return controller.openChoices(at: path)
    }

    /// Keeps the row being edited from being reloaded with its section when its cell can show
    /// the new row (a component of the same type): a reload of its whole section (its header or
    /// footer changed) becomes a reload of the section's other rows, the row is drawn in place
    /// and its header and footer views drawn again after the batch. Returns what to update in
    /// place. A reload of the row alone is left to be configured again in its cell.
    func editedRowReload(in stage: inout Changeset) -> InPlaceUpdate? {
      guard let id = editingRowID, let path = shown.path(of: id), let old = shown[path],
        let newPath = stage.content.path(of: id), let new = stage.content[newPath],
        type(of: old.component) == type(of: new.component)
      else { return nil }
      var update = InPlaceUpdate(id: id, sections: [])
      var touched = false
      // A reload of the row alone stays: it is configured again in its cell (see
      // `reconfigurableReloads(in:)`), which keeps the field's first responder, caret and
      // marked text.
      if let index = stage.sectionReloads.firstIndex(of: path.section),
        !stage.rowMoves.contains(where: {
          $0.from.section == path.section || $0.to.section == newPath.section
        })
      {
        stage.sectionReloads.remove(at: index)
        let deleted = Set(stage.rowDeletes)
        let reloaded = Set(stage.rowReloads)
        for row in shown.sections[path.section].rows.indices {
          let other = RowPath(section: path.section, row: row)
          if other != path, !deleted.contains(other), !reloaded.contains(other) {
            stage.rowReloads.append(other)
          }
        }
        update.sections.append(newPath.section)
        touched = true
      }
      return touched ? update : nil
    }

  }
#endif
