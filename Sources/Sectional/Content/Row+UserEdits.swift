extension Row {
  /// Lets the user delete the row and calls `handler` when they do: a swipe's or context menu's
  /// Delete, the terminal's delete key, after the confirmation (see
  /// ``deletable(confirmationTitle:question:)`` to word it). Remove the item from your state
  /// here.
  ///
  /// Only a person runs it. A rebuild that leaves the row out (a search that filters it away, a
  /// collapsed section, a page refresh) and an imperative ``ListController/deleteRows(_:)`` send
  /// ``RowEvent/removed`` instead, so the handler can safely destroy data.
  ///
  /// ```swift
  /// for name in fruit where query.isEmpty || name.contains(query) {
  ///   Row(id: name, TextItem(name))
  ///     .deletable(question: "Delete “\(name)”?")
  ///     .onDelete { [unowned self] _ in fruit.removeAll { $0 == name } }
  /// }
  /// ```
  ///
  /// - Parameter handler: Called with the context of ``RowEvent/userDeleted``, whose
  ///   ``RowContext/indexPath`` is where the row was. The host rebuilds after it.
  /// - Returns: The row, deletable, with the handler added.
  public func onDelete(perform handler: @escaping RowHandler) -> Row {
    var traits = traits
    traits.isDeletable = true
    return adding(handler, for: .userDeleted, traits: traits)
  }

  /// Lets the user reorder the row and calls `handler` when they drag it to a new place
  /// (UIKit's reorder control, the terminal's move keys, one call per place). Move the item in
  /// your state here.
  ///
  /// Only a person runs it: a rebuild or an imperative ``ListController/moveRow(_:to:)`` that
  /// moves the row sends ``RowEvent/moved`` instead.
  ///
  /// ```swift
  /// Row(id: task.id, TextItem(task.title))
  ///   .onMove { [unowned self] context in
  ///     guard let from = context.sourcePath else { return }
  ///     tasks.insert(tasks.remove(at: from.row), at: context.indexPath.row)
  ///   }
  /// ```
  ///
  /// - Parameter handler: Called with the context of ``RowEvent/userMoved``: its
  ///   ``RowContext/sourcePath`` is where the row was, its ``RowContext/indexPath`` where it is.
  ///   The host rebuilds after it.
  /// - Returns: The row, movable, with the handler added.
  public func onMove(perform handler: @escaping RowHandler) -> Row {
    var traits = traits
    traits.isMovable = true
    return adding(handler, for: .userMoved, traits: traits)
  }

  /// The row with `traits` and `handler` added for `event`, its extras made once: a row of a
  /// long list is built on every rebuild, and setting its traits and its handler one after the
  /// other made them twice.
  private func adding(_ handler: @escaping RowHandler, for event: RowEvent, traits: RowTraits)
    -> Row
  {
    var row = self
    var handlers = handlers
    handlers.append(handler, for: event)
    row.setExtras(traits: traits, handlers: handlers, height: extras?.height)
    return row
  }
}
