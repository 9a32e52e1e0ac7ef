// TEST DRIVER — not UIKit API (see SurfaceDriverError.swift).

extension UIScrollView {
  /// The user pulls the content down past its top and lets go: the scroll view's refresh
  /// control starts refreshing and sends `.valueChanged`, as UIKit does. A pull while it is
  /// refreshing does nothing more.
  ///
  /// - Throws: ``SurfaceDriverError/noRefreshControl`` when the scroll view has no refresh
  ///   control; ``SurfaceDriverError/controlDisabled`` when it is disabled.
  public func pullToRefresh() throws {
    guard let control = refreshControl else { throw SurfaceDriverError.noRefreshControl }
    guard control.isEnabled else { throw SurfaceDriverError.controlDisabled }
    guard !control.isRefreshing else { return }
    control.surfaceIsRefreshing = true
    control.sendActions(for: .valueChanged)
  }
}
