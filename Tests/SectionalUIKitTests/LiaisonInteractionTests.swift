import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

@MainActor
@Suite("TableViewLiaison on the behaving UIKit surface: selection and editing")
struct LiaisonInteractionTests {
  static let selectionEvents: [RowEvent] = [
    .willSelect, .didSelect, .willDeselect, .didDeselect, .didHighlight, .didUnhighlight,
  ]

  func rows(_ log: EventLog) -> ListContent {
    ListContent(sections: [
      Section(id: "s") {
        for row in numberedRows(5) { row.logged(to: log, Self.selectionEvents) }
        Row(id: "fixed", TextItem("Not selectable"), height: .fixed(44)).selectable(false)
          .logged(to: log, Self.selectionEvents)
      }
    ])
  }

  @Test("A tap highlights, then selects; the next tap deselects the previous row first")
  func selectAndDeselect() throws {
    let log = EventLog()
    let host = try LiaisedTable(rows(log))
    try host.table.tapRow(at: path(0, 1))
    #expect(
      log.take() == [
        "didHighlight \"r1\"", "didUnhighlight \"r1\"", "willSelect \"r1\"", "didSelect \"r1\"",
      ])
    #expect(host.table.indexPathForSelectedRow == path(0, 1))
    try host.table.tapRow(at: path(0, 3))
    #expect(
      log.take() == [
        "didHighlight \"r3\"", "didUnhighlight \"r3\"", "willSelect \"r3\"",
        "willDeselect \"r1\"", "didDeselect \"r1\"", "didSelect \"r3\"",
      ])
    #expect(host.table.indexPathsForSelectedRows == [path(0, 3)])
    #expect(host.table.cellForRow(at: path(0, 3))?.isSelected == true)
    // Deselecting in code tells the delegate nothing, as in UIKit.
    host.table.deselectRow(at: path(0, 3), animated: true)
    #expect(host.table.indexPathsForSelectedRows == nil)
    #expect(log.take().isEmpty)
  }

  @Test("An unselectable row is neither highlighted nor selected")
  func unselectableRow() throws {
    let log = EventLog()
    let host = try LiaisedTable(rows(log))
    try host.table.tapRow(at: path(0, 5))
    #expect(log.take().isEmpty)
    #expect(host.table.indexPathsForSelectedRows == nil)
  }

  @Test("The selection follows its row through an update, without delegate calls")
  func selectionFollowsRow() throws {
    let log = EventLog()
    let host = try LiaisedTable(rows(log))
    try host.table.tapRow(at: path(0, 2))
    _ = log.take()
    var content = host.controller.content
    content.sections[0].rows.insert(
      Row(id: "new", TextItem("New"), height: .fixed(44)), at: 0)
    try host.controller.update(to: content)
    #expect(host.table.indexPathsForSelectedRows == [path(0, 3)])
    #expect(log.take().isEmpty)
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test("A reloaded row on screen keeps its cell: configured again, no display ends or starts")
  func reloadRow() throws {
    let log = EventLog()
    let events: [RowEvent] = [.configure, .willDisplay, .didEndDisplaying, .reloaded]
    func content(_ title: String) -> ListContent {
      ListContent(sections: [
        Section(id: "s") {
          for row in numberedRows(3) { row.logged(to: log, events) }
          Row(id: "x", TextItem(title), height: .fixed(44)).logged(to: log, events)
        }
      ])
    }
    let host = try LiaisedTable(content("Before"))
    let cell = try #require(host.table.cellForRow(at: IndexPath(row: 3, section: 0)))
    _ = log.take()
    try host.controller.update(to: content("After"))
    #expect(log.take() == ["configure \"x\"", "reloaded \"x\""])
    #expect(host.titles == ["Row 0", "Row 1", "Row 2", "After"])
    // The same cell, drawn again (`reconfigureRows(at:)`), not a new one.
    #expect(host.table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test("A reloaded row whose component changes type gets a new cell: the old one ends display")
  func reloadRowWithAnotherComponent() throws {
    let log = EventLog()
    let events: [RowEvent] = [.configure, .willDisplay, .didEndDisplaying, .reloaded]
    func content(button: Bool) -> ListContent {
      ListContent(sections: [
        Section(id: "s") {
          for row in numberedRows(3) { row.logged(to: log, events) }
          if button {
            Row(id: "x", ButtonItem("After"), height: .fixed(44)).logged(to: log, events)
          } else {
            Row(id: "x", TextItem("Before"), height: .fixed(44)).logged(to: log, events)
          }
        }
      ])
    }
    let host = try LiaisedTable(content(button: false))
    let cell = try #require(host.table.cellForRow(at: IndexPath(row: 3, section: 0)))
    _ = log.take()
    try host.controller.update(to: content(button: true))
    #expect(
      log.take() == [
        "didEndDisplaying \"x\"", "configure \"x\"", "willDisplay \"x\"", "reloaded \"x\"",
      ])
    #expect(host.table.cellForRow(at: IndexPath(row: 3, section: 0)) !== cell)
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test("Swipe to delete: the delete button commits the delete, the row leaves the table")
  func swipeToDelete() throws {
    let log = EventLog()
    let events: [RowEvent] = [.willBeginEditing, .didEndEditing, .userDeleted, .didEndDisplaying]
    let content = ListContent(sections: [
      Section(id: "s") {
        for row in numberedRows(4) {
          row.deletable(confirmationTitle: "Remove").logged(to: log, events)
        }
      }
    ])
    let host = try LiaisedTable(content)
    #expect(try host.table.swipeRow(at: path(0, 1), from: .trailing) == ["Remove"])
    try host.table.tapSwipeAction(titled: "Remove")
    #expect(
      log.take() == [
        "willBeginEditing \"r1\"", "didEndDisplaying \"r1\"", "userDeleted \"r1\"",
        "didEndEditing \"r1\"",
      ])
    #expect(host.titles == ["Row 0", "Row 2", "Row 3"])
    #expect(host.table.numberOfRows(inSection: 0) == 3)
    #expect(host.table.raisedExceptions.isEmpty)
    #expect(throws: SurfaceDriverError.noSwipeActions(path(0, 0))) {
      try host.table.swipeRow(at: path(0, 0), from: .leading)
    }
  }

  @Test("Swipe actions run their handler with the row; a deletable row shows Delete first")
  func swipeActions() throws {
    let log = EventLog()
    let archive = RowAction("Archive", symbol: "archivebox") { context in
      log.entries.append("archive \(context.id) \(context.actionID ?? "-")")
    }
    let content = ListContent(sections: [
      Section(id: "s") {
        Row(id: "a", TextItem("A"), height: .fixed(44)).deletable()
          .swipeActions(.trailing, [archive])
        Row(id: "b", TextItem("B"), height: .fixed(44)).swipeActions(.leading, [archive])
      }
    ])
    let host = try LiaisedTable(content)
    #expect(try host.table.swipeRow(at: path(0, 0), from: .trailing) == ["Delete", "Archive"])
    try host.table.tapSwipeAction(titled: "Archive")
    #expect(try host.table.swipeRow(at: path(0, 1), from: .leading) == ["Archive"])
    try host.table.tapSwipeAction(titled: "Archive")
    #expect(log.take() == ["archive \"a\" Archive", "archive \"b\" Archive"])
    try host.table.fullSwipeRow(at: path(0, 0), from: .trailing)
    #expect(host.titles == ["B"])
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test("Dragging a row in editing mode moves it in the table and in the controller")
  func moveRow() throws {
    let log = EventLog()
    let content = ListContent(sections: [
      Section(id: "s") {
        for row in numberedRows(4) { row.movable().logged(to: log, [.userMoved]) }
        Row(id: "pinned", TextItem("Pinned"), height: .fixed(44))
      }
    ])
    let host = try LiaisedTable(content)
    #expect(throws: SurfaceDriverError.notEditing) {
      try host.table.dragRow(at: path(0, 0), to: path(0, 2))
    }
    host.table.setEditing(true, animated: false)
    try host.table.dragRow(at: path(0, 0), to: path(0, 2))
    #expect(log.take() == ["userMoved \"r0\""])
    #expect(host.titles == ["Row 1", "Row 2", "Row 0", "Row 3", "Pinned"])
    #expect(
      host.controller.content.sections[0].rows.map(\.id)
        == host.liaison.shown.sections[0].rows.map(\.id))
    #expect(throws: SurfaceDriverError.notMovable(path(0, 4))) {
      try host.table.dragRow(at: path(0, 4), to: path(0, 0))
    }
    // The next update starts from the moved order: no exception.
    var next = host.controller.content
    next.sections[0].rows.removeLast()
    try host.controller.update(to: next)
    #expect(host.titles == ["Row 1", "Row 2", "Row 0", "Row 3"])
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test("A toggle's switch and a detail button reach their row; the switch's new value too")
  func controlsInCells() throws {
    let log = EventLog()
    var values: [Bool?] = []
    let content = ListContent(sections: [
      Section(id: "s") {
        Row(id: "t", TextItem("Wi-Fi", accessory: .toggle(isOn: false)), height: .fixed(44))
          .logged(to: log, [.didSelect])
          .onSelect { context in values.append(context.toggleValue) }
        Row(id: "i", TextItem("Info", accessory: .detailButton), height: .fixed(44))
          .logged(to: log, [.accessoryTapped])
      }
    ])
    let host = try LiaisedTable(content)
    let toggle = try #require(host.table.cellForRow(at: path(0, 0))?.accessoryView as? UISwitch)
    toggle.userToggle()
    try host.table.tapAccessoryButton(ofRowAt: path(0, 1))
    #expect(log.take() == ["didSelect \"t\"", "accessoryTapped \"i\""])
    #expect(values == [true])
    #expect(throws: SurfaceDriverError.noAccessoryButton(path(0, 0))) {
      try host.table.tapAccessoryButton(ofRowAt: path(0, 0))
    }
  }

  @Test("Off screen the liaison reloads: every display ends and the next layout shows anew")
  func reloadOutsideWindow() throws {
    let log = EventLog()
    let events: [RowEvent] = [.configure, .willDisplay, .didEndDisplaying]
    let content = ListContent(sections: [
      Section(id: "s") { for row in numberedRows(2) { row.logged(to: log, events) } }
    ])
    let host = try LiaisedTable(content, inWindow: false)
    _ = log.take()
    var next = content
    next.sections[0].rows[1] = Row(id: "r1", TextItem("Changed"), height: .fixed(44))
      .logged(to: log, events)
    try host.controller.update(to: next)
    #expect(log.take() == ["didEndDisplaying \"r0\"", "didEndDisplaying \"r1\""])
    host.table.layoutIfNeeded()
    #expect(
      log.take() == [
        "configure \"r0\"", "willDisplay \"r0\"", "configure \"r1\"", "willDisplay \"r1\"",
      ])
    #expect(host.titles == ["Row 0", "Changed"])
  }
}

