// TEST DRIVER — not UIKit API (see SurfaceDriverError.swift): the back button of a navigation
// bar.

extension UINavigationController {
  /// The person taps the navigation bar's back button (or swipes from the leading edge): the
  /// top view controller is popped, animated, as UIKit pops it.
  ///
  /// - Throws: ``SurfaceDriverError/noBackButton`` when the navigation controller shows its
  ///   root, which has no back button.
  public func userTapBackButton() throws(SurfaceDriverError) {
    guard viewControllers.count > 1 else { throw .noBackButton }
    popViewController(animated: true)
  }
}
