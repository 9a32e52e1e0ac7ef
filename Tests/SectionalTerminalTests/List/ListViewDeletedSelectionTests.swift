import Sectional
import SectionalTerminal
import TestSupport
import Testing

/// The terminal forgets the selection of a deleted row as UIKit does (the cursor moves on to a
/// neighbour): a row that comes back with the same id is not selected, so selecting another row
/// deselects nothing.
@MainActor
@Suite struct ListViewDeletedSelectionTests {
  static func content(_ ids: [String], log: EventLog) -> ListContent {
    loggingRows(ids, height: .fixed(1), events: [.didSelect, .didDeselect], log: log)
  }

  @Test func aDeletedRowThatComesBackIsNotSelected() throws {
    let log = EventLog()
    let controller = try ListController(content: Self.content(["a", "b", "c"], log: log))
    let list = ListView(controller: controller, width: 20, height: 5)
    press(list, .down, .enter)
    #expect(log.lines == ["didSelect \"b\""])
    try controller.update(to: Self.content(["a", "c"], log: log))
    // The cursor moves on; the selection is gone.
    #expect(list.selectedID == ListID("c"))
    try controller.update(to: Self.content(["a", "b", "c"], log: log))
    press(list, .enter)
    #expect(log.lines == ["didSelect \"b\"", "didSelect \"c\""])
  }
}
