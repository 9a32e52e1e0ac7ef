extension UIView {
  /// Adds a cell's plain content view, filling the cell and resized with it, as UIKit's
  /// content view is.
  func surfaceAddPlainContentView(_ view: UIView) {
    view.frame = CGRect(origin: .zero, size: bounds.size)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(view)
  }

  /// Shows `configuration` in a cell (this view) whose content view is `current`, as UIKit
  /// does: the configuration updated for `state` goes to `current` when `current` was made by
  /// a configuration and supports this one (the same view, configured again), and otherwise a
  /// new content view made by the configuration takes `current`'s place and frame. Without a
  /// configuration, the plain content view comes back. Returns the content view shown.
  func surfaceShowContent(
    _ configuration: (any UIContentConfiguration)?, state: UICellConfigurationState,
    in current: UIView, plain: UIView
  ) -> UIView {
    guard let configuration else {
      return surfaceReplaceContent(current, with: plain)
    }
    let updated = configuration.updated(for: state)
    if current !== plain, let view = current as? any UIView & UIContentView,
      view.supports(updated)
    {
      view.configuration = updated
      return current
    }
    return surfaceReplaceContent(current, with: updated.makeContentView())
  }

  /// Puts `new` where `current` is, with its frame and resizing.
  private func surfaceReplaceContent(_ current: UIView, with new: UIView) -> UIView {
    guard current !== new else { return current }
    new.frame = current.frame
    new.autoresizingMask = current.autoresizingMask
    current.removeFromSuperview()
    addSubview(new)
    return new
  }
}
