/// A row of selectable chips, such as applied filters.
///
/// Selecting a pill sends the row's `didSelect` with the pill's id in
/// ``RowContext/pillID``.
///
/// ```swift
/// PillsItem([Pill(id: "vegan", title: "Vegan"), Pill(id: "open", title: "Open now")])
/// ```
public struct PillsItem: Component {
  /// The pills, in order.
  public var pills: [Pill]
  /// Whether choosing a pill removes it, as in a row of applied filters. Renderers say so where
  /// they name the action: the terminal's footer and help offer "remove" rather than "select"
  /// on such a row.
  public var isRemovable: Bool

  /// Creates a row of pills.
  ///
  /// - Parameters:
  ///   - pills: The pills, in order.
  ///   - isRemovable: Whether choosing a pill removes it (the row's `didSelect` handler does
  ///     the removing); `false` by default.
  public init(_ pills: [Pill], isRemovable: Bool = false) {
    self.pills = pills
    self.isRemovable = isRemovable
  }
}

/// One chip in a ``PillsItem``.
public struct Pill: Equatable, Sendable, Identifiable {
  /// The pill's identity.
  public var id: String
  /// The text on the pill.
  public var title: String
  /// Whether the pill is drawn as chosen.
  public var isSelected: Bool

  /// Creates a pill.
  ///
  /// - Parameters:
  ///   - id: The pill's identity.
  ///   - title: The text on the pill.
  ///   - isSelected: Whether it is drawn as chosen.
  public init(id: String, title: String, isSelected: Bool = false) {
    self.id = id
    self.title = title
    self.isSelected = isSelected
  }
}
