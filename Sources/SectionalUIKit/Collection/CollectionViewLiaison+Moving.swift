#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension CollectionViewLiaison {
    /// UIKit's scroll position for an alignment: `.nearest` scrolls as little as shows the
    /// item whole (`[]`, no position, makes the item visible).
    static func scrollPosition(_ alignment: ScrollAlignment) -> UICollectionView.ScrollPosition {
      switch alignment {
      case .top: .top
      case .middle: .centeredVertically
      case .bottom: .bottom
      case .nearest: []
      }
    }

    /// Scrolls the item with `id` to `alignment` with `scrollToItem(at:at:animated:)`. Call it
    /// through `ListController.scrollToRow(_:at:animated:)`.
    ///
    /// - Parameters:
    ///   - id: The row's id.
    ///   - alignment: Where it ends up.
    ///   - animated: Whether UIKit animates the scroll.
    public func reveal(row id: ListID, at alignment: ScrollAlignment, animated: Bool) {
      guard let collectionView, let path = shown.path(of: id) else { return }
      collectionView.scrollToItem(
        at: path.indexPath, at: Self.scrollPosition(alignment), animated: animated)
    }

    /// Selects the item with `id` with `selectItem(at:animated:scrollPosition:)`, which calls
    /// no delegate method; `nil` clears the selection. Call it through
    /// `ListController.selectRow(_:scrollingTo:animated:)`.
    ///
    /// - Parameters:
    ///   - id: The row's id, or `nil`.
    ///   - alignment: Where to scroll the item; `nil` for no scrolling.
    ///   - animated: Whether UIKit animates.
    public func select(row id: ListID?, scrollingTo alignment: ScrollAlignment?, animated: Bool) {
      guard let collectionView else { return }
      guard let id, let path = shown.path(of: id) else {
        for selected in collectionView.indexPathsForSelectedItems ?? [] {
          collectionView.deselectItem(at: selected, animated: animated)
        }
        selectedIDs = []
        return
      }
      selectedIDs = collectionView.allowsMultipleSelection ? selectedIDs.union([id]) : [id]
      collectionView.selectItem(
        at: path.indexPath, animated: animated,
        scrollPosition: alignment.map(Self.scrollPosition) ?? [])
    }
  }
#endif
