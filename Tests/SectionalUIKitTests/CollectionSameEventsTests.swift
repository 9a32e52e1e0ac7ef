import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

@MainActor
@Suite("List sections send the same events on a collection view as on a table view")
struct CollectionSameEventsTests {
  /// A header and `count` logged 44-point rows, in a list section.
  func content(_ log: EventLog, count: Int) -> ListContent {
    ListContent(sections: [
      Section(id: "s", header: "Header") {
        for row in numberedRows(count, log: log) { row }
      }
    ])
  }

  /// The script: show, tap two rows, delete the selected one, scroll to the end and back.
  func script(
    _ log: EventLog, tap: (IndexPath) throws -> Void, update: (ListContent) throws -> Void,
    scroll: (CGFloat) -> Void
  ) throws -> [String] {
    var entries = log.take()
    try tap(path(0, 1))
    try tap(path(0, 2))
    entries += log.take()
    var shorter = content(log, count: 30)
    shorter.sections[0].rows.remove(at: 2)
    try update(shorter)
    scroll(10_000)
    scroll(0)
    entries += log.take()
    return entries
  }

  @Test("Display, selection, a delete and scrolling: one event log")
  func sameLog() throws {
    let tableLog = EventLog()
    let table = try LiaisedTable(content(tableLog, count: 30))
    let onTable = try script(
      tableLog, tap: { try table.table.tapRow(at: $0) },
      update: { try table.controller.update(to: $0) },
      scroll: { table.table.scroll(toOffsetY: $0) })
    let collectionLog = EventLog()
    let collection = try LiaisedCollection(content(collectionLog, count: 30))
    let onCollection = try script(
      collectionLog, tap: { try collection.collection.tapItem(at: $0) },
      update: { try collection.controller.update(to: $0) },
      scroll: { collection.collection.scroll(toOffsetY: $0) })
    #expect(onCollection == onTable)
    #expect(onTable.contains("didSelect \"r2\"") && onTable.contains("didEndDisplaying \"r29\""))
    #expect(collection.collection.raisedExceptions == [])
  }
}
