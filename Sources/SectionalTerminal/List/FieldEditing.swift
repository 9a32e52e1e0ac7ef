import Sectional

/// The field being edited in a ``ListView``: the row the controller's focus is on, and its line
/// editor (text, caret, scroll). It lives in the view, not in the row, so an update that
/// reloads the row keeps it.
struct FieldEditing: Equatable {
  /// The focused row.
  var rowID: ListID
  /// The text, the caret and how far the field is scrolled.
  var editor: LineEditor
}

extension Row {
  /// Whether the row can take the list's cursor: selectable, and its component enabled (a
  /// disabled button or field is skipped, as a disabled cell cannot be highlighted).
  var takesCursor: Bool { traits.isSelectable && component.isEnabled }
}

/// The editable text of a field component, `nil` for other components.
func fieldText(of component: any Component) -> String? {
  if let field = component as? TextFieldItem { return field.text }
  if let area = component as? TextAreaItem { return area.text }
  return nil
}

/// What a field component keeps of `proposed` (its `admit`), `nil` for other components.
func admission(of component: any Component, _ proposed: String) -> TextAdmission? {
  if let field = component as? TextFieldItem { return field.admit(proposed) }
  if let area = component as? TextAreaItem { return area.admit(proposed) }
  return nil
}

/// A field component's most graphemes, `nil` for none or other components.
func maximumLength(of component: any Component) -> Int? {
  if let field = component as? TextFieldItem { return field.maxLength }
  if let area = component as? TextAreaItem { return area.maxLength }
  return nil
}
