/// A navigation controller's view: its subviews fill it, as UIKit sizes the top view
/// controller's view. Not UIKit API.
internal final class FillingView: UIView {
  override func layoutSubviews() {
    for view in subviews where view.frame != bounds {
      view.frame = bounds
    }
  }
}
