#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension TableViewLiaison: UITableViewDataSourcePrefetching {
    /// Sends `prefetch` to each row about to come on screen.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      for indexPath in indexPaths {
        controller.send(.prefetch, at: RowPath(indexPath))
      }
    }

    /// Sends `cancelPrefetch` to each row that will not come on screen after all.
    public func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {
      for indexPath in indexPaths {
        controller.send(.cancelPrefetch, at: RowPath(indexPath))
      }
    }
  }
#endif
