extension UITableViewCell {
  /// What UIKit's `layoutSubviews()` does with a table view cell's content view: lays it out
  /// over the cell's bounds (UIKit leaves room for an accessory or the editing controls too,
  /// which the surface does not draw).
  func surfaceLayOutContentView() {
    contentView.frame = bounds
  }
}
