import Sectional

// What the list asks of the two field components, whichever of them a row holds.

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

/// A field component's most graphemes, `nil` for other components.
func maximumLength(of component: any Component) -> Int? {
  if let field = component as? TextFieldItem { return field.effectiveMaxLength }
  if let area = component as? TextAreaItem { return area.effectiveMaxLength }
  return nil
}
