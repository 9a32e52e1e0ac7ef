// How the surface's views keep first responder status and where they are in their window. Not
// UIKit API.

extension UIView {
  /// A first responder that leaves the window resigns, as in UIKit: a text field in a cell that
  /// is reloaded, reused or scrolled away stops editing.
  func surfaceResignFirstResponderLeavingWindow() {
    guard let window, let responder = window.surfaceFirstResponder as? UIView,
      responder.surfaceIsDescendant(of: self)
    else { return }
    if !responder.resignFirstResponder(), window.surfaceFirstResponder === responder {
      // Leaving the window ends first responder status whatever the responder answers.
      window.surfaceFirstResponder = nil
    }
  }

  /// Whether `ancestor` is this view or one of its superviews.
  func surfaceIsDescendant(of ancestor: UIView) -> Bool {
    var view: UIView? = self
    while let current = view {
      if current === ancestor { return true }
      view = current.surfaceSuperview
    }
    return false
  }

  /// Where the origin of the view's own coordinates is in its window: each view's frame origin
  /// less its bounds origin (a scroll view's content offset), added up to the window.
  func surfaceOriginInWindow() -> CGPoint {
    var point = CGPoint.zero
    var view: UIView? = self
    while let current = view, !(current is UIWindow) {
      let origin = current.bounds.origin
      point.x += current.surfaceFrame.minX - origin.x
      point.y += current.surfaceFrame.minY - origin.y
      view = current.surfaceSuperview
    }
    return point
  }
}
