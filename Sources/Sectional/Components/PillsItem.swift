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
  /// The most pills the row shows at once, or `nil` for all of them: a window over the pills
  /// (a week strip over every day) that slides to keep the focused pill — else the chosen one
  /// — in view (``shown(around:)``). Every pill is still the row's: focus, events and a
  /// renderer's find reach the pills outside the window too.
  public var window: Int?

  /// Creates a row of pills.
  ///
  /// - Parameters:
  ///   - pills: The pills, in order.
  ///   - isRemovable: Whether choosing a pill removes it (the row's `didSelect` handler does
  ///     the removing); `false` by default.
  ///   - window: The most pills shown at once; `nil` (the default) shows all.
  public init(_ pills: [Pill], isRemovable: Bool = false, window: Int? = nil) {
    self.pills = pills
    self.isRemovable = isRemovable
    self.window = window
  }

  /// The indexes of the pills shown: all of them without a ``window``; else `window` pills
  /// (fewer when there are fewer) with `anchor` — the focused pill, or the chosen one when
  /// `nil`, else the first — in the middle, or as near it as the ends allow.
  ///
  /// ```swift
  /// let days = PillsItem((1...15).map { Pill(id: "\($0)", title: "Nov \($0)") }, window: 7)
  /// days.shown(around: 2)  // 0..<7
  /// days.shown(around: 9)  // 6..<13
  /// ```
  ///
  /// - Parameter anchor: The index of the pill to show, if any.
  /// - Returns: A range of ``pills``' indexes.
  public func shown(around anchor: Int? = nil) -> Range<Int> {
    guard let window, window < pills.count else { return pills.indices }
    let size = max(1, window)
    let center = anchor ?? pills.firstIndex(where: \.isSelected) ?? 0
    let start = max(0, min(center - (size - 1) / 2, pills.count - size))
    return start..<(start + size)
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
