import Sectional

extension HeadlessTableView {
  /// Where an item is laid out: its line and column in its section, and its frame.
  ///
  /// Items of every section layout are rows. A list section has one row a line, in column 0, as
  /// wide as the list; a grid, flow or carousel section puts several items side by side on a
  /// line, each at its own ``x`` and ``width``, all with the line's ``top`` and ``height`` (as
  /// tall as the line's tallest item). A carousel's ``x`` is not shifted by its sideways scroll. See
  /// ``ScreenTestHost/position(of:)``.
  public struct ItemPosition: Hashable, Sendable, CustomStringConvertible {
    /// The row's position in the content.
    public var path: RowPath
    /// Its line in its section, from 0 (a list section's row index).
    public var line: Int
    /// Its place in its line, from 0 (always 0 in a list section).
    public var column: Int
    /// The distance from the list's leading edge to the item's, in points.
    public var x: Double
    /// Its width, in points.
    public var width: Double
    /// The distance from the top of the content to its line's top.
    public var top: Double
    /// Its line's height.
    public var height: Double

    /// One line: section, line, column and frame.
    public var description: String {
      "section \(path.section) line \(line) column \(column): x \(x) width \(width), top \(top) height \(height)"
    }
  }

  /// Where a row is laid out now, at the table's width.
  ///
  /// - Parameter address: A row, by position or id.
  /// - Returns: Its line, column and frame; `nil` when the table has no such row.
  /// - Complexity: O(log n).
  public func position(of address: RowAddress) -> ItemPosition? {
    guard let path = path(of: address), let frame = layout.frame(of: .row(path)),
      let firstLine = layout.index(of: .row(RowPath(section: path.section, row: 0))),
      case .row(let lead)? = layout.item(at: frame.index)
    else { return nil }
    return ItemPosition(
      path: path, line: frame.index - firstLine, column: path.row - lead.row, x: frame.x,
      width: frame.width, top: frame.top, height: frame.height)
  }
}
