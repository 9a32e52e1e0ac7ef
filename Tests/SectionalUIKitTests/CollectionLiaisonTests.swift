import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

@MainActor
@Suite("The collection view liaison: updates, events, selection, swipes, prefetch, reorder")
struct CollectionLiaisonTests {
  /// A grid section of `count` logged items and a list section of three logged rows.
  func gridAndList(_ log: EventLog, count: Int = 6) -> ListContent {
    ListContent(sections: [
      Section(id: "grid", rows: textRows(count, prefix: "g", log: log)).layout(.grid(columns: 3)),
      Section(id: "list", rows: textRows(3, prefix: "l", log: log)),
    ])
  }

  @Test("Each stage switches the data inside performBatchUpdates: stale counts are accepted")
  func dataSwitchesInsideTheBatch() throws {
    let log = EventLog()
    let host = try LiaisedCollection(gridAndList(log))
    // Reloaded and not laid out since, the collection view reads its counts when the batch
    // begins: switched before the block, the new counts would be taken for the old ones.
    host.liaison.reloadData(from: host.controller)
    try host.controller.update(to: gridAndList(log, count: 8))
    #expect(host.collection.raisedExceptions == [])
    #expect(host.collection.numberOfItems(inSection: 0) == 8)
    #expect(host.liaison.shown.sections[0].rows.count == 8)
  }

  @Test("Items coming on screen get configure and willDisplay; leaving, didEndDisplaying")
  func displayEvents() throws {
    let log = EventLog()
    let host = try LiaisedCollection(gridAndList(log, count: 3), height: 100)
    // Lines of the grid are 44 points tall (estimated): only the first line is on screen.
    #expect(Array(log.take().prefix(2)) == ["configure \"g0\"", "willDisplay \"g0\""])
    try host.controller.update(to: gridAndList(log, count: 2))
    #expect(log.take().contains("didEndDisplaying \"g2\""))
    #expect(host.collection.raisedExceptions == [])
  }

  @Test("A reloaded item keeps its cell, also a TextItem that gains an accessory, as elsewhere")
  func reloadedItemsAreReconfigured() throws {
    let log = EventLog()
    let events: [RowEvent] = [.configure, .willDisplay, .didEndDisplaying, .reloaded]
    func content(_ title: String, accessory: Accessory = .none) -> ListContent {
      ListContent(sections: [
        Section(id: "list") {
          Row(id: "x", TextItem(title, accessory: accessory)).logged(to: log, events)
        }
      ])
    }
    let host = try LiaisedCollection(content("Before"))
    let cell = try #require(host.collection.cellForItem(at: path(0, 0)))
    _ = log.take()
    try host.controller.update(to: content("After"))
    #expect(log.take() == ["configure \"x\"", "reloaded \"x\""])
    #expect(host.collection.cellForItem(at: path(0, 0)) === cell)
    // A list cell draws a text item with or without an accessory: configured again in place,
    // as the headless table and the terminal do.
    try host.controller.update(to: content("After", accessory: .disclosure))
    #expect(log.take() == ["configure \"x\"", "reloaded \"x\""])
    #expect(host.collection.cellForItem(at: path(0, 0)) === cell)
    let list = try #require(cell as? UICollectionViewListCell)
    #expect(list.shownAccessories() == ["disclosureIndicator"])
    #expect(host.collection.raisedExceptions == [])
  }

