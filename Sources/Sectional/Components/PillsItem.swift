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

  /// Creates a row of pills.
  ///
  /// - Parameter pills: The pills, in order.
  public init(_ pills: [Pill]) {
    self.pills = pills
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