@MainActor
@Suite("Updates made while the liaison applies one")
struct NestedUpdateTests {
  @Test("A handler that updates during a batch is applied after it, with no exception")
  func updateFromWillDisplay() throws {
    let box = ControllerBox()
    func content(_ extra: Bool) -> ListContent {
      ListContent(sections: [
        Section(id: "s") {
          Row(id: "a", TextItem("A"), height: .fixed(44))
          Row(id: "b", TextItem("B"), height: .fixed(44)).on(.willDisplay) { _ in
            // Arrives inside performBatchUpdates: the next update must wait for it.
            guard !box.didNest else { return }
            box.didNest = true
            try? box.controller?.update(to: content(true))
          }
          if extra { Row(id: "c", TextItem("C"), height: .fixed(44)) }
        }
      ])
    }
    let host = try LiaisedTable(
      ListContent(sections: [Section(id: "s") { Row(id: "a", TextItem("A"), height: .fixed(44)) }]))
    box.controller = host.controller
    try host.controller.update(to: content(false))
    #expect(box.didNest)
    #expect(host.titles == ["A", "B", "C"])
    #expect(host.table.numberOfRows(inSection: 0) == 3)
    #expect(host.table.raisedExceptions.isEmpty)
  }
}

/// Lets a row's handler reach the controller that owns it.
@MainActor
final class ControllerBox {
  weak var controller: ListController?
  var didNest = false
}
