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
      let actions = contextualActions(of: row, .leadingSwipe)
      guard !actions.isEmpty else { return nil }
      let configuration = UISwipeActionsConfiguration(actions: actions)
      configuration.performsFirstActionWithFullSwipe = row.traits.leadingFullSwipe
      return configuration
    }

    /// The row's enabled trailing swipe actions, with its delete action first when it is
    /// deletable; a full swipe runs the first unless the row says not. Without custom actions, `nil` lets UIKit show its own delete button (titled by
    /// ``tableView(_:titleForDeleteConfirmationButtonForRowAt:)``).
    public func tableView(
      _ tableView: UITableView,
      trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      guard let row = row(at: indexPath) else { return nil }
      var actions = contextualActions(of: row, .trailingSwipe)
      guard !actions.isEmpty else { return nil }
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
      configuration.performsFirstActionWithFullSwipe = row.traits.trailingFullSwipe
      return configuration
    }

    /// The row's context menu: one `UIAction` per context-menu action (destructive and
    /// disabled as the action says, with its symbol), each run through the controller; `nil`
    /// (no long-press menu) for a row without context-menu actions.
    public func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      guard let row = row(at: indexPath), !row.traits.contextMenuActions.isEmpty else {
        return nil
      }
      let id = row.id
      let actions = row.traits.contextMenuActions
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) {
        [weak self] _ in
        let children = actions.enumerated().map { index, action in
          var attributes: UIMenuElement.Attributes = []
          if action.role == .destructive { attributes.insert(.destructive) }
          if !action.isEnabled { attributes.insert(.disabled) }
          return UIAction(
            title: action.title, image: action.symbol.flatMap { UIImage(systemName: $0) },
            attributes: attributes
          ) { _ in
            guard let self,
              self.controller.performRowAction(.contextMenu, at: index, ofRow: id)
            else { return }
            self.interacted()
          }
        }
        return UIMenu(title: "", children: children)
      }
    }

    /// The contextual actions of the row's enabled swipe actions at `placement`, in order: a
    /// swipe button cannot be disabled in UIKit, so a disabled action is left out.
    func contextualActions(of row: Row, _ placement: RowAction.Placement) -> [UIContextualAction] {
      row.traits.actions(placement).enumerated().compactMap { index, action in
        action.isEnabled
          ? contextualAction(action, for: row, placement: placement, index: index) : nil
      }
    }

    /// A contextual action that runs the row's swipe action through the controller, which
    /// dispatches it like any event (the host refreshes afterwards): the action's title,
    /// symbol and colour; a disabled action completes without running.
    func contextualAction(
      _ action: RowAction, for row: Row, placement: RowAction.Placement, index: Int
    ) -> UIContextualAction {
      let id = row.id
      let contextual = UIContextualAction(
        style: action.role == .destructive ? .destructive : .normal, title: action.title
      ) { [weak self] _, _, completion in
        guard let self, self.controller.performRowAction(placement, at: index, ofRow: id) else {
          completion(false)
          return
        }
        self.interacted()
        completion(true)
      }
      if let symbol = action.symbol {
        contextual.image = UIImage(systemName: symbol)
      }
      if let color = action.color {
        contextual.backgroundColor = Styling.color(TextStyle(color: color))
      }
      return contextual
    }
  }
#endif
