#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension CollectionViewLiaison: UICollectionViewDataSourcePrefetching {
    /// Sends `prefetch` to each item about to come on screen (once while it waits off screen).
    public func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      tracker.prefetch(indexPaths.map(RowPath.init), in: shown)
    }

    /// Sends `cancelPrefetch` to each prefetched item that will not come on screen after all.
    public func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      tracker.cancelPrefetch(indexPaths.map(RowPath.init), in: shown)
    }
  }
#endif
