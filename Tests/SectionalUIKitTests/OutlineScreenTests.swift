import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A screen with an outline, in a ScreenViewController: a tap expands through the screen's
/// host, and the rebuild that follows keeps the node expanded.
@MainActor
@Suite struct OutlineScreenTests {
  @MainActor
  final class FilesScreen: Screen {
    let title = "Files"
    @ListBuilder var content: ListContent { OutlineNode.content() }
  }

  @Test(arguments: [ScreenViewController.Container.tableView, .collectionView])
  func aTapExpandsANodeAndTheRebuildKeepsIt(container: ScreenViewController.Container) throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = ScreenViewController(screen: FilesScreen(), container: container)
    window.rootViewController = root
    window.layoutIfNeeded()
    if let table = root.view as? UITableView {
      try table.tapRow(at: path(1, 0))
      table.finishAnimations()
      #expect(table.numberOfRows(inSection: 1) == 6)
      root.refresh()
      #expect(table.numberOfRows(inSection: 1) == 6)
      #expect(table.raisedExceptions.isEmpty)
    } else {
      let collection = try #require(root.view as? UICollectionView)
      try collection.tapItem(at: path(1, 0))
      collection.finishAnimations()
      #expect(collection.numberOfItems(inSection: 1) == 6)
      root.refresh()
      #expect(collection.numberOfItems(inSection: 1) == 6)
      #expect(collection.raisedExceptions.isEmpty)
    }
  }
}
