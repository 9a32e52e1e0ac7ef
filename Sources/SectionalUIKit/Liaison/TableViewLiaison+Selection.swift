#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Highlight and selection, in UIKit's order: didHighlight, didUnhighlight, willSelect, (the
  // previous row's willDeselect and didDeselect), didSelect. Unselectable rows get none of them.
  extension TableViewLiaison {
    /// Whether the row can be highlighted: only selectable rows of enabled components can.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
      -> Bool
    {
      canSelect(at: indexPath)
    }

    /// Sends `didHighlight`.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      guard !isSelectingRows else { return }
      controller.send(.didHighlight, at: RowPath(indexPath))
    }

    /// Sends `didUnhighlight`.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      guard !isSelectingRows else { return }
      controller.send(.didUnhighlight, at: RowPath(indexPath))
    }

    /// Sends `willSelect`; refuses the selection of an unselectable row. A tap on an
    /// outline's node whose row has no select handler expands or collapses it instead, and
    /// selects nothing.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      let path = RowPath(indexPath)
      guard canSelect(at: indexPath), let row = row(at: indexPath) else { return nil }
      // While the screen selects rows, a tap selects the row for it: no row events.
      if isSelectingRows { return indexPath }
      if row.togglesOnTap {
        toggleNode(row.id)
        return nil
      }
      state.pinnedRows.pin(indexPath, to: row.id)
      controller.send(.willSelect, at: path)
      return indexPath
    }

    /// Records the selection by id and sends `didSelect`; a row that deselects after selection
    /// (`Row/deselectsAfterSelection(_:)`) is deselected once its handlers ran.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      if isSelectingRows { return setRowSelected(at: indexPath, true) }
      didSelectRow(at: indexPath)
    }

    /// Sends `willDeselect`.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      if isSelectingRows { return indexPath }
      if let row = row(at: indexPath) { state.pinnedRows.pin(indexPath, to: row.id) }
      controller.send(.willDeselect, at: RowPath(indexPath))
      return indexPath
    }

    /// Forgets the selection and sends `didDeselect`.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      if isSelectingRows { return setRowSelected(at: indexPath, false) }
      guard let (row, path) = pinnedRow(at: indexPath) else { return }
      selectedIDs.remove(row.id)
      controller.send(.didDeselect, to: row, at: path)
      interacted()
    }

    /// Deselects the row with `id`, in the table view and in the selection the liaison keeps by
    /// id across updates. Like `deselectRow(at:animated:)`, it sends no events.
    ///
    /// ```swift
    /// liaison.deselect(SettingsRow.account)
    /// ```
    ///
    /// - Parameters:
    ///   - id: The row's id.
    ///   - animated: Whether the table view animates the change.
    public func deselect<ID: Hashable & Sendable>(_ id: ID, animated: Bool = true) {
      let id = ListID(id)
      selectedIDs.remove(id)
      if let path = shown.path(of: id) {
        tableView?.deselectRow(at: path.indexPath, animated: animated)
      }
    }

    /// Deselects every selected row, in the table view and in the selection the liaison keeps.
    /// Sends no events.
    ///
    /// - Parameter animated: Whether the table view animates the change.
    public func deselectAll(animated: Bool = true) {
      selectedIDs = []
      for indexPath in tableView?.indexPathsForSelectedRows ?? [] {
        tableView?.deselectRow(at: indexPath, animated: animated)
      }
    }

    /// The ids of the selected rows: the rows the liaison selects again after every update.
    public var selectedRowIDs: Set<ListID> { selectedIDs }

    /// Sends `accessoryTapped` (the detail button of a `TextItem`).
    public func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
      controller.send(.accessoryTapped, at: RowPath(indexPath))
      interacted()
    }
  }
#endif
