import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// UIKit drops the selection of a deleted row; the liaison, which keeps the selection by id
/// across updates, forgets it too, so a row that comes back is not selected.
@MainActor
@Suite("The selection of a deleted row is cleared")
struct DeletedSelectionTests {
  func content(_ ids: [String], log: EventLog) -> ListContent {
    ListContent(sections: [
      Section(id: "s") {
        for id in ids {
          Row(id: id, TextItem(id), height: .fixed(44)).logged(to: log, [.didDeselect])
        }
      }
    ])
  }

  @Test("A deleted row that comes back is not selected, and gets no deselect events")
  func deletedRowComesBackUnselected() throws {
    let log = EventLog()
    let host = try LiaisedTable(content(["a", "b", "c"], log: log))
    try host.table.tapRow(at: path(0, 1))
    #expect(host.liaison.selectedRowIDs == [ListID("b")])
    try host.controller.update(to: content(["a", "c"], log: log))
    #expect(host.table.indexPathsForSelectedRows == nil)
    #expect(host.liaison.selectedRowIDs.isEmpty)
    try host.controller.update(to: content(["a", "b", "c"], log: log))
    #expect(host.table.indexPathsForSelectedRows == nil)
    try host.table.tapRow(at: path(0, 2))
    #expect(log.take().isEmpty)
  }
}
