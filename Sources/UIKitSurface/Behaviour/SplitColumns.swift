// How the surface's UISplitViewController shows its columns, collapses and expands, as
// UISplitViewController.h documents the column style. Not UIKit API.

/// A split view controller's view: the columns its display mode shows, side by side, or the
/// collapsed stack filling it.
internal final class SplitColumnsView: UIView {
  weak var split: UISplitViewController?

  init(split: UISplitViewController) {
    self.split = split
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    split?.surfaceFrameColumns()
  }
}

extension UISplitViewController {
  /// The columns of the split's style that have a view controller, leading first (not the
  /// compact column).
  var surfaceColumns: [Column] {
    let all: [Column] =
      surfaceStyle == .tripleColumn
      ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    return all.filter { surfaceNavigations[$0] != nil }
  }

  /// The column whose navigation controller holds the collapsed stack: the leading one.
  var surfaceBaseColumn: Column? { surfaceColumns.first }

  /// The navigation controller of the collapsed stack.
  var surfaceBase: UINavigationController? { surfaceBaseColumn.flatMap { surfaceNavigations[$0] } }

  /// The columns in the collapsed stack, leading first: the base, then each column whose first
  /// view controller is in the base's stack.
  var surfaceStackColumns: [Column] {
    guard let base = surfaceBase, let baseColumn = surfaceBaseColumn else { return [] }
    let stack = base.viewControllers
    return [baseColumn]
      + surfaceColumns.dropFirst().filter { column in
        surfaceRoots[column].map { root in stack.contains { $0 === root } } ?? false
      }
  }

  /// The columns a regular width shows for the current display mode, leading first.
  var surfaceVisibleColumns: [Column] {
    let triple = surfaceStyle == .tripleColumn
    let shown: [Column]
    switch surfaceDisplayMode ?? preferredDisplayMode {
    case .automatic: shown = [.primary, .supplementary, .secondary]
    case .secondaryOnly: shown = [.secondary]
    case .oneBesideSecondary:
      shown = triple ? [.supplementary, .secondary] : [.primary, .secondary]
    case .twoBesideSecondary: shown = [.primary, .supplementary, .secondary]
    }
    return surfaceColumns.filter { shown.contains($0) }
  }

  /// Sets a column's view controller (`setViewController(_:for:)`).
  func surfaceSet(_ viewController: UIViewController?, for column: Column) {
    if column == .supplementary && surfaceStyle != .tripleColumn {
      surfaceProblemLog.append(
        "The supplementary column is only valid for UISplitViewControllerStyleTripleColumn")
      return
    }
    surfaceGiven[column] = viewController
    guard column != .compact else {
      surfaceInstallColumnViews()
      return
    }
    let stacked = surfaceCollapsed ? surfaceStackColumns : []
    let base = surfaceBase
    // The view controllers the old column had in the collapsed stack, from its first on.
    var leaving: [UIViewController] = []
    if let base, stacked.contains(column), let root = surfaceRoots[column],
      let start = base.viewControllers.firstIndex(where: { $0 === root })
    {
      leaving = Array(base.viewControllers[start...])
      if column != surfaceBaseColumn { base.surfaceSetStack(Array(base.viewControllers[..<start])) }
    }
    guard let viewController else {
      surfaceNavigations[column] = nil
      surfaceRoots[column] = nil
      surfaceInstallColumnViews()
      return
    }
    let navigation =
      viewController as? UINavigationController
      ?? UINavigationController(rootViewController: viewController)
    surfaceNavigations[column] = navigation
    surfaceRoots[column] = navigation.viewControllers.first
    if let base, !leaving.isEmpty {
      if column == surfaceBaseColumn {
        // A new primary takes the stack over: its own view controllers, then the columns
        // stacked on the old one.
        let others = leaving.drop { controller in
          !surfaceColumns.dropFirst().contains { surfaceRoots[$0] === controller }
        }
        navigation.surfaceSetStack(navigation.viewControllers + others)
      } else {
        // The column keeps its place in the stack, showing the new view controller.
        base.surfaceSetStack(base.viewControllers + navigation.viewControllers)
      }
    }
    surfaceInstallColumnViews()
  }

