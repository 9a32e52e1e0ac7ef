extension Row {
  /// Whether the row can take the keyboard cursor, on every host: it is selectable and its
  /// component is enabled (a disabled button or field is passed over, as a disabled cell cannot
  /// be highlighted). The terminal's cursor, `ScreenTestHost`'s, a hardware keyboard's focus
  /// in UIKit and the successor of a removed cursor row (``Changeset/successor(of:)``) all ask
  /// this.
  ///
  /// ```swift
  /// let save = Row(id: "save", ButtonItem("Save", isEnabled: false))
  /// #expect(!save.takesCursor)
  /// ```
  public var takesCursor: Bool { traits.isSelectable && component.isEnabled }
}
