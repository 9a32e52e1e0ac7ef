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

    /// The row's swipe actions on `edge`, or `nil` when it has none there. On the trailing
    /// edge a deletable row's delete action comes first (a full swipe performs it), when it has
    /// actions of its own or `deleteAlone` is set (a collection view has no delete button of
    /// its own; a table view shows UIKit's).
    func configuration(for row: Row, edge: Row.SwipeEdge, deleteAlone: Bool)
      -> UISwipeActionsConfiguration?
    {
      let own =
        edge == .leading ? row.traits.leadingSwipeActions : row.traits.trailingSwipeActions
      var actions = own.enumerated().map { action(for: $1, of: row, edge: edge, index: $0) }
      let deletes =
        edge == .trailing && row.traits.isDeletable && (!actions.isEmpty || deleteAlone)
      if deletes { actions.insert(deleteAction(for: row), at: 0) }
      guard !actions.isEmpty else { return nil }
      let configuration = UISwipeActionsConfiguration(actions: actions)
      if edge == .trailing { configuration.performsFirstActionWithFullSwipe = deletes }
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

    /// A contextual action that runs the row's swipe action through the controller.
    private func action(for action: SwipeAction, of row: Row, edge: Row.SwipeEdge, index: Int)
      -> UIContextualAction
    {
      let id = row.id
      let controller = controller
      let interacted = interacted
      let contextual = UIContextualAction(
        style: action.role == .destructive ? .destructive : .normal, title: action.title
      ) { [weak controller] _, _, completion in
        guard let controller, let path = controller.content.path(of: id),
          controller.performSwipeAction(edge, at: index, ofRowAt: path)
        else {
          completion(false)
          return
        }
        interacted()
        completion(true)
      }
      if let symbol = action.symbol {
        contextual.image = UIImage(systemName: symbol)
      }
      return contextual
    }
  }
#endif
