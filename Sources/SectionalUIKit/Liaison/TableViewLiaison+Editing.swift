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

    /// The row's leading swipe actions.
    public func tableView(
      _ tableView: UITableView,
      leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      guard let row = row(at: indexPath) else { return nil }
      return swipeActionsMaker.configuration(for: row, edge: .leading, deleteAlone: false)
    }

    /// The row's trailing swipe actions, with its delete action first when it is deletable.
    /// Without custom actions, `nil` lets UIKit show its own delete button (titled by
    /// ``tableView(_:titleForDeleteConfirmationButtonForRowAt:)``).
    public func tableView(
      _ tableView: UITableView,
      trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      guard let row = row(at: indexPath) else { return nil }
      return swipeActionsMaker.configuration(for: row, edge: .trailing, deleteAlone: false)
    }
  }
#endif
