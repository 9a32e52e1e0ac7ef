#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Editing: swipe actions, delete with the row's confirmation title, and the editing events.
  extension TableViewLiaison {
    /// `.delete` for deletable rows, otherwise `.none`.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      row(at: indexPath)?.traits.isDeletable == true ? .delete : .none
    }

    /// The row's delete confirmation title.
    public func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
      row(at: indexPath)?.traits.deleteConfirmationTitle
    }

    /// Records the row being edited and sends `willBeginEditing`.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      guard let row = row(at: indexPath) else { return }
      editingRow = (row, RowPath(indexPath))
      controller.send(.willBeginEditing, at: RowPath(indexPath))
    }

    /// Sends `didEndEditing` to the row that was being edited, even if it was deleted.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      guard let editing = editingRow else { return }
      editingRow = nil
      controller.send(.didEndEditing, to: editing.row, at: editing.path)
    }

    /// The row's enabled leading swipe actions; a full swipe runs the first unless the row says not.
    public func tableView(
      _ tableView: UITableView,
      leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      guard let row = row(at: indexPath) else { return nil }
      return swipeActionsMaker.configuration(for: row, edge: .leading, deleteAlone: false)
    }

    /// The row's enabled trailing swipe actions, with its delete action first when it is
    /// deletable; a full swipe runs the first unless the row says not. Without custom actions,
    /// `nil` lets UIKit show its own delete button (titled by
    /// ``tableView(_:titleForDeleteConfirmationButtonForRowAt:)``).
    public func tableView(
      _ tableView: UITableView,
      trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      guard let row = row(at: indexPath) else { return nil }
      return swipeActionsMaker.configuration(for: row, edge: .trailing, deleteAlone: false)
    }

    /// The row's context menu: one `UIAction` per context-menu action (destructive and
    /// disabled as the action says, with its symbol), each run through the controller; `nil`
    /// (no long-press menu) for a row without context-menu actions.
    public func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      guard let row = row(at: indexPath) else { return nil }
      return swipeActionsMaker.contextMenu(for: row)
    }
  }
#endif
