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
    /// Whether the row can be highlighted: only selectable rows can.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
      -> Bool
    {
      controller.canSelect(at: RowPath(indexPath))
    }

    /// Sends `didHighlight`.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      controller.send(.didHighlight, at: RowPath(indexPath))
    }

    /// Sends `didUnhighlight`.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      controller.send(.didUnhighlight, at: RowPath(indexPath))
    }

    /// Sends `willSelect`; refuses the selection of an unselectable row.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      let path = RowPath(indexPath)
      guard controller.canSelect(at: path) else { return nil }
      controller.send(.willSelect, at: path)
      return indexPath
    }

    /// Records the selection by id and sends `didSelect`; a row that deselects after selection
    /// (``Row/deselectsAfterSelection(_:)``) is deselected once its handlers ran.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      guard let row = row(at: indexPath) else { return }
      let deselects = row.traits.deselectsAfterSelection
      if !tableView.allowsMultipleSelection { selectedIDs = [] }
      if !deselects { selectedIDs.insert(row.id) }
      controller.send(.didSelect, at: RowPath(indexPath))
      if deselects, let path = shown.path(of: row.id) {
        tableView.deselectRow(at: path.indexPath, animated: true)
      }
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

    /// Takes the selection from the table view, which code may have changed without telling the
    /// delegate (`selectRow`, `deselectRow`): what is selected now is what updates keep.
    func adoptTableSelection() {
      guard let tableView else { return }
      let selected = tableView.indexPathsForSelectedRows ?? []
      selectedIDs = Set(selected.compactMap { shown[RowPath($0)]?.id })
    }

    /// Sends `willDeselect`.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      controller.send(.willDeselect, at: RowPath(indexPath))
      return indexPath
    }

    /// Forgets the selection and sends `didDeselect`.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      if let row = row(at: indexPath) { selectedIDs.remove(row.id) }
      controller.send(.didDeselect, at: RowPath(indexPath))
      interacted()
    }

    /// Sends `accessoryTapped` (the detail button of a ``TextItem``).
    public func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
      controller.send(.accessoryTapped, at: RowPath(indexPath))
      interacted()
    }

    /// Sends `didSelect` with `detail` to the row with `id`, wherever it is now: what a switch,
    /// a pill, an action button or an embedded row does.
    func sendControlEvent(to id: ListID, detail: EventDetail) {
      guard let path = shown.path(of: id) else { return }
      controller.send(.didSelect, at: path, detail: detail)
      interacted()
    }

    /// What a cell's configuration receives for `row`.
    func cellContext(for row: Row) -> CellContext {
      let id = row.id
      return CellContext(row: row) { [weak self] detail in
        self?.sendControlEvent(to: id, detail: detail)
      }
    }
  }
#endif
