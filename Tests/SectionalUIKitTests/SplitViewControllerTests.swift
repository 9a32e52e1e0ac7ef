import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// SectionalUIKit's split view controller through the UIKit surface: columns, master–detail,
/// collapsing, alerts from a pane, three columns, and how a presenter shows a split.
@MainActor
@Suite struct SplitViewControllerTests {
  @Test func eachColumnHoldsItsPanesControllerInANavigationController() throws {
    let shown = SplitInWindow(FoldersSplit())
    let split = shown.split
    #expect(split.paneControllers.count == 2)
    #expect(shown.controller(in: .primary) === split.paneControllers[0])
    #expect(shown.controller(in: .secondary) === split.paneControllers[1])
    #expect(shown.controller(in: .supplementary) == nil)
    for controller in split.paneControllers {
      #expect(controller.navigationController?.parent === split)
    }
    #expect(shown.onScreen == ["Folders", ""])
    #expect(split.focusedPaneController === split.paneControllers[0])
    // Weights 1 and 3: the primary column a quarter of the width, tiled.
    #expect(split.preferredPrimaryColumnWidthFraction == 0.25)
    #expect(split.preferredSplitBehavior == .tile)
    #expect(split.preferredDisplayMode == .oneBesideSecondary)
    #expect(split.paneControllers[0].view.frame.width == 256)
  }

  @Test func selectingAPrimaryRowReplacesTheSecondarysController() throws {
    let shown = SplitInWindow(FoldersSplit())
    let placeholder = try #require(shown.controller(in: .secondary))
    try shown.tap("docs", in: .primary)
    let docs = try #require(shown.controller(in: .secondary))
    #expect(docs !== placeholder)
    #expect(docs.title == "docs")
    #expect(shown.split.focusedPaneController === docs)
    #expect(shown.onScreen == ["Folders", "docs"])
    try shown.tap("src", in: .primary)
    #expect(shown.controller(in: .secondary)?.title == "src")
    #expect(docs.parent == nil)
    // A folder without a detail: the placeholder, and the folders keep the focus.
    try shown.tap("empty", in: .primary)
    #expect(shown.controller(in: .secondary)?.title == "")
    #expect(shown.split.focusedPaneController === shown.controller(in: .primary))
  }

  @Test func collapsingAndExpandingKeepsEachPanesSelection() throws {
    let screen = FoldersSplit()
    let shown = SplitInWindow(screen)
    try shown.tap("src", in: .primary)
    try shown.tap("src/b", in: .secondary)
    shown.window.userResize(toHorizontalSizeClass: .compact)
    #expect(shown.split.isCollapsed)
    // The focused pane on top of the one stack, the folders under it.
    #expect(shown.onScreen == ["src"])
    let stack = try #require(shown.controller(in: .primary)?.navigationController)
    #expect(stack.viewControllers.map(\.title) == ["Folders", "src"])
    #expect(shown.selection(in: .primary) == "src")
    #expect(shown.selection(in: .secondary) == "src/b")
    // Back: the folders, and their focus.
    try stack.userTapBackButton()
    #expect(shown.onScreen == ["Folders"])
    #expect(shown.split.focusedPaneController === shown.controller(in: .primary))
    // Selecting a folder shows its files as a push.
    try shown.tap("docs", in: .primary)
    #expect(shown.onScreen == ["docs"])
    #expect(stack.viewControllers.map(\.title) == ["Folders", "docs"])
    shown.window.userResize(toHorizontalSizeClass: .regular)
    #expect(!shown.split.isCollapsed)
    #expect(shown.onScreen == ["Folders", "docs"])
    #expect(shown.selection(in: .primary) == "docs")
    #expect(shown.split.focusedPaneController.title == "docs")
    #expect(screen.filesMade == ["src", "docs"])
  }

  @Test func aSplitInACompactWindowStartsCollapsedOnItsFocusedPane() {
    let shown = SplitInWindow(FoldersSplit(), sizeClass: .compact)
    #expect(shown.split.isCollapsed)
    #expect(shown.onScreen == ["Folders"])
    #expect(shown.window.traitCollection.horizontalSizeClass == .compact)
    #expect(UIView(frame: .zero).traitCollection.horizontalSizeClass == .unspecified)
  }

  @Test func anAlertFromAPaneIsPresentedFromItsController() throws {
    let shown = SplitInWindow(FoldersSplit())
    try shown.tap("src", in: .primary)
    try shown.tap("src/alert", in: .secondary)
    let files = try #require(shown.controller(in: .secondary))
    let alert = try #require(files.presentedViewController as? UIAlertController)
    #expect(alert.title == "Opened src/alert")
    #expect(shown.controller(in: .primary)?.presentedViewController == nil)
  }

