#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// A content view with a text input the liaison can focus: ``TextFieldContentView`` and
  /// ``TextAreaContentView``.
  @MainActor
  protocol FieldView: UIView {
    /// Its text input.
    var textInput: any EditableTextInput { get }
  }

  extension FieldView {
    /// Whether its text input is the first responder.
    var isEditingText: Bool { textInput.isFirstResponder }

    /// Makes its text input the first responder.
    @discardableResult
    func beginEditing() -> Bool { textInput.becomeFirstResponder() }

    /// Ends editing: its text input resigns.
    func endEditing() {
      if textInput.isFirstResponder { _ = textInput.resignFirstResponder() }
    }
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
#endif
