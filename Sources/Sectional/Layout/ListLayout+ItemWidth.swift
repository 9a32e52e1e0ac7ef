extension ListLayout {
  /// A deterministic estimate of an item's natural width in points, the default for flow
  /// sections when the renderer supplies none (the headless host): 8 points per character of
  /// a ``TextItem``'s title plus 24, a picture's (an ``ImageItem``'s or an ``AsyncImageItem``'s) aspect
  /// ratio times 44, otherwise `maxWidth`;
  /// never more than `maxWidth`.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - maxWidth: The most the item may take: the list's width.
  /// - Returns: The width, in `0...maxWidth`.
  /// - Complexity: O(length of the title).
  public static func estimatedItemWidth(of row: Row, maxWidth: Double) -> Double {
    let limit = RowHeight.sanitized(maxWidth)
    let natural: Double
    switch row.component {
    case let text as TextItem: natural = Double(text.title.count) * 8 + 24
    case let image as ImageItem: natural = image.aspectRatio * 44
    case let image as AsyncImageItem: natural = image.aspectRatio * 44
    default: natural = limit
    }
    return min(limit, RowHeight.sanitized(natural))
  }
}
