import Sectional

extension Row {
  /// Whether the row can take the list's cursor: selectable, and its component enabled (a
  /// disabled button or field is skipped, as a disabled cell cannot be highlighted).
  var takesCursor: Bool { traits.isSelectable && component.isEnabled }
}
