extension Row {
  /// Says what selecting the row does, for renderers that name the key that selects it: the
  /// terminal's footer and help show "⏎ show details" on the row rather than "⏎ select".
  ///
  /// ```swift
  /// Row(id: process.pid, TextItem(process.name))
  ///   .selectionTitle("Show details")
  ///   .onSelect { context in context.presenter.present(details(of: process)) }
  /// ```
  ///
  /// Name what the ``RowEvent/didSelect`` handlers do, as a button would be titled; the
  /// terminal writes it in lower case after the key. A row with a disclosure `›` is said to
  /// open without one.
  ///
  /// - Parameter title: What selecting the row does.
  /// - Returns: The row with the title set.
  public func selectionTitle(_ title: String) -> Row {
    var row = self
    row.traits.selectionTitle = title
    return row
  }
}
