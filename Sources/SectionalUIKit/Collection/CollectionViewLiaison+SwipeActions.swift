#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Swipe actions exist in list sections only: their list configuration's swipe-actions
  // providers ask for them. A collection view has no delete button of its own, so a deletable
  // row gets a delete action even without actions of its own.
  extension CollectionViewLiaison {
    /// The swipe actions of the item at `indexPath` on `edge`, or `nil`.
    func swipeActions(_ edge: Row.SwipeEdge, at indexPath: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      guard let row = row(at: indexPath) else { return nil }
      let maker = SwipeActionsMaker(
        controller: controller,
        delete: { [weak self] id in self?.delete(id) ?? false },
        interacted: { [weak self] in self?.interacted() })
      return maker.configuration(for: row, edge: edge, deleteAlone: true)
    }

    /// Deletes the row with `id` through the controller (which hands the liaison the batch that
    /// removes it); a row with its own confirmation question is asked about first, as on every
    /// renderer. Whether it was deleted now.
    func delete(_ id: ListID) -> Bool {
      guard let path = shown.path(of: id), let row = shown[path] else { return false }
      if asksDeleteQuestions, row.traits.deleteConfirmationQuestion != nil {
        controller.presenter.present(controller.deleteConfirmation(of: row))
        return false
      }
      var deleted = true
      do {
        try controller.commitDelete(at: path)
      } catch {
        deleted = false
        report(.rejectedDelete(String(describing: error)))
      }
      interacted()
      return deleted
    }
  }
#endif
