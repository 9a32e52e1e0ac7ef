#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// A cell with a text input the liaison can focus: ``TextFieldCell`` and ``TextAreaCell``.
  @MainActor
  protocol FieldCell: UITableViewCell {
    /// Whether its text input is the first responder.
    var isEditingText: Bool { get }
    /// Makes its text input the first responder.
    @discardableResult
    func beginEditing() -> Bool
    /// Ends editing: its text input resigns.
    func endEditing()
  }

  extension CellContext {
    /// Sends the row `.valueChanged` with `ValueChanged(value:)`, addressed by id.
    func valueChanged<Value: Equatable & Sendable>(_ value: Value) {
      liaison?.sendValue(value, to: row.id)
    }

    /// Sends an edited text through the controller, which admits it and sends `.valueChanged`
    /// when it differs from the field's value.
    func edited(_ text: String) {
      liaison?.sendEditedText(text, to: row.id)
    }

    /// Return in the row's field: the next field takes focus, or the row gets `.submit`.
    func submit() {
      liaison?.submitField(row.id)
    }

    /// The field began editing (the user tapped it, or focus moved to it).
    func didBeginEditing() {
      liaison?.fieldDidBeginEditing(row.id)
    }

    /// The field ended editing.
    func didEndEditing() {
      liaison?.fieldDidEndEditing(row.id)
    }

    /// The Return key the row's field shows: Next when a field follows, else Done, unless the
    /// component sets one.
    var returnKey: UIReturnKeyType {
      guard let liaison else { return .default }
      return liaison.controller.returnKey(for: row.id).returnKeyType
    }
  }

  extension SubmitLabel {
    /// UIKit's Return key for this label.
    var returnKeyType: UIReturnKeyType {
      switch self {
      case .automatic: .default
      case .next: .next
      case .done: .done
      case .go: .go
      case .send: .send
      case .search: .search
      case .join: .join
      }
    }
  }

  /// What a caret and marked text look like as offsets, to keep them across an update in place.
  @MainActor
  enum Caret {
    /// The caret's offset in a text field, if it has a selection.
    static func offset(in field: UITextField) -> Int? {
      field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.end) }
    }

    /// Puts the caret at `offset`, clamped to the text.
    static func place(_ offset: Int, in field: UITextField) {
      let clamped = min(max(0, offset), (field.text ?? "").utf16.count)
      guard let position = field.position(from: field.beginningOfDocument, offset: clamped)
      else { return }
      field.selectedTextRange = field.textRange(from: position, to: position)
    }

    /// The caret's offset in a text view, if it has a selection.
    static func offset(in view: UITextView) -> Int? {
      view.selectedTextRange.map { view.offset(from: view.beginningOfDocument, to: $0.end) }
    }

    /// Puts the caret at `offset`, clamped to the text.
    static func place(_ offset: Int, in view: UITextView) {
      let clamped = min(max(0, offset), (view.text ?? "").utf16.count)
      guard let position = view.position(from: view.beginningOfDocument, offset: clamped)
      else { return }
      view.selectedTextRange = view.textRange(from: position, to: position)
    }
  }
#endif
