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

    /// Whether the row is selectable and its component enabled (a disabled button is not).
    func canSelect(at indexPath: IndexPath) -> Bool {
      controller.canSelect(at: RowPath(indexPath))
        && row(at: indexPath)?.component.isEnabled != false
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
      guard canSelect(at: indexPath), let row = row(at: indexPath) else { return nil }
      state.pinnedRows.pin(indexPath, to: row.id)
      controller.send(.willSelect, at: path)
      return indexPath
    }

    /// Records the selection by id and sends `didSelect`; a row that deselects after selection
    /// (`Row/deselectsAfterSelection(_:)`) is deselected once its handlers ran.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      guard let (row, path) = pinnedRow(at: indexPath) else { return }
      let deselects = row.traits.deselectsAfterSelection
      if !tableView.allowsMultipleSelection { selectedIDs = [] }
      if !deselects { selectedIDs.insert(row.id) }
      controller.send(.didSelect, to: row, at: path)
      if openChoices(for: row, at: path) || focusField(of: row) {
        // The checklist is pushed, or the row's field edits: the row is not left selected.
        selectedIDs.remove(row.id)
        if let now = shown.path(of: row.id)?.indexPath {
          tableView.deselectRow(at: now, animated: true)
        }
        interacted()
        return
      }
      if let now = shown.path(of: row.id)?.indexPath {
        if now != indexPath, let stale = self.row(at: indexPath), !selectedIDs.contains(stale.id) {
          // A handler moved the row: UIKit selected whatever took its place.
          tableView.deselectRow(at: indexPath, animated: false)
        }
        if deselects {
          tableView.deselectRow(at: now, animated: true)
        } else if now != indexPath {
          tableView.selectRow(at: now, animated: false, scrollPosition: .none)
        }
      }
      interacted()
    }

    /// Sends `willDeselect`.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      if let row = row(at: indexPath) { state.pinnedRows.pin(indexPath, to: row.id) }
      controller.send(.willDeselect, at: RowPath(indexPath))
      return indexPath
    }

    /// Forgets the selection and sends `didDeselect`.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
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

    /// What a cell's configuration receives for `row`: form cells edit through the liaison.
    func cellContext(for row: Row) -> CellContext {
      var context = controlContext(for: row)
      context.liaison = self
      return context
    }
  }
#endif
