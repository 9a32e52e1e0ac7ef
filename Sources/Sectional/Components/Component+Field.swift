/// What every renderer asks of a field component, whichever of the two text components a row
/// holds: one place that knows them, for the controller, the terminal and the headless table.
extension Component {
  /// The editable text of a ``TextFieldItem`` or ``TextAreaItem``; `nil` for other components.
  package var fieldText: String? {
    switch self {
    case let field as TextFieldItem: field.text
    case let area as TextAreaItem: area.text
    default: nil
    }
  }

  /// What the text component keeps of `proposed` (its `admit`); `nil` for other components.
  ///
  /// - Complexity: O(*n*) in the length of `proposed`.
  package func admitFieldText(_ proposed: String) -> TextAdmission? {
    switch self {
    case let field as TextFieldItem: field.admit(proposed)
    case let area as TextAreaItem: area.admit(proposed)
    default: nil
    }
  }

  /// The most characters the text component keeps; `nil` for other components.
  package var fieldMaxLength: Int? {
    switch self {
    case let field as TextFieldItem: field.effectiveMaxLength
    case let area as TextAreaItem: area.effectiveMaxLength
    default: nil
    }
  }
}
