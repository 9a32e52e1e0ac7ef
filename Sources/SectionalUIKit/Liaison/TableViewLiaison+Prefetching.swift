#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension TableViewLiaison: UITableViewDataSourcePrefetching {
    /// Sends `prefetch` to each row about to come on screen (once while it waits off screen).
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      tracker.prefetch(indexPaths.map(RowPath.init), in: shown)
    }

    /// Sends `cancelPrefetch` to each prefetched row that will not come on screen after all.
    public func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {
      tracker.cancelPrefetch(indexPaths.map(RowPath.init), in: shown)
    }
  }
#endif
