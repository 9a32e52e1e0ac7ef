#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A screen composed of child view controllers stacked vertically in one scrolling view, each
  /// sizing itself: add, remove, hide and show children.
  ///
  /// ```swift
  /// let day = StackViewController()
  /// day.add(CalendarViewController())
  /// day.add(ScreenViewController(screen: SummaryScreen()))
  /// let workout = ScreenViewController(screen: WorkoutScreen())
  /// day.add(workout)
  /// day.setHidden(true, for: workout, animated: true)
  /// ```
  @MainActor
  open class StackViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let stackView = UIStackView()

    /// The children, top to bottom.
    public private(set) var stackedChildren: [UIViewController] = []

    /// Builds the scroll view and the vertical stack inside it, pinned to the safe area.
    open override func viewDidLoad() {
      super.viewDidLoad()
      stackView.axis = .vertical
      view.addSubview(scrollView)
      scrollView.addSubview(stackView)
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      stackView.translatesAutoresizingMaskIntoConstraints = false
      let safeArea = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        scrollView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
        scrollView.topAnchor.constraint(equalTo: safeArea.topAnchor),
        scrollView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
        stackView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
        stackView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
        stackView.topAnchor.constraint(equalTo: scrollView.topAnchor),
        stackView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
        stackView.widthAnchor.constraint(equalTo: safeArea.widthAnchor),
      ])
      for child in stackedChildren where child.view.superview == nil {
        stackView.addArrangedSubview(child.view)
      }
    }

    /// Adds `child` at the bottom: `addChild`, its view in the stack, then `didMove(toParent:)`.
    ///
    /// - Parameter child: A view controller whose view sizes itself.
    public func add(_ child: UIViewController) {
      guard child.parent == nil else { return }
      addChild(child)
      stackedChildren.append(child)
      if isViewLoaded {
        stackView.addArrangedSubview(child.view)
      }
      child.didMove(toParent: self)
    }

    /// Removes `child`: `willMove(toParent: nil)`, its view out of the stack, then
    /// `removeFromParent()`. Does nothing for a view controller that is not a child.
    ///
    /// - Parameter child: A child added with ``add(_:)``.
    public func remove(_ child: UIViewController) {
      guard child.parent === self else { return }
      child.willMove(toParent: nil)
      stackedChildren.removeAll { $0 === child }
      if child.isViewLoaded {
        stackView.removeArrangedSubview(child.view)
        child.view.removeFromSuperview()
      }
      child.removeFromParent()
    }

    /// Hides or shows a child's view; the stack closes or opens the gap, animated when asked.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the child is hidden.
    ///   - child: A child added with ``add(_:)``.
    ///   - animated: Whether the change animates.
    public func setHidden(_ isHidden: Bool, for child: UIViewController, animated: Bool) {
      guard child.parent === self, child.view.isHidden != isHidden else { return }
      guard animated else {
        child.view.isHidden = isHidden
        return
      }
      let stackView = stackView
      UIView.animate(withDuration: 0.25) {
        child.view.isHidden = isHidden
        stackView.layoutIfNeeded()
      }
    }
  }
#endif
