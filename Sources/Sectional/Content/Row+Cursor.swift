extension Row {
  /// Whether the row can take the keyboard cursor, on every host: it is selectable, or its
  /// component has a control a person can use (a switch: ``Component/interactionOnTap``), and
  /// its component is enabled (a disabled button or field is passed over, as a disabled cell
  /// cannot be highlighted). The terminal's cursor, `ScreenTestHost`'s, a hardware keyboard's
  /// focus in UIKit and the successor of a removed cursor row (``Changeset/successor(of:)``) all
  /// ask this.
  ///
  /// An unselectable row with a switch takes the cursor, so that a keyboard reaches the switch
  /// as a finger does in UIKit; Enter there uses the control
  /// (``ListController/useControl(at:detail:)``) rather than selecting the row.
  ///
  /// ```swift
  /// let save = Row(id: "save", ButtonItem("Save", isEnabled: false))
  /// #expect(!save.takesCursor)
  /// let wifi = Row(id: "wifi", TextItem("Wi-Fi", accessory: .toggle(isOn: true)))
  ///   .selectable(false)
  /// #expect(wifi.takesCursor)
  /// ```
  public var takesCursor: Bool {
    (traits.isSelectable || component.interactionOnTap != nil) && component.isEnabled
  }

  /// Whether a tap can select the row, on every host: it is selectable and its component is
  /// enabled. A tap selects only such a row (``ListController/tap(at:deselecting:detail:)``),
  /// and a screen that selects several rows (`MultipleSelectionScreen`) selects only such rows.
  package var canBeSelected: Bool {
    traits.isSelectable && component.isEnabled
  }
}
