/// A row of a table: text in columns, or the table's header with its column titles and a sort
/// indicator — the rows of a process viewer or a file list.
///
/// Every row of a table is given the same columns, so that its cells line up under the header
/// on every renderer. Fixed and flexible columns need nothing more; measure
/// ``ColumnSpec/Width/fit(maximum:)`` columns with ``ColumnSpec/fitted(_:to:)`` first.
///
/// ```swift
/// let columns = [
///   ColumnSpec("PID", width: .fixed(6), alignment: .trailing),
///   ColumnSpec("Name", width: .flexible(minimum: 6)),
///   ColumnSpec("CPU%", width: .fixed(6), alignment: .trailing),
/// ]
/// let header = ColumnsItem.header(columns, sort: .init(column: 2, ascending: false))
/// let row = ColumnsItem(["42", "swift-frontend", "12.5"], columns: columns)
/// ```
///
/// A cell wider than its column is cut with an ellipsis; a row never draws past its width (the
/// last columns narrow, then hide, when the columns do not fit). The terminal marks the sorted
/// column's title with ▲ (ascending) or ▼ (descending), `^` or `v` in ASCII; a row is one
/// line.
public struct ColumnsItem: Component {
  /// The columns, shared by every row of the table.
  public var columns: [ColumnSpec]
  /// The text of each column, in column order; a missing cell is blank, extra cells are not
  /// shown. A header's cells are its columns' titles.
  public var cells: [String]
  /// Whether this is the table's header row.
  public var isHeader: Bool
  /// The column the table is sorted by, marked in a header; `nil` for none.
  public var sort: Sort?
  /// What the row's cells sort by, in column order, when their text does not say it (a size
  /// shown as "1.2 MB", a date shown as "Yesterday"); `nil` to sort by the text (see
  /// ``SortKey/init(text:)``).
  public var sortKeys: [SortKey]?

  /// The column a table is sorted by, and in which direction.
  public struct Sort: Equatable, Sendable {
    /// The column's index in ``ColumnsItem/columns``; an index with no column marks none.
    public var column: Int
    /// Whether the smallest value comes first.
    public var ascending: Bool

    /// Creates a sort.
    ///
    /// - Parameters:
    ///   - column: The column's index.
    ///   - ascending: Whether the smallest value comes first.
    public init(column: Int, ascending: Bool) {
      self.column = column
      self.ascending = ascending
    }
  }

  /// Creates a row of cells.
  ///
  /// - Parameters:
  ///   - cells: The text of each column, in column order.
  ///   - columns: The table's columns.
  public init(_ cells: [String], columns: [ColumnSpec]) {
    self.columns = columns
    self.cells = cells
    self.isHeader = false
    self.sort = nil
    self.sortKeys = nil
  }

  /// The header row of a table: its columns' titles, the sorted one marked.
  ///
  /// - Parameters:
  ///   - columns: The table's columns.
  ///   - sort: The column the rows are sorted by; `nil` for none.
  /// - Returns: The header item.
  public static func header(_ columns: [ColumnSpec], sort: Sort? = nil) -> ColumnsItem {
    var item = ColumnsItem(columns.map(\.title), columns: columns)
    item.isHeader = true
    item.sort = sort
    return item
  }
}
