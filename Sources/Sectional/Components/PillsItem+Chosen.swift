extension PillsItem {
  /// A pill of the row was chosen. Read it with ``RowContext/pillID`` or
  /// ``Row/onInteraction(_:perform:)``.
  public struct Chosen: ComponentInteraction {
    /// The chosen pill's id.
    public var id: String

    /// Creates the interaction.
    ///
    /// - Parameter id: The chosen pill's id.
    public init(id: String) {
      self.id = id
    }
  }
}

extension EventDetail {
  /// A pill of a ``PillsItem`` was chosen (``PillsItem/Chosen``).
  ///
  /// - Parameter id: The pill's id.
  public static func pill(_ id: String) -> EventDetail {
    .interaction(PillsItem.Chosen(id: id))
  }
}

extension RowContext {
  /// The pill that was chosen in a ``PillsItem`` row.
  public var pillID: String? {
    interaction(PillsItem.Chosen.self)?.id
  }
}
