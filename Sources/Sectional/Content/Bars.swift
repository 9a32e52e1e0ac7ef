/// A screen's fixed bars: rows that stay above and below the list while it scrolls — column
/// titles, a status line — built from the screen's state with every rebuild (see
/// ``Screen/topBar`` and ``Screen/bottomBar``).
///
/// Bars take their lines from the list's viewport on every renderer: the terminal draws them
/// above and below the list inside its frame, `ScreenViewController` pins views above and below
/// its table view, and `ScreenTestHost` reports them and shortens its table's viewport. They
/// never take the list's cursor or selection; a renderer redraws a bar only when its rows
/// changed.
public struct Bars: Sendable {
  /// The rows above the list, top to bottom.
  public var top: [Row]
  /// The rows below the list, top to bottom.
  public var bottom: [Row]

  /// Creates bars.
  ///
  /// - Parameters:
  ///   - top: The rows above the list.
  ///   - bottom: The rows below the list.
  public init(top: [Row] = [], bottom: [Row] = []) {
    self.top = top
    self.bottom = bottom
  }

  /// No bars.
  public static let none = Bars()

  /// Whether both bars are empty.
  public var isEmpty: Bool { top.isEmpty && bottom.isEmpty }

  /// Whether `other` shows the same rows: the same ids with equal components, in order.
  ///
  /// - Parameter other: Other bars, usually those of the previous rebuild.
  /// - Complexity: O(rows of the bars).
  public func hasSameContent(as other: Bars) -> Bool {
    Self.same(top, other.top) && Self.same(bottom, other.bottom)
  }

  private static func same(_ lhs: [Row], _ rhs: [Row]) -> Bool {
    lhs.count == rhs.count
      && zip(lhs, rhs).allSatisfy {
        $0.id == $1.id && $0.component.isContentEqual(to: $1.component)
      }
  }
}