  /// Makes the split's children and subviews what its state says: every column's navigation
  /// controller side by side (those the display mode shows in view), or the collapsed stack.
  func surfaceInstallColumnViews() {
    let children: [UIViewController]
    let shown: [UIViewController]
    if surfaceCollapsed {
      children = [surfaceGiven[.compact] ?? surfaceBase].compactMap { $0 }
      shown = children
    } else {
      children = surfaceColumns.compactMap { surfaceNavigations[$0] }
      shown = surfaceVisibleColumns.compactMap { surfaceNavigations[$0] }
    }
    for child in self.children where !children.contains(where: { $0 === child }) {
      child.willMove(toParent: nil)
      child.surfaceView?.removeFromSuperview()
      child.removeFromParent()
    }
    for child in children where child.parent !== self {
      addChild(child)
      child.didMove(toParent: self)
    }
    surfaceChildren = children
    guard let container = surfaceView else { return }
    for subview in container.subviews where !shown.contains(where: { $0.surfaceView === subview }) {
      subview.removeFromSuperview()
    }
    for controller in shown where controller.view.superview !== container {
      container.addSubview(controller.view)
      (controller as? UINavigationController)?.showTop()
    }
    surfaceFrameColumns()
  }

  /// Frames the views shown: the collapsed stack fills the split; side by side, the leading
  /// columns take their preferred fraction of the width (a third, at most 320 points, when
  /// automatic) and the secondary column the rest.
  func surfaceFrameColumns() {
    guard let container = surfaceView else { return }
    let bounds = container.bounds
    if surfaceCollapsed {
      for subview in container.subviews { subview.frame = bounds }
      return
    }
    var x: CGFloat = 0
    for column in surfaceVisibleColumns {
      guard let view = surfaceNavigations[column]?.surfaceView else { continue }
      let width: CGFloat
      switch column {
      case .primary: width = surfaceWidth(fraction: preferredPrimaryColumnWidthFraction, of: bounds)
      case .supplementary:
        width = surfaceWidth(fraction: preferredSupplementaryColumnWidthFraction, of: bounds)
      default: width = max(0, bounds.width - x)
      }
      view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
      x += width
    }
  }

  private func surfaceWidth(fraction: CGFloat, of bounds: CGRect) -> CGFloat {
    guard fraction >= 0 else { return min(320, bounds.width / 3) }
    return bounds.width * min(fraction, 1)
  }

  /// Display mode and fractions changed: the columns shown may have.
  func surfaceLayOutColumns() {
    guard isViewLoaded, !surfaceCollapsed else { return }
    surfaceInstallColumnViews()
  }

  /// Collapses in a compact window, expands in a regular one.
  func surfaceFollowSizeClass() {
    switch surfaceHorizontalSizeClass {
    case .compact where !surfaceCollapsed: surfaceCollapse()
    case .regular where surfaceCollapsed: surfaceExpand()
    default: break
    }
  }

  /// Collapses: the delegate chooses the top column (UIKit proposes the secondary); the
  /// columns after the primary up to it move their stacks onto the primary's navigation
  /// controller, the only child from then on (the compact column's view controller instead,
  /// when one is set).
  func surfaceCollapse() {
    let proposed = Column.secondary
    let top =
      delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
      ?? proposed
    surfaceCollapsed = true
    let columns = surfaceColumns
    if surfaceGiven[.compact] == nil, let base = surfaceBase,
      let last = columns.firstIndex(of: top) ?? columns.indices.last
    {
      var stack = base.viewControllers
      for column in columns.dropFirst().prefix(last) {
        stack += surfaceNavigations[column]?.viewControllers ?? []
      }
      base.surfaceSetStack(stack)
    }
    surfaceInstallColumnViews()
    delegate?.splitViewControllerDidCollapse(self)
  }

