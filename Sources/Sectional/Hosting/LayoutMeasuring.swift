/// A renderer that lays out its own frames with a ``ListLayout`` and measures the automatic
/// items that come into view (the terminal's list view, the headless table).
@MainActor
package protocol LayoutMeasuring: AnyObject {
  /// The renderer's layout.
  var layout: ListLayout { get set }

  /// The height `item` takes at its frame's width now (the layout's width, but for the rows of
  /// grid, flow and carousel sections).
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
      // The rows of a line share its index and come together: the line takes the tallest.
      var index = pending[0].index
      var tallest = 0.0
      for frame in pending {
        if frame.index != index {
          layout.setMeasuredHeight(tallest, at: index)
          index = frame.index
          tallest = 0
        }
        tallest = max(tallest, measuredHeight(of: frame.item))
      }
      layout.setMeasuredHeight(tallest, at: index)
    }
    return layout.itemsNeedingMeasurement().isEmpty
  }
}
