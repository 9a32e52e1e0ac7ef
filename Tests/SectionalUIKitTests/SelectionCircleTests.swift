import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// Every list cell of a screen that selects rows shows the selection circle while the
/// collection view edits: a standard list cell's, a hosted standard cell's, and the cell of a
/// component drawn by a content configuration of the app's.
@MainActor
@Suite("Selection circles on every list cell")
struct SelectionCircleTests {
  struct Rating: Component {
    var stars: Int
  }

  @MainActor final class Mixed: MultipleSelectionScreen {
    let title = "Mixed"
    var isSelectingRows = true
    var selectedRows: Set<ListID> = []
    var content: ListContent {
      Section(id: "s") {
        Row(id: "text", TextItem("Text"))
        Row(id: "columns", ColumnsItem(["1", "a"], columns: [ColumnSpec("N", width: .fixed(3))]))
        Row(id: "rating", Rating(stars: 3))
        Row(id: "off", TextItem("Off")).selectable(false)
      }
    }
  }

  @Test func everyCellThatCanBeSelectedShowsTheCircle() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = ScreenViewController(screen: Mixed(), container: .collectionView)
    root.collectionLiaison.register(Rating.self) { item, _ in
      var content = UIListContentConfiguration.cell()
      content.text = String(repeating: "★", count: item.stars)
      return content
    }
    window.rootViewController = UINavigationController(rootViewController: root)
    window.layoutIfNeeded()
    root.refresh()
    let collection = try #require(root.view as? UICollectionView)
    let shown = try (0..<4).map { item -> [String] in
      let cell = try #require(
        collection.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
      return cell.shownAccessories(editing: true)
    }
    #expect(shown == [["multiselect"], ["multiselect"], ["multiselect"], []])
  }
}
