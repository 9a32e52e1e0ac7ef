/// A text field of an ``Alert``, as `UIAlertController.addTextField` adds one: a line of text the
/// user types before choosing an action, whose text the action's handler receives.
///
/// ```swift
/// let alert = Alert(
///   title: "Rename list",
///   textFields: [AlertTextField(placeholder: "Name", text: list.name)],
///   actions: [
///     AlertAction("Cancel", role: .cancel),
///     AlertAction("Rename") { texts in list.name = texts[0] },
///   ])
/// ```
public struct AlertTextField: Sendable, Equatable {
  /// The dim text shown while the field is empty.
  public var placeholder: String
  /// The text the field starts with.
  public var text: String
  /// What the field holds: it decides which characters are admitted and whether the text is
  /// masked, as for a ``TextFieldItem``.
  public var kind: TextFieldKind

  /// Creates a text field.
  ///
  /// - Parameters:
  ///   - placeholder: The dim text shown while the field is empty.
  ///   - text: The text the field starts with; empty by default.
  ///   - kind: `.plain` by default.
  public init(placeholder: String, text: String = "", kind: TextFieldKind = .plain) {
    self.placeholder = placeholder
    self.text = text
    self.kind = kind
  }

  /// What the field keeps of a text the user proposed (typed or pasted): the cleaning of a
  /// ``TextFieldItem`` of the same kind (control characters dropped, newlines and tabs become
  /// spaces, only the characters ``kind`` admits).
  ///
  /// - Parameter proposed: The whole text after an edit.
  /// - Returns: What to keep, and why some of it was refused.
  /// - Complexity: O(*n*) in the length of `proposed`.
  package func admit(_ proposed: String) -> TextAdmission {
    TextFieldItem("", text: "", kind: kind).admit(proposed)
  }
}
