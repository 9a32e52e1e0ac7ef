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
      return swipeActionsMaker.configuration(for: row, edge: edge, deleteAlone: true)
    }
  }
#endif
