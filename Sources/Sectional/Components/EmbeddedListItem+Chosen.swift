extension EmbeddedListItem {
  /// An inner row of the card was chosen. Read it with ``RowContext/embeddedIndex`` or
  /// ``Row/onInteraction(_:perform:)``.
  public struct Chosen: ComponentInteraction {
    /// The inner row's index in ``EmbeddedListItem/items``.
    public var index: Int

    /// Creates the interaction.
    ///
    /// - Parameter index: The inner row's index.
    public init(index: Int) {
      self.index = index
    }
  }
}

extension EventDetail {
  /// An inner row of an ``EmbeddedListItem`` was chosen (``EmbeddedListItem/Chosen``).
  ///
  /// - Parameter index: The inner row's index.
  public static func embeddedRow(_ index: Int) -> EventDetail {
    .interaction(EmbeddedListItem.Chosen(index: index))
  }
}

extension RowContext {
  /// The inner row that was chosen in an ``EmbeddedListItem`` row.
  public var embeddedIndex: Int? {
    interaction(EmbeddedListItem.Chosen.self)?.index
  }
}
