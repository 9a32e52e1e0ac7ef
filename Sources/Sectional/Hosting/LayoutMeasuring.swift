/// A renderer that lays out its own frames with a ``ListLayout`` and measures the automatic
/// items that come into view (the terminal's list view, the headless table).
@MainActor
package protocol LayoutMeasuring: AnyObject {
  /// The renderer's layout.
  var layout: ListLayout { get set }

  /// The height `item` takes at the layout's width now.
  ///
  /// - Parameter item: An item of the layout's content.
  func measuredHeight(of item: LayoutItem) -> Double
}

extension LayoutMeasuring {
  /// Measures the automatic items the viewport shows, again while measuring brings new ones
  /// into view (the layout keeps the first visible item in place), for at most `rounds` rounds.
  ///
  /// - Parameter rounds: The most rounds of measuring; 32 by default.
  /// - Returns: Whether every visible item is measured.
  /// - Complexity: O(m log n) for m items measured.
  @discardableResult
  package func measureVisibleItems(rounds: Int = 32) -> Bool {
    for _ in 0..<rounds {
      let pending = layout.itemsNeedingMeasurement()
      if pending.isEmpty { return true }
      for frame in pending {
        let height = measuredHeight(of: frame.item)
        layout.setMeasuredHeight(height, at: frame.index)
      }
    }
    return layout.itemsNeedingMeasurement().isEmpty
  }
}
