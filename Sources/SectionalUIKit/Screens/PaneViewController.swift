#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// The ``ScreenViewController`` of one pane of a ``SplitViewController``: a screen view
  /// controller that says when it is about to appear, which in a collapsed split is how a
  /// person's going back (the back button, the edge swipe) shows: the pane uncovered appears.
  final class PaneViewController: ScreenViewController {
    /// Hears the controller's `viewWillAppear(_:)`.
    var onWillAppear: (@MainActor (PaneViewController) -> Void)?

    /// Rebuilds as a ``ScreenViewController`` does, then says it appears.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      onWillAppear?(self)
    }
  }

  extension ScreenViewController {
    /// A pane for `screen`: in a collection view when its first content has a grid, flow or
    /// carousel section, else in a table view, as `UIKitPresenter.push(_:)`
    /// decides for a pushed screen.
    static func pane(for screen: any Screen) -> PaneViewController {
      let pane = PaneViewController(screen: screen)
      if pane.controller.content.sections.contains(where: { !$0.layout.isList }) {
        pane.container = .collectionView
      }
      return pane
    }

    /// The row a split's detail pane follows: the selected row, as a sidebar keeps it (UIKit
    /// has no cursor); `nil` with no row selected, or several (a screen that selects rows).
    var selectedRowID: ListID? {
      let selected =
        container == .tableView ? liaison.selectedIDs : collectionLiaison.selectedIDs
      return selected.count == 1 ? selected.first : nil
    }
  }
#endif
