import Sectional
import SectionalTesting
import TestSupport
import Testing

/// A row's handlers run in the order they were attached, each for its own event, and a row
/// says which events it handles.
@MainActor
@Suite struct RowHandlersTests {
  @Test func handlersRunInTheOrderTheyWereAttachedEachForItsEvent() throws {
    var log: [String] = []
    let row = Row(id: "a", TextItem("A"), height: .fixed(44))
      .on(.didSelect) { _ in log.append("select 1") }
      .on(.willSelect) { _ in log.append("will select") }
      .on(.didSelect) { _ in log.append("select 2") }
      .on(.removed) { _ in log.append("removed") }
      .on(.didSelect) { _ in log.append("select 3") }
    #expect(row.handles(.didSelect) && row.handles(.willSelect) && row.handles(.removed))
    #expect(!row.handles(.userDeleted) && !row.handles(.configure) && !row.handles(.inserted))
    #expect(RowEvent.allCases.filter(row.handles) == [.willSelect, .didSelect, .removed])

    let controller = try ListController(
      content: ListContent(sections: [Section(id: "s", rows: [row])]))
    controller.tap(at: RowPath(section: 0, row: 0), deselecting: nil)
    #expect(log == ["will select", "select 1", "select 2", "select 3"])
    try controller.deleteRows([.id("a")])
    #expect(log.last == "removed")
  }

  /// A row's events are bits of 31 (the memo of a `ForEach`'s rows keeps bit 31 for "known"):
  /// every event's raw value must stay below 31.
  @Test func everyEventFitsTheHandlersBits() {
    #expect(RowEvent.allCases.allSatisfy { $0.rawValue >= 0 && $0.rawValue < 31 })
    let row = RowEvent.allCases.reduce(Row(id: "a", TextItem("A"))) { row, event in
      row.on(event) { _ in }
    }
    #expect(RowEvent.allCases.allSatisfy(row.handles))
  }

  @Test func aRowWithoutHandlersHandlesNothing() {
    let row = Row(id: "a", TextItem("A")).deletable().movable()
    #expect(RowEvent.allCases.allSatisfy { !row.handles($0) })
  }
}
