extension RowContext {
  /// The rows a person selected (marked) on a ``MultipleSelectionScreen`` while it selects
  /// rows; empty otherwise.
  public var selectedRows: Set<ListID> {
    guard let selecting = controller.rowSelection, selecting.isSelectingRows else { return [] }
    return selecting.selectedRows
  }

  /// The rows an action on this row acts on: the selected (marked) rows when this row is one
  /// of them, else this row alone — lazygit's rule for an action on a marked file.
  ///
  /// ```swift
  /// RowAction("Stage") { [unowned self] context in
  ///   stage(context.affectedRows)
  /// }
  /// ```
  public var affectedRows: Set<ListID> {
    let selected = selectedRows
    return selected.contains(id) ? selected : [id]
  }
}
