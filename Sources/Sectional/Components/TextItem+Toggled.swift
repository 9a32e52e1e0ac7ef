extension TextItem {
  /// A row's toggle accessory was switched, by a tap on the switch or on the row's body; its new
  /// value. Read it with ``RowContext/toggleValue`` or ``Row/onInteraction(_:perform:)``.
  public struct Toggled: ComponentInteraction {
    /// The toggle's new value.
    public var isOn: Bool

    /// Creates the interaction.
    ///
    /// - Parameter isOn: The toggle's new value.
    public init(isOn: Bool) {
      self.isOn = isOn
    }
  }

  /// A tap on the body of a row with a toggle accessory switches it: ``Toggled`` with the new
  /// value; `nil` for other accessories.
  public var interactionOnTap: (any ComponentInteraction)? {
    if case .toggle(let isOn) = accessory { return Toggled(isOn: !isOn) }
    return nil
  }
}

extension EventDetail {
  /// A row's toggle accessory was switched to `isOn` (``TextItem/Toggled``).
  ///
  /// - Parameter isOn: The toggle's new value.
  public static func toggled(_ isOn: Bool) -> EventDetail {
    .interaction(TextItem.Toggled(isOn: isOn))
  }
}

extension RowContext {
  /// The new value of a row's toggle accessory, when the event switched it (a tap on the
  /// switch, or on the row's body: both switch it).
  public var toggleValue: Bool? {
    interaction(TextItem.Toggled.self)?.isOn
  }
}
