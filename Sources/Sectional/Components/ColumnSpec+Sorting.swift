extension ColumnSpec {
  /// How a person sorts a table by a column: the direction a first choice sorts in, and the
  /// shortcut that chooses it.
  public struct Sorting: Equatable, Sendable {
    /// Whether choosing the column sorts it ascending first (names, ids); `false` for the
    /// largest first (CPU, size, date). Choosing it again reverses.
    public var ascendingFirst: Bool
    /// The shortcut of its "Sort by" command; `nil` for none (the command is still offered).
    public var shortcut: ScreenCommand.Shortcut?

    /// Creates a column's sorting.
    ///
    /// - Parameters:
    ///   - ascendingFirst: Whether a first choice sorts ascending.
    ///   - shortcut: The shortcut of its "Sort by" command.
    public init(ascendingFirst: Bool, shortcut: ScreenCommand.Shortcut?) {
      self.ascendingFirst = ascendingFirst
      self.shortcut = shortcut
    }
  }

  /// The column, which a person can sort the table by.
  ///
  /// A section whose header is a ``ColumnsItem/header(_:sort:)`` with a sortable column keeps
  /// its rows sorted: by the header's `sort` until a person chooses a column, then by their
  /// choice, which the list keeps across rebuilds (by the section's id). The screen gets a
  /// "Sort by" command for each sortable column (its key in the terminal, the bar's menu on
  /// iOS); choosing the sorted column again reverses it, and the header marks the column and
  /// its direction. See ``ListController/sortTable(section:by:)``.
  ///
  /// ```swift
  /// let columns = [
  ///   ColumnSpec("PID", width: .fixed(7), alignment: .trailing)
  ///     .sortable(shortcut: .mnemonic("p")),
  ///   ColumnSpec("Name", width: .flexible(minimum: 8)).sortable(shortcut: .mnemonic("a")),
  ///   ColumnSpec("CPU%", width: .fixed(6), alignment: .trailing)
  ///     .sortable(ascendingFirst: false, shortcut: .mnemonic("c")),
  /// ]
  /// ```
  ///
  /// - Parameters:
  ///   - ascendingFirst: Whether a first choice sorts ascending; `true` by default.
  ///   - shortcut: The shortcut of its "Sort by" command; none by default.
  /// - Returns: The column, sortable.
  public func sortable(ascendingFirst: Bool = true, shortcut: ScreenCommand.Shortcut? = nil)
    -> ColumnSpec
  {
    var column = self
    column.sorting = Sorting(ascendingFirst: ascendingFirst, shortcut: shortcut)
    return column
  }
}
