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
      revealRow(id, at: alignment, animated: animated)
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
      selectRow(id, scrollingTo: alignment, animated: animated)
    }

    /// The collection view's selected items.
    var selectedIndexPaths: [IndexPath] { collectionView?.indexPathsForSelectedItems ?? [] }

    var allowsMultipleSelection: Bool { collectionView?.allowsMultipleSelection ?? false }

    /// Scrolls with `scrollToItem(at:at:animated:)`.
    func scrollToShown(_ indexPath: IndexPath, at alignment: ScrollAlignment, animated: Bool) {
      collectionView?.scrollToItem(
        at: indexPath, at: Self.scrollPosition(alignment), animated: animated)
    }

    /// Selects with `selectItem(at:animated:scrollPosition:)`, which scrolls to the position
    /// it is given (none for `nil`).
    func selectShown(
      _ indexPath: IndexPath, scrollingTo alignment: ScrollAlignment?, animated: Bool
    ) {
      collectionView?.selectItem(
        at: indexPath, animated: animated, scrollPosition: alignment.map(Self.scrollPosition) ?? [])
    }

    func deselectShown(_ indexPath: IndexPath, animated: Bool) {
      collectionView?.deselectItem(at: indexPath, animated: animated)
    }

    func moveShownRow(from source: IndexPath, to destination: IndexPath) {
      collectionView?.moveItem(at: source, to: destination)
    }
  }
#endif
