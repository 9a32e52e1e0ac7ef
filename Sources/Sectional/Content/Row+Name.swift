extension Row {
  /// Gives the row a short name, for renderers that title something about it: the terminal
  /// titles the menu of the row's actions (`.`) with it, where it would otherwise use the
  /// row's text — for a row of a table, every cell run together.
  ///
  /// ```swift
  /// Row(id: process.pid, ColumnsItem(cells, columns: columns))
  ///   .named("\(process.name) (\(process.pid))")
  ///   .contextMenu([details])
  /// ```
  ///
  /// - Parameter name: What the row is called.
  /// - Returns: The row with the name set.
  public func named(_ name: String) -> Row {
    var row = self
    row.traits.name = name
    return row
  }
}
