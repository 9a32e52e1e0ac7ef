import Sectional
import TestSupport
import Testing

/// One dispatch for every row action: `performRowAction(_:at:ofRow:)` finds the row by id,
/// runs the action at that placement and index with a `didSelect` context naming it, and
/// refuses a disabled or missing one.
@MainActor
@Suite struct RowActionDispatchTests {
  func controller(_ log: EventLog) throws -> ListController {
    try ListController {
      Section(id: "s") {
        Row(id: "x", TextItem("X"))
        Row(id: "a", TextItem("A"))
          .swipeActions(
            .leading, [RowAction("L") { log.entries.append("L \($0.id) \($0.indexPath)") }]
          )
          .swipeActions(.trailing, [RowAction("T") { log.entries.append("T \($0.event)") }])
          .contextMenu([
            RowAction("M") { log.entries.append("M \($0.actionID ?? "-")") },
            RowAction("Off", isEnabled: false) { _ in log.entries.append("off") },
          ])
      }
    }
  }

  @Test func eachPlacementRunsItsActionByRowID() throws {
    let log = EventLog()
    let controller = try controller(log)
    #expect(controller.performRowAction(.leadingSwipe, at: 0, ofRow: ListID("a")))
    #expect(controller.performRowAction(.trailingSwipe, at: 0, ofRow: ListID("a")))
    #expect(controller.performRowAction(.contextMenu, at: 0, ofRow: ListID("a")))
    #expect(
      log.entries == [
        "L \"a\" [0, 1]", "T didSelect", "M M",
      ])
  }

  @Test func aDisabledMissingOrUnknownActionRunsNothing() throws {
    let log = EventLog()
    let controller = try controller(log)
    #expect(!controller.performRowAction(.contextMenu, at: 1, ofRow: ListID("a")))
    #expect(!controller.performRowAction(.contextMenu, at: 2, ofRow: ListID("a")))
    #expect(!controller.performRowAction(.leadingSwipe, at: 0, ofRow: ListID("x")))
    #expect(!controller.performRowAction(.leadingSwipe, at: 0, ofRow: ListID("nope")))
    #expect(log.entries.isEmpty)
  }

  @Test func fullSwipeIsOnByDefaultAndSetPerEdge() {
    let row = Row(id: "r", TextItem("R"))
    #expect(row.traits.leadingFullSwipe && row.traits.trailingFullSwipe)
    let set = row.swipeActions(.leading, [], performsFirstActionWithFullSwipe: false)
    #expect(!set.traits.leadingFullSwipe && set.traits.trailingFullSwipe)
    #expect(!row.traits.hasActions)
    #expect(row.contextMenu([RowAction("A") { _ in }]).traits.hasActions)
  }
}
