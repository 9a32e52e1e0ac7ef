#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// The delegate of a ``SplitViewController``: keeps the core's panes in step with what
  /// UIKit does to the columns as the width changes.
  final class SplitColumnsDelegate: NSObject, UISplitViewControllerDelegate {
    weak var split: SplitViewController?

    /// Collapsing: the focused pane's column goes on top, brought up to date first.
    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      guard let split else { return proposedTopColumn }
      _ = split.panes.focused
      return split.columns[split.panes.focus]
    }

    /// Collapsed: the split shows one pane at a time.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
      split?.panes.setCollapsed(true)
    }

    /// Expanding: the panes are side by side again from here on (the controllers UIKit moves
    /// back to their columns appear, which is not a person going back). The display mode
    /// stays UIKit's.
    func splitViewController(
      _ svc: UISplitViewController,
      displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
        .DisplayMode
    ) -> UISplitViewController.DisplayMode {
      split?.panes.setCollapsed(false)
      return proposedDisplayMode
    }

    /// Expanded: every detail column follows the selection before it again.
    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
      split?.panes.setCollapsed(false)
      split?.bringColumnsUpToDate()
    }

    /// A column the system shows again (a person brings a hidden sidebar in) is brought up to
    /// date: a detail column that was out of view may follow a selection that changed.
    func splitViewController(
      _ svc: UISplitViewController, willShow column: UISplitViewController.Column
    ) {
      guard let split, !svc.isCollapsed, let index = split.columns.firstIndex(of: column) else {
        return
      }
      _ = split.panes.pane(at: index)
    }

    /// A column the system hides (a rotation, a person sliding the sidebar away) takes the
    /// focus with it: the secondary column, which is always shown, gets it.
    func splitViewController(
      _ svc: UISplitViewController, willHide column: UISplitViewController.Column
    ) {
      guard let split, !svc.isCollapsed,
        split.columns.firstIndex(of: column) == split.panes.focus
      else { return }
      split.panes.focus(split.columns.count - 1)
    }
  }
#endif
