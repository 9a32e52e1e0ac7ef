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

    /// Records the selection by id and sends `didSelect`.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      guard let row = row(at: indexPath) else { return }
      if !tableView.allowsMultipleSelection { selectedIDs = [] }
      selectedIDs.insert(row.id)
      controller.send(.didSelect, at: RowPath(indexPath))
      interacted()
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
