import Testing
import UIKitSurface

@MainActor
@Suite("The surface's UICollectionView behaves as UIKit documents")
struct CollectionSurfaceTests {
  func item(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

  @Test(
    "The data source is asked for the header and the cells in the viewport, which size themselves before they are displayed"
  )
  func listViewport() {
    let fixture = CollectionFixture(counts: [30], layouts: [.list])
    #expect(
      fixture.take() == [
        "supplementary header 0", "cell 0-0", "cell 0-1", "cell 0-2", "cell 0-3",
        "will display supplementary 0", "will display 0-0", "will display 0-1",
        "will display 0-2", "will display 0-3", "prefetch 0-4 0-5 0-6 0-7 0-8",
      ])
    #expect(fixture.collectionView.indexPathsForVisibleItems == (0..<4).map { item(0, $0) })
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 30)
    let header = fixture.collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: item(0, 0))
    let content = (header as? UICollectionViewListCell)?.contentConfiguration
    #expect((content as? UIListContentConfiguration)?.text == "header 0")
    let cell = fixture.collectionView.cellForItem(at: item(0, 2)) as? UICollectionViewListCell
    #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "0-2")
  }

  @Test("A list item is as tall as its cell measures once on screen; its estimate until then")
  func selfSizing() {
    let fixture = CollectionFixture(counts: [10], layouts: [.list], cellHeight: 60)
    let view = fixture.collectionView
    #expect(view.indexPathsForVisibleItems == (0..<3).map { item(0, $0) })
    #expect(
      view.frameOfItemForTesting(at: item(0, 1)) == CGRect(x: 0, y: 88, width: 320, height: 60))
    // Item 3 came on screen at its estimate, measured 60 and left: it keeps its measured height.
    #expect(view.contentSize == CGSize(width: 320, height: 532))
    #expect(view.cellForItem(at: item(0, 2))?.frame == CGRect(x: 0, y: 148, width: 320, height: 60))
  }

  @Test("Scrolling ends what leaves, keeps a plain list's pinned header, prefetches ahead")
  func scrolling() {
    let fixture = CollectionFixture(counts: [30], layouts: [.list])
    _ = fixture.take()
    fixture.collectionView.scroll(toOffsetY: 100)
    // The arriving self-sizing cells are asked for and size themselves first.
    #expect(
      fixture.take() == [
        "cell 0-4", "cell 0-5", "cell 0-6", "did end displaying 0-0",
        "will display 0-4", "will display 0-5", "will display 0-6", "prefetch 0-9 0-10",
      ])
    fixture.collectionView.scroll(toOffsetY: 0)
    let back = fixture.take()
    #expect(back.first == "cell 0-0")
    #expect(back.first { !$0.hasPrefix("cell ") } == "did end displaying 0-4")
    #expect(back.last == "cancel prefetching 0-7 0-8 0-9 0-10")
  }

  @Test("A grid section shows its lines of items in the viewport and prefetches the next line")
  func grid() {
    let fixture = CollectionFixture(counts: [10], layouts: [.grid(columns: 4)])
    let log = fixture.take()
    #expect(log.filter { $0.hasPrefix("cell") } == (0..<8).map { "cell 0-\($0)" })
    #expect(log.last == "prefetch 0-8 0-9")
    #expect(
      fixture.collectionView.frameOfItemForTesting(at: item(0, 5))
        == CGRect(x: 82, y: 100, width: 74, height: 100))
    #expect(fixture.collectionView.contentSize.height == 300)
  }

  @Test(
    "Nested groups: a vertical group places its lines top to bottom, each line its items; a fractional height is of the group's width"
  )
  func nestedGroups() {
    let fixture = CollectionFixture(counts: [5], layouts: [.lines])
    let frames = (0..<5).map { fixture.collectionView.frameOfItemForTesting(at: item(0, $0)) }
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 108, y: 0, width: 60, height: 40),
        CGRect(x: 0, y: 40, width: 200, height: 40),
        // The group again, for the items left.
        CGRect(x: 0, y: 80, width: 100, height: 40), CGRect(x: 108, y: 80, width: 60, height: 40),
      ])
    #expect(fixture.collectionView.contentSize.height == 120)
  }

  @Test("A section's items are laid out inside its content insets")
  func insetGrid() {
    let fixture = CollectionFixture(counts: [3], layouts: [.insetGrid])
    #expect(
      fixture.collectionView.frameOfItemForTesting(at: item(0, 1))
        == CGRect(x: 160, y: 10, width: 140, height: 50))
    #expect(
      fixture.collectionView.frameOfItemForTesting(at: item(0, 2))
        == CGRect(x: 20, y: 60, width: 140, height: 50))
    #expect(fixture.collectionView.contentSize == CGSize(width: 320, height: 120))
  }

  @Test("A flow section wraps the items that do not fit the width")
  func flow() {
    let fixture = CollectionFixture(counts: [7], layouts: [.flow])
    #expect(
      fixture.collectionView.frameOfItemForTesting(at: item(0, 2))
        == CGRect(x: 176, y: 0, width: 80, height: 30))
    #expect(
      fixture.collectionView.frameOfItemForTesting(at: item(0, 3))
        == CGRect(x: 0, y: 38, width: 80, height: 30))
    #expect(fixture.collectionView.contentSize.height == 106)
  }

  @Test("A section that scrolls sideways shows only the items within the width")
  func carousel() {
    let fixture = CollectionFixture(counts: [5], layouts: [.carousel])
    #expect(
      fixture.take() == ["cell 0-0", "will display 0-0", "cell 0-1", "will display 0-1"])
    #expect(
      fixture.collectionView.frameOfItemForTesting(at: item(0, 2))
        == CGRect(x: 528, y: 0, width: 256, height: 120))
  }

  @Test("Scrolling a carousel sideways shows the items that come within the width")
  func carouselScrolledSideways() throws {
    let fixture = CollectionFixture(counts: [5, 1], layouts: [.carousel, .list])
    let view = fixture.collectionView
    _ = fixture.take()
    try view.scrollSection(0, toOffsetX: 300)
    #expect(
      fixture.take() == [
        "did end displaying 0-0", "cell 0-2", "will display 0-2",
      ])
    #expect(
      view.frameOfItemForTesting(at: item(0, 2)) == CGRect(x: 228, y: 0, width: 256, height: 120))
    try view.scrollSection(0, toOffsetX: 10_000)
    // The line ends 5 × 256 + 4 × 8 = 1312 points in: scrolled at most 1312 − 320.
    #expect(view.frameOfItemForTesting(at: item(0, 4))?.maxX == 320)
    #expect(throws: SurfaceDriverError.notScrollingSideways(1)) {
      try view.scrollSection(1, toOffsetX: 10)
    }
  }

  @Test("An item count that does not add up raises UIKit's 'invalid number of items'")
  func invalidNumberOfItems() {
    let fixture = CollectionFixture(counts: [3, 2], layouts: [.list, .list])
    fixture.counts = [4, 2]
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.deleteItems(at: [item(0, 0)])
    }
    #expect(
      fixture.collectionView.raisedExceptions == [
        "Invalid update: invalid number of items in section 0. The number of items contained "
          + "in an existing section after the update (4) must be equal to the number of items "
          + "contained in that section before the update (3), plus or minus the number of items "
          + "inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the "
          + "number of items moved into or out of that section (0 moved in, 0 moved out)."
      ])
  }

  @Test("A valid batch shows the inserted item and keeps the cells of the others")
  func validBatch() {
    let fixture = CollectionFixture(counts: [3], layouts: [.list])
    let kept = fixture.collectionView.cellForItem(at: item(0, 1))
    _ = fixture.take()
    fixture.counts = [4]
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.insertItems(at: [item(0, 0)])
    }
    #expect(fixture.collectionView.raisedExceptions.isEmpty)
    #expect(fixture.take() == ["cell 0-0", "will display 0-0"])
    #expect(fixture.collectionView.cellForItem(at: item(0, 2)) === kept)
  }

  @Test("After reloadData the counts are read when the next batch begins, as a table view does")
  func staleCountsAfterReload() {
    let fixture = CollectionFixture(counts: [3], layouts: [.list])
    fixture.collectionView.reloadData()
    // The data switches before the batch begins, not inside its block.
    fixture.counts = [4]
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.insertItems(at: [item(0, 3)])
    }
    #expect(
      fixture.collectionView.raisedExceptions.first?.hasPrefix(
        "Invalid update: invalid number of items in section 0. The number of items contained "
          + "in an existing section after the update (4) must be equal to the number of items "
          + "contained in that section before the update (4)") == true)
  }

  @Test("A section count that does not add up raises UIKit's 'invalid number of sections'")
  func invalidNumberOfSections() {
    let fixture = CollectionFixture(counts: [1], layouts: [.list, .list])
    fixture.counts = [1, 1]
    fixture.collectionView.performBatchUpdates {}
    #expect(
      fixture.collectionView.raisedExceptions == [
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "collection view after the update (2) must be equal to the number of sections "
          + "contained in the collection view before the update (1), plus or minus the number of "
          + "sections inserted or deleted (0 inserted, 0 deleted)."
      ])
  }

  @Test(
    "A tap highlights, asks shouldSelect, deselects the previous item and selects; selectItem calls none"
  )
  func selection() throws {
    let fixture = CollectionFixture(counts: [3], layouts: [.list])
    let view = fixture.collectionView
    _ = fixture.take()
    try view.tapItem(at: item(0, 0))
    try view.tapItem(at: item(0, 1))
    #expect(
      fixture.take() == [
        "did highlight 0-0", "did unhighlight 0-0", "should select 0-0", "did select 0-0",
        "did highlight 0-1", "did unhighlight 0-1", "should select 0-1", "did deselect 0-0",
        "did select 0-1",
      ])
    #expect(view.indexPathsForSelectedItems == [item(0, 1)])
    #expect(view.cellForItem(at: item(0, 1))?.isSelected == true)
    fixture.shouldSelect = false
    try view.tapItem(at: item(0, 2))
    #expect(fixture.take() == ["did highlight 0-2", "did unhighlight 0-2", "should select 0-2"])
    #expect(view.indexPathsForSelectedItems == [item(0, 1)])
    view.selectItem(at: item(0, 2), animated: false, scrollPosition: [])
    view.deselectItem(at: item(0, 2), animated: false)
    #expect(fixture.take().isEmpty)
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(throws: SurfaceDriverError.notOnScreen(item(0, 9))) {
      try view.tapItem(at: item(0, 9))
    }
  }

  @Test("scrollToItem puts the item at the position, clamped to the content")
  func scrollToItem() {
    let fixture = CollectionFixture(counts: [30], layouts: [.list])
    let view = fixture.collectionView
    view.scrollToItem(at: item(0, 10), at: .top, animated: false)
    #expect(view.contentOffset == CGPoint(x: 0, y: 468))
    #expect(view.indexPathsForVisibleItems.first == item(0, 10))
    view.scrollToItem(at: item(0, 29), at: .top, animated: false)
    #expect(view.contentOffset == CGPoint(x: 0, y: 1148))
    view.scrollToItem(at: item(0, 30), at: .top, animated: false)
    #expect(view.raisedExceptions.count == 1)
  }

  @Test("A registration made while the data source is asked for a cell is refused, as UIKit does")
  func registrationInsideCellRequest() {
    let fixture = CollectionFixture(counts: [1], layouts: [.carousel])
    #expect(fixture.collectionView.raisedExceptions.isEmpty)
    fixture.registersInsideCellRequest = true
    fixture.collectionView.reloadData()
    fixture.collectionView.layoutIfNeeded()
    #expect(
      fixture.collectionView.raisedExceptions.first?.hasPrefix(
        "Attempted to dequeue a cell using a registration that was created inside "
          + "-collectionView:cellForItemAtIndexPath:") == true)
  }

  @Test("A supplementary view dequeued for another element kind is refused, as UIKit does")
  func supplementaryOfAnotherKind() {
    let fixture = CollectionFixture(counts: [1], layouts: [.list])
    fixture.listFooter = true
    fixture.collectionView.reloadData()
    fixture.collectionView.layoutIfNeeded()
    #expect(
      fixture.collectionView.raisedExceptions == [
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
          + "does not match the element kind it is being used for. When asked for a view of "
          + "element kind 'UICollectionElementKindSectionFooter' the data source dequeued a view "
          + "registered for the element kind 'UICollectionElementKindSectionHeader'."
      ])
  }

  @Test("A swipe asks the list section's swipe actions provider; a grid item has none")
  func swipeActions() throws {
    let fixture = CollectionFixture(counts: [3, 2], layouts: [.list, .grid(columns: 2)])
    let view = fixture.collectionView
    fixture.trailingActions = [
      UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
        fixture.log.append("delete")
        done(true)
      }
    ]
    _ = fixture.take()
    #expect(try view.swipeItem(at: item(0, 1), from: .trailing) == ["Delete"])
    try view.tapSwipeAction(titled: "Delete")
    #expect(fixture.take() == ["trailing swipe actions 0-1", "delete"])
    #expect(throws: SurfaceDriverError.noSwipeActions(item(0, 2))) {
      try view.swipeItem(at: item(0, 2), from: .leading)
    }
    #expect(throws: SurfaceDriverError.noSwipeActions(item(1, 0))) {
      try view.swipeItem(at: item(1, 0), from: .trailing)
    }
    try view.fullSwipeItem(at: item(0, 0), from: .trailing)
    #expect(fixture.take() == ["trailing swipe actions 0-0", "delete"])
  }

  @Test("A drag while editing moves the item on screen, then tells the data source")
  func drag() throws {
    let fixture = CollectionFixture(counts: [3], layouts: [.list])
    let view = fixture.collectionView
    let first = view.cellForItem(at: item(0, 0))
    #expect(throws: SurfaceDriverError.notEditing) {
      try view.dragItem(at: item(0, 0), to: item(0, 2))
    }
    view.isEditing = true
    _ = fixture.take()
    try view.dragItem(at: item(0, 0), to: item(0, 2))
    #expect(fixture.take() == ["move 0-0 to 0-2"])
    #expect(view.cellForItem(at: item(0, 2)) === first)
    fixture.movable = false
    #expect(throws: SurfaceDriverError.notMovable(item(0, 1))) {
      try view.dragItem(at: item(0, 1), to: item(0, 0))
    }
  }

  @Test("A pull on a collection view with a refresh control starts it refreshing")
  func pullToRefresh() throws {
    let fixture = CollectionFixture(counts: [3], layouts: [.list])
    let view = fixture.collectionView
    #expect(throws: SurfaceDriverError.noRefreshControl) { try view.pullToRefresh() }
    let control = UIRefreshControl()
    view.refreshControl = control
    try view.pullToRefresh()
    #expect(control.isRefreshing)
  }
}
