/// Where the viewport is, as a renderer reports it after each scroll or change; a host hands
/// it to its screen (``Screen/visibleRegionDidChange(_:)``).
public struct VisibleRegion: Sendable, Equatable {
  /// The last row on screen, if any.
  public var lastVisibleRow: RowPath?
  /// The content height below the viewport's bottom edge.
  public var distanceToEnd: Double
  /// The viewport's height.
  public var viewportHeight: Double

  /// Creates a region.
  ///
  /// - Parameters:
  ///   - lastVisibleRow: The last row on screen.
  ///   - distanceToEnd: The content height below the viewport.
  ///   - viewportHeight: The viewport's height.
  public init(lastVisibleRow: RowPath?, distanceToEnd: Double, viewportHeight: Double) {
    self.lastVisibleRow = lastVisibleRow
    self.distanceToEnd = distanceToEnd
    self.viewportHeight = viewportHeight
  }
}
