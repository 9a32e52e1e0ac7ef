/// A terminal's size in character cells.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
  /// The number of columns.
  public var columns: Int
  /// The number of rows.
  public var rows: Int

  /// Creates a size; negative values count as 0.
  ///
  /// - Parameters:
  ///   - columns: The number of columns.
  ///   - rows: The number of rows.
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// `"80×24"`.
  public var description: String { "\(columns)×\(rows)" }
}
