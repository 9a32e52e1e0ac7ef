extension Row {
  /// Adds a handler for `event`. Handlers of one event run in the order they were added.
  ///
  /// ```swift
  /// row.on(.willDisplay) { context in analytics.impression(context.id) }
  /// ```
  ///
  /// - Parameters:
  ///   - event: The event to react to.
  ///   - handler: Called on the main actor with the row's context.
  /// - Returns: The row with the handler added.
  public func on(_ event: RowEvent, perform handler: @escaping RowHandler) -> Row {
    var row = self
    row.handlers.append(handler, for: event)
    return row
  }

  /// Adds a handler for ``RowEvent/didSelect``.
  ///
  /// - Parameter handler: Called when the row is selected.
  /// - Returns: The row with the handler added.
  public func onSelect(_ handler: @escaping RowHandler) -> Row {
    on(.didSelect, perform: handler)
  }

  /// Sets the row's height.
  ///
  /// - Parameter height: Fixed, computed or automatic.
  /// - Returns: The row with the height set.
  public func height(_ height: RowHeight) -> Row {
    var row = self
    row.height = height
    return row
  }

  /// Makes the row selectable or not. Unselectable rows send no selection events.
  ///
  /// - Parameter isSelectable: Whether the row can be selected.
  /// - Returns: The row with the trait set.
  public func selectable(_ isSelectable: Bool) -> Row {
    var row = self
    row.traits.isSelectable = isSelectable
    return row
  }

  /// Deselects the row right after its ``RowEvent/didSelect`` handlers ran: the iOS convention
  /// for rows that perform an action (push a screen, open a link) rather than choose something.
  /// A renderer that keeps a selection (UIKit) clears it, and no later update selects it again.
  ///
  /// ```swift
  /// Row(id: "licenses", TextItem("Licenses", accessory: .disclosure))
  ///   .deselectsAfterSelection()
  ///   .onSelect { context in context.presenter.push(LicensesScreen()) }
  /// ```
  ///
  /// - Parameter deselects: Whether the row is deselected after selection.
  /// - Returns: The row with the trait set.
  public func deselectsAfterSelection(_ deselects: Bool = true) -> Row {
    var row = self
    row.traits.deselectsAfterSelection = deselects
    return row
  }

  /// Lets the user delete the row, after a confirmation. The ``onDelete(perform:)`` handlers
  /// run after the row is gone, only when a person deleted it; update your state there so the
  /// next rebuild agrees.
  ///
  /// ```swift
  /// Row(id: task.id, TextItem(task.title))
  ///   .deletable(question: "Delete “\(task.title)”?")
  ///   .onDelete { [unowned self] context in
  ///     tasks.removeAll { $0.id == context.id(as: UUID.self) }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - confirmationTitle: The delete button's title; ``SectionalStrings/delete`` when `nil`.
  ///   - question: What the confirmation asks, naming the row; the title and "?" by default.
  /// - Returns: The row with deletion allowed.
  public func deletable(confirmationTitle: String? = nil, question: String? = nil) -> Row {
    var row = self
    row.traits.isDeletable = true
    if let confirmationTitle { row.traits.deleteConfirmationTitle = confirmationTitle }
    row.traits.deleteConfirmationQuestion = question
    return row
  }

  /// Lets the user reorder the row. The ``onMove(perform:)`` handlers run after the user moved
  /// it.
  ///
  /// - Parameter isMovable: Whether the row can be reordered.
  /// - Returns: The row with the trait set.
  public func movable(_ isMovable: Bool = true) -> Row {
    var row = self
    row.traits.isMovable = isMovable
    return row
  }

  /// The edge a swipe starts from.
  public enum SwipeEdge: Sendable {
    /// The leading edge (left in left-to-right languages).
    case leading
    /// The trailing edge.
    case trailing
  }

  /// Sets the actions revealed by swiping from `edge`.
  ///
  /// In the terminal, `.` opens a menu of the focused row's swipe and context-menu actions.
  ///
  /// - Parameters:
  ///   - edge: Leading or trailing.
  ///   - actions: The buttons, outermost first.
  ///   - performsFirstActionWithFullSwipe: Whether a full swipe runs the first action, as
  ///     UIKit's `UISwipeActionsConfiguration` property of that name; `true` by default.
  /// - Returns: The row with the actions set.
  public func swipeActions(
    _ edge: SwipeEdge, _ actions: [RowAction], performsFirstActionWithFullSwipe: Bool = true
  ) -> Row {
    var row = self
    switch edge {
    case .leading:
      row.traits.leadingSwipeActions = actions
      row.traits.leadingFullSwipe = performsFirstActionWithFullSwipe
    case .trailing:
      row.traits.trailingSwipeActions = actions
      row.traits.trailingFullSwipe = performsFirstActionWithFullSwipe
    }
    return row
  }

  /// Sets the actions of the row's context menu: a long press on iOS, `.` in the terminal (with
  /// the row's swipe actions).
  ///
  /// ```swift
  /// row.contextMenu([
  ///   RowAction("Copy", symbol: "doc.on.doc") { context in copy(context.id) },
  ///   RowAction("Delete", symbol: "trash", role: .destructive) { context in
  ///     askToDelete(context.id, context.presenter)
  ///   },
  /// ])
  /// ```
  ///
  /// - Parameter actions: The menu's entries, in order.
  /// - Returns: The row with the menu set.
  public func contextMenu(_ actions: [RowAction]) -> Row {
    var row = self
    row.traits.contextMenuActions = actions
    return row
  }
}