  @Test("A tap selects an item with the table's events; selection is kept by id")
  func selection() throws {
    let log = EventLog()
    let host = try LiaisedCollection(gridAndList(log))
    _ = log.take()
    try host.collection.tapItem(at: path(0, 1))
    #expect(
      log.take().suffix(4) == [
        "didHighlight \"g1\"", "didUnhighlight \"g1\"", "willSelect \"g1\"", "didSelect \"g1\"",
      ])
    try host.collection.tapItem(at: path(0, 2))
    #expect(
      log.take().suffix(4) == [
        "willSelect \"g2\"", "willDeselect \"g1\"", "didDeselect \"g1\"", "didSelect \"g2\"",
      ]
    )
    #expect(host.liaison.selectedRowIDs == [ListID("g2")])
    // An item inserted before it moves it: the selection follows the id.
    var content = gridAndList(log)
    content.sections[0].rows.insert(Row(id: "new", TextItem("New")), at: 0)
    try host.controller.update(to: content)
    #expect(host.collection.indexPathsForSelectedItems == [path(0, 3)])
    #expect(host.collection.raisedExceptions == [])
  }

  @Test("List sections get the rows' swipe actions through the list configuration's providers")
  func swipeActions() throws {
    let log = EventLog()
    let archive = RowAction("Archive", symbol: "archivebox") { context in
      log.entries.append("archive \(context.id)")
    }
    let content = ListContent(sections: [
      Section(id: "mail") {
        Row(id: "m1", TextItem("Hello")).deletable().swipeActions(.trailing, [archive])
        Row(id: "m2", TextItem("Only deletable")).deletable()
      }
    ])
    let host = try LiaisedCollection(content)
    #expect(
      try host.collection.swipeItem(at: path(0, 0), from: .trailing) == ["Delete", "Archive"])
    try host.collection.tapSwipeAction(titled: "Archive")
    #expect(log.take() == ["archive \"m1\""])
    // A collection view has no delete button of its own: a deletable row gets one.
    #expect(try host.collection.swipeItem(at: path(0, 1), from: .trailing) == ["Delete"])
    try host.collection.tapSwipeAction(titled: "Delete")
    #expect(host.controller.content.sections[0].rows.map(\.id) == [ListID("m1")])
    #expect(host.collection.numberOfItems(inSection: 0) == 1)
    #expect(host.collection.raisedExceptions == [])
  }

  @Test("Items ahead of the viewport are prefetched, once")
  func prefetching() throws {
    let log = EventLog()
    let content = ListContent(sections: [
      Section(id: "s", rows: textRows(40, prefix: "r", log: log)).layout(.grid(columns: 2))
    ])
    let host = try LiaisedCollection(content, height: 200)
    let events = log.take()
    let prefetched = events.filter { $0.hasPrefix("prefetch ") }
    #expect(!prefetched.isEmpty)
    #expect(Set(prefetched).count == prefetched.count)
    // What was prefetched is not on screen yet.
    #expect(!prefetched.contains("prefetch r0"))
    _ = host
  }

  @Test("Dragging a movable item records the move through the controller")
  func reorder() throws {
    let log = EventLog()
    let rows = textRows(4, prefix: "t", log: log).map { $0.movable() }
    let host = try LiaisedCollection(
      ListContent(sections: [Section(id: "s", rows: rows).layout(.grid(columns: 2))]))
    host.collection.isEditing = true
    _ = log.take()
    try host.collection.dragItem(at: path(0, 0), to: path(0, 2))
    #expect(
      host.controller.content.sections[0].rows.map(\.id)
        == ["t1", "t2", "t0", "t3"].map(ListID.init))
    #expect(
      host.liaison.shown.sections[0].rows.map(\.id)
        == host.controller.content.sections[0].rows.map(\.id))
    #expect(log.take().contains("userMoved \"t0\""))
    #expect(host.collection.raisedExceptions == [])
  }

  @Test("A movable row of a list section shows a reorder control while editing")
  func reorderControl() throws {
    let content = ListContent(sections: [
      Section(id: "list") {
        Row(id: "m", TextItem("Movable")).movable()
        Row(id: "f", TextItem("Fixed"))
        Row(id: "p", ParagraphItem("A movable paragraph")).movable()
      },
      Section(id: "grid") { Row(id: "g", TextItem("In a grid")).movable() }.layout(
        .grid(columns: 2)),
    ])
    let host = try LiaisedCollection(content)
    func accessories(_ indexPath: IndexPath) -> Int? {
      (host.collection.cellForItem(at: indexPath) as? UICollectionViewListCell)?.accessories.count
    }
    #expect(accessories(path(0, 0)) == 1)
    #expect(accessories(path(0, 1)) == 0)
    #expect(accessories(path(0, 2)) == 1)
    #expect(accessories(path(1, 0)) == 0)
  }

  @Test("The visible region reaches the controller after scrolling: pagination needs no wiring")
  func visibleRegion() throws {
    let content = ListContent(sections: [
      Section(id: "s", rows: textRows(30, prefix: "p")).layout(.grid(columns: 3))
    ])
    let host = try LiaisedCollection(content, height: 200)
    var regions: [VisibleRegion] = []
    host.controller.observeVisibleRegion { regions.append($0) }
    host.collection.scroll(toOffsetY: 10_000)
    let last = try #require(regions.last)
    #expect(last.distanceToEnd <= 1)
    #expect(last.viewportHeight == 200)
  }

  @Test("A collection view out of a window is reloaded instead of batch-updated")
  func outOfWindow() throws {
    let log = EventLog()
    let host = try LiaisedCollection(gridAndList(log), inWindow: false)
    try host.controller.update(to: gridAndList(log, count: 2))
    #expect(host.collection.numberOfItems(inSection: 0) == 2)
    #expect(host.collection.raisedExceptions == [])
  }
}
