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
      guard let row = row(at: indexPath), !row.traits.leadingSwipeActions.isEmpty else {
        return nil
      }
      return UISwipeActionsConfiguration(
        actions: row.traits.leadingSwipeActions.enumerated().map {
          contextualAction($1, for: row, edge: .leading, index: $0)
        })
    }

    /// The row's trailing swipe actions, with its delete action first when it is deletable.
    /// Without custom actions, `nil` lets UIKit show its own delete button (titled by
    /// ``tableView(_:titleForDeleteConfirmationButtonForRowAt:)``).
    public func tableView(
      _ tableView: UITableView,
      trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      guard let row = row(at: indexPath), !row.traits.trailingSwipeActions.isEmpty else {
        return nil
      }
      var actions = row.traits.trailingSwipeActions.enumerated().map {
        contextualAction($1, for: row, edge: .trailing, index: $0)
      }
      if row.traits.isDeletable {
        let id = row.id
        let delete = UIContextualAction(
          style: .destructive, title: row.traits.deleteConfirmationTitle
        ) { [weak self] _, _, completion in
          guard let self, let path = self.shown.path(of: id) else {
            completion(false)
            return
          }
          completion(self.commitDelete(at: path.indexPath))
        }
        actions.insert(delete, at: 0)
      }
      let configuration = UISwipeActionsConfiguration(actions: actions)
      configuration.performsFirstActionWithFullSwipe = row.traits.isDeletable
      return configuration
    }

    /// A contextual action that runs the row's swipe action through the controller, which
    /// dispatches it like any event (the host refreshes afterwards).
    func contextualAction(_ action: SwipeAction, for row: Row, edge: Row.SwipeEdge, index: Int)
      -> UIContextualAction
    {
      let id = row.id
      let contextual = UIContextualAction(
        style: action.role == .destructive ? .destructive : .normal, title: action.title
      ) { [weak self] _, _, completion in
        guard let self, let path = self.controller.content.path(of: id),
          self.controller.performSwipeAction(edge, at: index, ofRowAt: path)
        else {
          completion(false)
          return
        }
        self.interacted()
        completion(true)
      }
      if let symbol = action.symbol {
        contextual.image = UIImage(systemName: symbol)
      }
      return contextual
    }
  }
#endif
