import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

@MainActor
@Suite("Editing in UIKit: the Edit button's mode, and rows with only trailing swipe actions")
struct EditingModeTests {
  @Test("Setting isEditing, as an Edit button does, shows reorder controls; unsetting hides them")
  func editButton() throws {
    let log = EventLog()
    let host = try LiaisedTable(
      ListContent(sections: [
        Section(id: "s", rows: numberedRows(3).map { $0.movable().logged(to: log, [.userMoved]) })
      ]))
    host.table.isEditing = true
    #expect(host.table.isEditing)
    try host.table.dragRow(at: path(0, 2), to: path(0, 0))
    #expect(log.take() == ["userMoved \"r2\""])
    #expect(host.titles == ["Row 2", "Row 0", "Row 1"])
    host.table.isEditing = false
    #expect(!host.table.isEditing)
    #expect(throws: SurfaceDriverError.notEditing) {
      try host.table.dragRow(at: path(0, 0), to: path(0, 2))
    }
    #expect(host.titles == ["Row 2", "Row 0", "Row 1"])
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test("A row with only trailing swipe actions swipes open from the trailing edge alone")
  func trailingActionsOnly() throws {
    let log = EventLog()
    let archive = RowAction("Archive", symbol: "archivebox") { context in
      log.entries.append("archive \(context.id)")
    }
    let host = try LiaisedTable(
      ListContent(sections: [
        Section(id: "s") {
          Row(id: "mail", TextItem("Mail"), height: .fixed(44)).swipeActions(.trailing, [archive])
          Row(id: "plain", TextItem("Plain"), height: .fixed(44))
        }
      ]))
    #expect(try host.table.swipeRow(at: path(0, 0), from: .trailing) == ["Archive"])
    try host.table.tapSwipeAction(titled: "Archive")
    #expect(log.take() == ["archive \"mail\""])
    #expect(throws: SurfaceDriverError.noSwipeActions(path(0, 0))) {
      try host.table.swipeRow(at: path(0, 0), from: .leading)
    }
    #expect(throws: SurfaceDriverError.notEditable(path(0, 1))) {
      try host.table.swipeRow(at: path(0, 1), from: .trailing)
    }
  }

  @Test("A destructive custom action runs its handler; leading-only actions do not open trailing")
  func destructiveAndLeadingOnly() throws {
    let log = EventLog()
    let block = RowAction("Block", role: .destructive) { context in
      log.entries.append("block \(context.id)")
    }
    let pin = RowAction("Pin") { context in log.entries.append("pin \(context.id)") }
    let host = try LiaisedTable(
      ListContent(sections: [
        Section(id: "s") {
          Row(id: "sender", TextItem("Sender"), height: .fixed(44)).swipeActions(.trailing, [block])
            .logged(to: log, [.willBeginEditing, .didEndEditing])
          Row(id: "chat", TextItem("Chat"), height: .fixed(44)).swipeActions(.leading, [pin])
        }
      ]))
    #expect(try host.table.swipeRow(at: path(0, 0), from: .trailing) == ["Block"])
    try host.table.tapSwipeAction(titled: "Block")
    #expect(
      log.take() == ["willBeginEditing \"sender\"", "block \"sender\"", "didEndEditing \"sender\""])
    #expect(throws: SurfaceDriverError.noSwipeActions(path(0, 1))) {
      try host.table.swipeRow(at: path(0, 1), from: .trailing)
    }
    #expect(try host.table.swipeRow(at: path(0, 1), from: .leading) == ["Pin"])
    try host.table.tapSwipeAction(titled: "Pin")
    #expect(log.take() == ["pin \"chat\""])
  }

  @Test("Deselecting every row when the screen shows again, also when none is selected")
  func deselectAll() throws {
    let log = EventLog()
    let host = try LiaisedTable(
      ListContent(sections: [
        Section(id: "s", rows: numberedRows(3).map { $0.logged(to: log, [.didDeselect]) })
      ]))
    try host.table.tapRow(at: path(0, 1))
    #expect(host.liaison.selectedRowIDs == [ListID("r1")])
    host.liaison.deselectAll(animated: false)
    #expect(host.table.indexPathsForSelectedRows == nil)
    #expect(host.liaison.selectedRowIDs.isEmpty)
    host.liaison.deselectAll(animated: true)
    #expect(host.table.indexPathsForSelectedRows == nil)
    // Like deselectRow(at:animated:), deselecting sends no events; an update selects nothing.
    try host.controller.update(to: host.controller.content)
    #expect(host.table.indexPathsForSelectedRows == nil)
    #expect(log.take().isEmpty)
  }
}
