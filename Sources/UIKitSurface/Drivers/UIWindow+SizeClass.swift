// TEST DRIVER — not UIKit API (see SurfaceDriverError.swift): the window's width class changes.

extension UIWindow {
  /// The person changes how wide the app is: an iPad app goes from full screen to a narrow
  /// Split View or Slide Over (compact) and back (regular), an iPhone Plus or Max rotates. The
  /// window's horizontal size class becomes `sizeClass`, and UIKit tells the view controllers
  /// in it, the root's children and what they present: a split view controller collapses in
  /// a compact width and expands in a regular one.
  ///
  /// - Parameter sizeClass: `.compact` or `.regular`.
  public func userResize(toHorizontalSizeClass sizeClass: UIUserInterfaceSizeClass) {
    surfaceHorizontalSizeClass = sizeClass
    rootViewController?.surfaceTraitsDidChange()
  }
}
