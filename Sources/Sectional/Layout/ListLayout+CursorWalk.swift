extension ListLayout {
  /// The row a keyboard cursor reaches from `path` moving `direction`: steps of
  /// ``row(from:moving:)``, passing over rows that cannot take the cursor
  /// (``Row/takesCursor``); `nil` when no such row lies that way. The headless table's cursor
  /// and a hardware keyboard's focus in UIKit move so.
  ///
  /// ```swift
  /// let next = layout.cursorRow(from: RowPath(section: 0, row: 0), moving: .down)
  /// ```
  ///
  /// - Parameters:
  ///   - path: The row the cursor is on.
  ///   - direction: Where it moves.
  /// - Returns: The row it reaches, or `nil` (the cursor stays).
  /// - Complexity: O(k) steps of ``row(from:moving:)`` for k rows passed over.
  public func cursorRow(from path: RowPath, moving direction: Direction) -> RowPath? {
    var current = path
    for _ in 0..<content.rowCount {
      guard let next = row(from: current, moving: direction) else { return nil }
      if content[next]?.takesCursor == true { return next }
      current = next
    }
    return nil
  }
}
