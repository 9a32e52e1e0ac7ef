import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The selection of a deleted row is cleared, as UIKit clears it: no deselect events, and a row
/// that comes back with the same id is not selected (see the Events article).
@MainActor
@Suite struct DeletedSelectionTests {
  static func content(_ ids: [String], log: EventLog) -> ListContent {
    loggingRows(ids, height: .fixed(44), events: [.willDeselect, .didDeselect], log: log)
  }

  @Test func theHeadlessTableForgetsTheSelectionOfADeletedRow() throws {
    let log = EventLog()
    let controller = try ListController(content: Self.content(["a", "b", "c"], log: log))
    let table = HeadlessTableView(controller: controller)
    try table.tap(.id("b"))
    #expect(table.selectedID == ListID("b"))
    try controller.update(to: Self.content(["a", "c"], log: log))
    #expect(table.selectedID == nil)
    // The row comes back: not selected, and the next tap deselects nothing.
    try controller.update(to: Self.content(["a", "b", "c"], log: log))
    #expect(table.selectedID == nil)
    try table.tap(.id("c"))
    #expect(log.lines.isEmpty)
    #expect(table.selectedID == ListID("c"))
  }

  @Test func theHeadlessTableKeepsTheSelectionOfAMovedRow() throws {
    let log = EventLog()
    let controller = try ListController(content: Self.content(["a", "b", "c"], log: log))
    let table = HeadlessTableView(controller: controller)
    try table.tap(.id("b"))
    try controller.update(to: Self.content(["b", "c", "a"], log: log))
    #expect(table.selectedID == ListID("b"))
  }

  @MainActor final class Todo: Screen {
    var ids = ["a", "b", "c"]
    let title = "Todo"
    var content: ListContent {
      Section(id: "s") {
        for id in ids {
          Row(id: id, TextItem(id)).deletable().onDelete { [unowned self] context in
            ids.removeAll { $0 == context.id(as: String.self) }
          }
        }
      }
    }
  }

  @Test func theScreenTestHostForgetsTheSelectionOfADeletedRow() throws {
    let screen = Todo()
    let app = ScreenTestHost(screen)
    try app.tap(.id("b"))
    #expect(app.selection == ListID("b"))
    try app.swipeToDelete(.id("b"))
    try app.choose("Delete")
    #expect(app.content.path(of: ListID("b")) == nil)
    #expect(app.selection == nil)
    screen.ids.insert("b", at: 1)
    app.host.setNeedsUpdate()
    #expect(app.selection == nil)
  }
}
