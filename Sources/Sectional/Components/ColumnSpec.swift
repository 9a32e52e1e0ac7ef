/// One column of a table of ``ColumnsItem`` rows: its title, how wide it is and how its text
/// lines up.
///
/// ```swift
/// let columns = [
///   ColumnSpec("PID", width: .fixed(7), alignment: .trailing),
///   ColumnSpec("Name", width: .flexible(minimum: 8)),
///   ColumnSpec("CPU%", width: .fit(), alignment: .trailing),
/// ]
/// ```
///
/// Widths are in columns: terminal cells, or the width of a digit in the UIKit cell's font.
public struct ColumnSpec: Equatable, Sendable {
  /// The column's title, shown by the header row (``ColumnsItem/header(_:sort:)``).
  public var title: String
  /// How wide the column is.
  public var width: Width
  /// How the text of its cells lines up.
  public var alignment: Alignment
  /// How a person sorts the table by this column; `nil` when they cannot (see
  /// ``sortable(ascendingFirst:shortcut:)``).
  public var sorting: Sorting?

  /// How wide a column is.
  public enum Width: Equatable, Sendable {
    /// Exactly this many columns.
    case fixed(Int)
    /// A share of the space the other columns leave, in proportion to `weight` among the
    /// flexible columns, and never less than `minimum` columns.
    case flexible(weight: Int = 1, minimum: Int = 1)
    /// As wide as the column's widest text, up to `maximum` columns.
    /// ``ColumnSpec/fitted(_:to:)`` measures the rows and makes it fixed; unmeasured, it is as
    /// wide as its title and a sort indicator.
    case fit(maximum: Int? = nil)
  }

  /// How the text of a cell lines up in its column.
  public enum Alignment: Equatable, Sendable {
    /// At the leading edge (names, text).
    case leading
    /// At the trailing edge (numbers).
    case trailing
    /// Centred.
    case center
  }

  /// Creates a column.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - width: How wide it is; `.flexible()` by default.
  ///   - alignment: How its text lines up; `.leading` by default.
  public init(_ title: String, width: Width = .flexible(), alignment: Alignment = .leading) {
    self.title = title
    self.width = width
    self.alignment = alignment
    self.sorting = nil
  }
}
