#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// Auto Layout helpers shared by the cells and the stack view controller.
  @MainActor
  enum Layout {
    /// Adds `view` to `container` and pins its edges to `guide`.
    static func pin(_ view: UIView, to guide: UILayoutGuide, in container: UIView) {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        view.topAnchor.constraint(equalTo: guide.topAnchor),
        view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      ])
    }

    /// Makes `view`'s height its width divided by `ratio` (a picture's aspect ratio), in place of
    /// `previous`, and returns the constraint to replace next time.
    static func keepAspect(
      of view: UIView, ratio: Double, replacing previous: NSLayoutConstraint?
    ) -> NSLayoutConstraint {
      previous?.isActive = false
      let constraint = view.heightAnchor.constraint(
        equalTo: view.widthAnchor, multiplier: CGFloat(1 / ratio))
      constraint.isActive = true
      return constraint
    }

    /// Adds `view` to `container` and pins its edges to the container's edges.
    static func pin(_ view: UIView, toEdgesOf container: UIView) {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        view.topAnchor.constraint(equalTo: container.topAnchor),
        view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      ])
    }
  }
#endif
