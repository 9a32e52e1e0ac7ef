/// The position of a row: its section index and its row index within that section.
///
/// Positions are a renderer's detail; Sectional addresses rows by ``ListID`` wherever it can.
/// `RowPath` is what renderers report events with and what imperative operations accept.
///
/// ```swift
/// let path = RowPath(section: 0, row: 2)
/// ```
public struct RowPath: Hashable, Sendable, Comparable {
  /// The index of the section.
  public var section: Int
  /// The index of the row within its section.
  public var row: Int

  /// Creates a path from a section index and a row index.
  ///
  /// - Parameters:
  ///   - section: The section index.
  ///   - row: The row index within the section.
  @inlinable
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Orders paths by section, then by row.
  @inlinable
  public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}

extension RowPath: CustomStringConvertible {
  /// The path as `[section, row]`.
  public var description: String { "[\(section), \(row)]" }
}
