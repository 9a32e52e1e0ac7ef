import Sectional
import SectionalUIKit
import TestSupport
import Testing
import UIKitSurface

/// The liaisons keep the selection by id across updates; when a change removes a selected row,
/// the row that replaces it (`Row.replaces(_:)`) is selected instead, without delegate calls;
/// with no such row the selection is dropped, as UIKit drops it.
@MainActor
@Suite("The selection goes to the row that replaces its row")
struct SuccessorSelectionTests {
  /// Posts as rows, or as pictures (see `postsContent`): in a grid, but for a table view,
  /// which shows no grid.
  func content(grid: Bool, names: Bool = true, columns: Int = 2) -> ListContent {
    postsContent(["p1", "p2", "p3", "p4"], grid: grid, names: names, columns: columns)
  }

  @Test("A table view selects the successor, and drops the selection without one")
  func table() throws {
    let host = try LiaisedTable(content(grid: false))
    try host.table.tapRow(at: path(2, 1))
    #expect(host.liaison.selectedRowIDs == [ListID("p3/actions")])
    try host.controller.update(to: content(grid: true, columns: 1))
    #expect(host.liaison.selectedRowIDs == [ListID("p3/picture")])
    #expect(host.table.indexPathsForSelectedRows == [path(0, 2)])
    try host.controller.update(to: content(grid: false, names: false))
    #expect(host.liaison.selectedRowIDs.isEmpty)
    #expect(host.table.indexPathsForSelectedRows == nil)
  }

  @Test("A collection view selects the successor, and drops the selection without one")
  func collection() throws {
    let host = try LiaisedCollection(content(grid: false))
    try host.collection.tapItem(at: path(1, 1))
    #expect(host.liaison.selectedRowIDs == [ListID("p2/actions")])
    try host.controller.update(to: content(grid: true))
    #expect(host.liaison.selectedRowIDs == [ListID("p2/picture")])
    #expect(host.collection.indexPathsForSelectedItems == [path(0, 1)])
    try host.controller.update(to: content(grid: false, names: false))
    #expect(host.liaison.selectedRowIDs.isEmpty)
  }
}