  /// Expands: the delegate may change the display mode; each column's view controllers leave
  /// the collapsed stack for the column's navigation controller (a column popped off the stack
  /// gets its first view controller back), and the columns show side by side.
  func surfaceExpand() {
    let proposed = preferredDisplayMode
    let mode =
      delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
      ?? proposed
    surfaceDisplayMode = mode == preferredDisplayMode ? nil : mode
    surfaceCollapsed = false
    let columns = surfaceColumns
    if let base = surfaceBase, let baseColumn = surfaceBaseColumn {
      var parts: [Column: [UIViewController]] = [:]
      var current = baseColumn
      var own: [UIViewController] = []
      for controller in base.viewControllers {
        if let column = columns.dropFirst().first(where: { surfaceRoots[$0] === controller }) {
          parts[current] = own
          current = column
          own = []
        }
        own.append(controller)
      }
      parts[current] = own
      base.surfaceSetStack(parts[baseColumn] ?? [])
      for column in columns.dropFirst() {
        guard let navigation = surfaceNavigations[column] else { continue }
        if let part = parts[column] {
          navigation.surfaceSetStack(part)
        } else if navigation.viewControllers.isEmpty, let root = surfaceRoots[column] {
          navigation.surfaceSetStack([root])
        }
      }
    }
    surfaceInstallColumnViews()
    delegate?.splitViewControllerDidExpand(self)
  }

  /// `show(_:)`.
  func surfaceShow(_ column: Column) {
    guard column != .compact else { return }
    guard surfaceCollapsed else {
      guard column != .secondary, surfaceNavigations[column] != nil,
        !surfaceVisibleColumns.contains(column)
      else { return }
      surfaceDisplayMode =
        surfaceStyle == .tripleColumn && column == .primary
        ? .twoBesideSecondary : .oneBesideSecondary
      surfaceInstallColumnViews()
      return
    }
    guard surfaceGiven[.compact] == nil, let base = surfaceBase,
      let target = surfaceColumns.firstIndex(of: column)
    else { return }
    let stacked = surfaceStackColumns
    if stacked.contains(column) {
      // Pops the columns over it.
      guard let over = surfaceColumns[(target + 1)...].first(where: { stacked.contains($0) }),
        let root = surfaceRoots[over],
        let start = base.viewControllers.firstIndex(where: { $0 === root })
      else { return }
      base.surfaceSetStack(Array(base.viewControllers[..<start]))
      return
    }
    // Pushes it, and the columns before it that are not in the stack.
    for pushed in surfaceColumns[...target] where !stacked.contains(pushed) {
      guard let navigation = surfaceNavigations[pushed] else { continue }
      let controllers =
        navigation.viewControllers.isEmpty
        ? surfaceRoots[pushed].map { [$0] } ?? [] : navigation.viewControllers
      for controller in controllers {
        base.pushViewController(controller, animated: true)
      }
    }
  }

  /// `hide(_:)`.
  func surfaceHide(_ column: Column) {
    guard column != .compact else { return }
    guard surfaceCollapsed else {
      guard column != .secondary, surfaceVisibleColumns.contains(column) else { return }
      surfaceDisplayMode =
        surfaceStyle == .tripleColumn && column == .primary
        ? .oneBesideSecondary : .secondaryOnly
      surfaceInstallColumnViews()
      return
    }
    guard column != surfaceBaseColumn, surfaceStackColumns.last == column,
      let base = surfaceBase, let root = surfaceRoots[column],
      let start = base.viewControllers.firstIndex(where: { $0 === root })
    else { return }
    let popped = Array(base.viewControllers[start...])
    base.surfaceSetStack(Array(base.viewControllers[..<start]))
    // The column keeps its view controllers, to show again.
    surfaceNavigations[column]?.surfaceSetStack(popped)
  }
}

extension UINavigationController {
  /// Replaces the stack without animation (`setViewControllers(_:animated:)`): the view
  /// controllers that leave are removed, those that come are added, and the top one shows when
  /// the navigation controller is in a window.
  func surfaceSetStack(_ controllers: [UIViewController]) {
    for child in children where !controllers.contains(where: { $0 === child }) {
      child.willMove(toParent: nil)
      child.surfaceView?.removeFromSuperview()
      child.removeFromParent()
    }
    for controller in controllers {
      controller.surfaceView?.removeFromSuperview()
      if controller.parent !== self {
        addChild(controller)
        controller.didMove(toParent: self)
      }
    }
    surfaceChildren = controllers
    if isViewLoaded && view.window != nil { showTop() }
  }
}
