import SectionalUIKit
import Testing
import UIKitSurface

/// The UIKit surface's split view controller, as UISplitViewController.h documents the column
/// style: navigation controllers for the columns, showing and hiding columns, the compact
/// column.
@MainActor
@Suite struct SplitSurfaceTests {
  final class Titled: UIViewController {
    convenience init(_ title: String) {
      self.init(nibName: nil, bundle: nil)
      self.title = title
    }
  }

  /// A double-column split of "list" and "item" in a regular 1024-point window.
  func split() -> (UIWindow, UISplitViewController, UIViewController, UIViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 600))
    window.userResize(toHorizontalSizeClass: .regular)
    let split = UISplitViewController(style: .doubleColumn)
    let list = Titled("list")
    let item = Titled("item")
    split.setViewController(list, for: .primary)
    split.setViewController(item, for: .secondary)
    window.rootViewController = split
    window.layoutIfNeeded()
    return (window, split, list, item)
  }

  @Test func columnsGetNavigationControllersAndDefaults() {
    let (_, split, list, item) = split()
    #expect(split.viewController(for: .primary) === list)
    #expect(list.navigationController != nil)
    #expect(item.navigationController !== list.navigationController)
    #expect(split.preferredDisplayMode == .automatic)
    #expect(split.preferredSplitBehavior == UISplitViewController.SplitBehavior.automatic)
    #expect(split.preferredPrimaryColumnWidthFraction < 0)
    // Automatic: a third of the width, at most 320 points.
    #expect(list.view.frame.width == 320)
    #expect(item.view.frame.width == 704)
  }

  @Test func showAndHideChangeTheDisplayModeWhenExpanded() {
    let (window, split, list, item) = split()
    defer { withExtendedLifetime(window) {} }
    split.hide(.secondary)
    #expect(item.view.window != nil)
    split.hide(.primary)
    #expect(list.view.window == nil)
    window.layoutIfNeeded()
    #expect(item.view.frame.width == 1024)
    split.show(.primary)
    #expect(list.view.window != nil)
  }

  @Test func collapsingStacksTheColumnsUpToTheSecondary() throws {
    let (window, split, list, item) = split()
    window.userResize(toHorizontalSizeClass: .compact)
    #expect(split.isCollapsed)
    let stack = try #require(list.navigationController)
    #expect(stack.viewControllers == [list, item])
    split.hide(.primary)
    #expect(stack.viewControllers == [list, item])
    split.hide(.secondary)
    #expect(stack.viewControllers == [list])
    split.show(.secondary)
    #expect(stack.viewControllers == [list, item])
    split.show(.primary)
    #expect(stack.viewControllers == [list])
    window.userResize(toHorizontalSizeClass: .regular)
    #expect(!split.isCollapsed)
    #expect(item.view.window != nil && list.view.window != nil)
  }

  @Test func theCompactColumnShowsAloneWhenCollapsed() {
    let (window, split, list, _) = split()
    let compact = Titled("compact")
    split.setViewController(compact, for: .compact)
    #expect(compact.navigationController == nil)
    window.userResize(toHorizontalSizeClass: .compact)
    #expect(compact.view.window != nil)
    #expect(list.view.window == nil)
  }

  @Test func aDoubleColumnSplitHasNoSupplementaryColumn() {
    let (_, split, _, _) = split()
    split.setViewController(Titled("extra"), for: .supplementary)
    #expect(split.viewController(for: .supplementary) == nil)
  }
}