  @Test func threeColumnsFollowEachOther() throws {
    let shown = SplitInWindow(FoldersSplit(threeColumns: true))
    let split = shown.split
    #expect(split.preferredDisplayMode == .twoBesideSecondary)
    #expect(split.preferredPrimaryColumnWidthFraction == 0.125)
    #expect(split.preferredSupplementaryColumnWidthFraction == 0.375)
    #expect(shown.controller(in: .supplementary) === split.paneControllers[1])
    try shown.tap("docs", in: .primary)
    #expect(shown.controller(in: .supplementary)?.title == "docs")
    try shown.tap("docs/b", in: .supplementary)
    #expect(shown.controller(in: .secondary)?.title == "docs/b")
    #expect(split.focusedPaneController === shown.controller(in: .secondary))
    #expect(shown.onScreen == ["Folders", "docs", "docs/b"])
    // Another folder: its files, and no line selected yet.
    try shown.tap("src", in: .primary)
    #expect(shown.controller(in: .supplementary)?.title == "src")
    #expect(shown.controller(in: .secondary)?.title == "")
    // Collapsed on the files: folders and files stacked.
    shown.window.userResize(toHorizontalSizeClass: .compact)
    let stack = try #require(shown.controller(in: .primary)?.navigationController)
    #expect(stack.viewControllers.map(\.title) == ["Folders", "src"])
    try shown.tap("src/a", in: .supplementary)
    #expect(stack.viewControllers.map(\.title) == ["Folders", "src", "src/a"])
    shown.window.userResize(toHorizontalSizeClass: .regular)
    #expect(shown.onScreen == ["Folders", "src", "src/a"])
  }

  @Test func theKeyboardMovesTheFocusBetweenPanes() throws {
    let shown = SplitInWindow(FoldersSplit())
    let split = shown.split
    try shown.tap("docs", in: .primary)
    #expect(split.keyCommands?.map(\.title) == ["Folders"])
    try split.userPressKey("[", modifierFlags: .command)
    #expect(split.focusedPaneController.title == "Folders")
    #expect(split.keyCommands?.map(\.title) == ["docs"])
    try split.userPressKey("]", modifierFlags: .command)
    #expect(split.focusedPaneController.title == "docs")
    // Collapsed, ⌘[ pops the files as the back button does, and ⌘] pushes them again.
    shown.window.userResize(toHorizontalSizeClass: .compact)
    try split.userPressKey("[", modifierFlags: .command)
    #expect(shown.onScreen == ["Folders"])
    try split.userPressKey("]", modifierFlags: .command)
    #expect(shown.onScreen == ["docs"])
  }

  @Test func aColumnTheSystemHidesTakesTheFocusWithIt() throws {
    let shown = SplitInWindow(FoldersSplit())
    let split = shown.split
    let delegate = try #require(split.delegate)
    // UIKit calls these when a person slides the sidebar away and back in.
    delegate.splitViewController(split, willHide: .primary)
    #expect(split.focusedPaneController === shown.controller(in: .secondary))
    delegate.splitViewController(split, willShow: .primary)
    #expect(split.focusedPaneController === shown.controller(in: .secondary))
  }

  @Test func aPushedSplitIsPresentedFullScreenWithCancel() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 600))
    window.userResize(toHorizontalSizeClass: .regular)
    let root = ScreenViewController(screen: ListScreen(title: "Home", rows: ["one"]))
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    let presenter = try #require(root.presenter)
    presenter.push(FoldersSplit())
    let split = try #require(root.presentedViewController as? SplitViewController)
    #expect(split.modalPresentationStyle == .fullScreen)
    #expect(navigation.viewControllers.count == 1)
    let first = try #require(split.paneControllers.first)
    #expect(first.navigationItem.leftBarButtonItem != nil)
    // A pane's presenter dismisses the split it is in, as Cancel does.
    #expect(first.presenter?.dismiss() == .dismissed)
    #expect(root.presentedViewController == nil)
    #expect(UIViewController().modalPresentationStyle == .automatic)
  }

  @Test func aNavigationControllerRefusesASplit() {
    let navigation = UINavigationController(
      rootViewController: ScreenViewController(screen: ListScreen(title: "Home", rows: [])))
    navigation.pushViewController(SplitViewController(screen: FoldersSplit()), animated: false)
    #expect(navigation.viewControllers.count == 1)
  }
}
