#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Makes a row's UIKit swipe actions, for the table view and the collection view liaisons
  /// alike: each runs the row's swipe action through the controller, which dispatches it like
  /// any event; the delete action deletes through the liaison.
  @MainActor
  struct SwipeActionsMaker {
    var controller: ListController
    /// Deletes the row with the id (the liaison asks its question first, if any); whether it
    /// was deleted now.
    var delete: @MainActor (ListID) -> Bool
    /// Tells the liaison's host the user interacted.
    var interacted: @MainActor () -> Void

    /// The row's enabled swipe actions on `edge`, or `nil` when it has none there; a full swipe
    /// runs the first unless the row says not. On the trailing
    /// edge a deletable row's delete action comes first (a full swipe performs it), when it has
    /// actions of its own or `deleteAlone` is set (a collection view has no delete button of
    /// its own; a table view shows UIKit's).
    func configuration(for row: Row, edge: Row.SwipeEdge, deleteAlone: Bool)
      -> UISwipeActionsConfiguration?
    {
      let placement: RowAction.Placement = edge == .leading ? .leadingSwipe : .trailingSwipe
      // A swipe button cannot be disabled in UIKit: a disabled action is left out.
      var actions = row.traits.actions(placement).enumerated().compactMap { index, action in
        action.isEnabled
          ? self.action(for: action, of: row, placement: placement, index: index) : nil
      }
      let deletes =
        edge == .trailing && row.traits.isDeletable && (!actions.isEmpty || deleteAlone)
      if deletes { actions.insert(deleteAction(for: row), at: 0) }
      guard !actions.isEmpty else { return nil }
      let configuration = UISwipeActionsConfiguration(actions: actions)
      configuration.performsFirstActionWithFullSwipe =
        edge == .leading ? row.traits.leadingFullSwipe : row.traits.trailingFullSwipe
      return configuration
    }

    /// The destructive action that deletes the row, titled with its confirmation title.
    private func deleteAction(for row: Row) -> UIContextualAction {
      let id = row.id
      let delete = self.delete
      return UIContextualAction(
        style: .destructive, title: row.traits.deleteConfirmationTitle
      ) { _, _, completion in
        completion(delete(id))
      }
    }

    /// A contextual action that runs the row's swipe action through the controller, with the
    /// action's title, symbol and colour.
    private func action(
      for action: RowAction, of row: Row, placement: RowAction.Placement, index: Int
    ) -> UIContextualAction {
      let id = row.id
      let controller = controller
      let interacted = interacted
      let contextual = UIContextualAction(
        style: action.role == .destructive ? .destructive : .normal, title: action.title
      ) { [weak controller] _, _, completion in
        guard let controller, controller.performRowAction(placement, at: index, ofRow: id) else {
          completion(false)
          return
        }
        interacted()
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

    /// The row's context menu: one `UIAction` per context-menu action (destructive and disabled
    /// as the action says, with its symbol), each run through the controller; `nil` (no
    /// long-press menu) for a row without context-menu actions.
    func contextMenu(for row: Row) -> UIContextMenuConfiguration? {
      let actions = row.traits.contextMenuActions
      guard !actions.isEmpty else { return nil }
      let id = row.id
      let controller = controller
      let interacted = interacted
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
        let children = actions.enumerated().map { index, action in
          var attributes: UIMenuElement.Attributes = []
          if action.role == .destructive { attributes.insert(.destructive) }
          if !action.isEnabled { attributes.insert(.disabled) }
          return UIAction(
            title: action.title, image: action.symbol.flatMap { UIImage(systemName: $0) },
            attributes: attributes
          ) { [weak controller] _ in
            guard let controller, controller.performRowAction(.contextMenu, at: index, ofRow: id)
            else { return }
            interacted()
          }
        }
        return UIMenu(title: "", children: children)
      }
    }
  }
#endif
