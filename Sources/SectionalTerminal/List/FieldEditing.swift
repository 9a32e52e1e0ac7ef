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
