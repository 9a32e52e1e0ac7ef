import Sectional
import SectionalTesting
import TestSupport
import Testing

/// Every event reaches the handler of the row (or header / footer) it belongs to, through the
/// headless table, and only that one.
@MainActor
@Suite struct EventDispatchTests {
  let log = EventLog()
  let controller: ListController
  let table: HeadlessTableView

  init() throws {
    let log = self.log
    let rows = ["a", "b", "c", "d", "e", "f"].map {
      log.recordingRow($0).deletable().movable()
    }
    var section = Section(id: "main", header: "Header", footer: "Footer") {
      rows
    }
    .headerHeight(.fixed(20))
    .footerHeight(.fixed(20))
    for event in SectionEvent.allCases {
      section = section.onHeader(event) { log.record($0) }.onFooter(event) { log.record($0) }
    }
    controller = try ListController(content: ListContent(sections: [section]))
    // 20 (header) + 2 × 44: the header and rows a and b are visible.
    table = HeadlessTableView(controller: controller, viewportHeight: 100)
  }

  @Test func loadingConfiguresAndDisplaysVisibleItemsOnly() {
    #expect(
      log.take() == [
        "header configure \"main\"", "header willDisplay \"main\"",
        "configure \"a\"", "willDisplay \"a\"", "configure \"b\"", "willDisplay \"b\"",
        // One viewport ahead (100 points: rows c, d, e) is prefetched.
        "prefetch \"c\"", "prefetch \"d\"", "prefetch \"e\"",
      ])
    #expect(table.visibleIDs == [ListID("a"), ListID("b")])
  }

  @Test func scrollingEndsAndStartsDisplay() throws {
    _ = log.take()
    table.scroll(toOffset: 10_000)  // clamped to the end: rows e, f and the footer
    #expect(table.visibleIDs == [ListID("e"), ListID("f")])
    let entries = log.take()
    #expect(entries.contains("didEndDisplaying \"a\""))
    #expect(entries.contains("header didEndDisplaying \"main\""))
    #expect(entries.contains("configure \"f\""))
    #expect(entries.contains("willDisplay \"f\""))
    #expect(entries.contains("footer willDisplay \"main\""))
    #expect(!entries.contains("willDisplay \"c\""))
    try table.scroll(to: .id("a"))
    #expect(log.take().contains("footer didEndDisplaying \"main\""))
  }

  @Test func tapHighlightsSelectsAndDeselectsThePrevious() throws {
    _ = log.take()
    try table.tap(.id("a"))
    #expect(
      log.take() == [
        "didHighlight \"a\"", "didUnhighlight \"a\"", "willSelect \"a\"", "didSelect \"a\"",
      ])
    try table.tap(.at(section: 0, row: 1))
    #expect(
      log.take() == [
        "didHighlight \"b\"", "didUnhighlight \"b\"", "willSelect \"b\"", "willDeselect \"a\"",
        "didDeselect \"a\"", "didSelect \"b\"",
      ])
    table.deselect()
    #expect(log.take() == ["willDeselect \"b\"", "didDeselect \"b\""])
  }

  @Test func unselectableRowsGetNoSelectionEvents() throws {
    try controller.replaceRow(.id("a"), with: log.recordingRow("a").selectable(false))
    _ = log.take()
    try table.tap(.id("a"))
    #expect(log.take().isEmpty)
  }

  @Test func accessoryTapReachesItsRow() throws {
    try controller.replaceRow(.id("b"), with: log.recordingRow("b", accessory: .detailButton))
    _ = log.take()
    try table.tapAccessory(.id("b"))
    #expect(log.take() == ["accessoryTapped \"b\""])
  }

  /// UIKit delivers no accessory tap to a row without a detail button: the table refuses it,
  /// and sends nothing.
  @Test func accessoryTapIsRefusedWithoutADetailButton() {
    _ = log.take()
    #expect(throws: HeadlessTableView.AccessoryRefusal.noDetailButton(row: ListID("a"))) {
      try table.tapAccessory(.id("a"))
    }
    #expect(throws: HeadlessTableView.AccessoryRefusal.self) { try table.tapAccessory(.id("z")) }
    #expect(log.take().isEmpty)
  }

  @Test func swipeToDeleteEditsDeletesAndEnds() throws {
    _ = log.take()
    try table.swipeToDelete(.id("a"))
    let entries = log.take()
    #expect(entries.first == "willBeginEditing \"a\"")
    #expect(entries.contains("userDeleted \"a\""))
    #expect(entries.contains("didEndDisplaying \"a\""))
    #expect(entries.contains("willDisplay \"c\""))
    #expect(entries.last == "didEndEditing \"a\"")
    #expect(controller.content.path(of: ListID("a")) == nil)
    #expect(table.violations.isEmpty)
  }

  @Test func dragReordersAndFiresMoveWithItsSource() throws {
    var source: RowPath?
    try controller.replaceRow(
      .id("a"), with: log.recordingRow("a").movable().onMove { source = $0.sourcePath })
    _ = log.take()
    try table.dragRow(.id("a"), to: RowPath(section: 0, row: 3))
    #expect(log.take().contains("userMoved \"a\""))
    #expect(source == RowPath(section: 0, row: 0))
    #expect(controller.content.path(of: ListID("a")) == RowPath(section: 0, row: 3))
    #expect(table.shown.outline == controller.content.outline)
  }

  @Test func immovableAndUndeletableRowsRefuse() throws {
    try controller.replaceRow(.id("a"), with: log.recordingRow("a"))
    #expect(throws: ListError.self) { try table.dragRow(.id("a"), to: RowPath(section: 0, row: 2)) }
    #expect(throws: ListError.self) { try table.swipeToDelete(.id("a")) }
    #expect(controller.content.path(of: ListID("a")) == RowPath(section: 0, row: 0))
  }

  @Test func insertAndReloadFireOnTheirRows() throws {
    _ = log.take()
    try controller.insertRows([log.recordingRow("new")], at: RowPath(section: 0, row: 0))
    #expect(log.take().contains("inserted \"new\""))
    try controller.reloadRows([.id("b")])
    let entries = log.take()
    #expect(entries.contains("reloaded \"b\""))
    #expect(!entries.contains { $0.contains("\"a\"") && $0.hasPrefix("reloaded") })
  }

  @Test func reloadingAVisibleRowConfiguresItAgainInPlace() throws {
    _ = log.take()
    try controller.reloadRows([.id("a")])
    // The same component type: its cell is configured again; its display neither ends nor
    // starts (UIKit's `reconfigureRows(at:)`).
    #expect(log.take() == ["configure \"a\"", "reloaded \"a\""])
  }

  @Test func pillsActionsAndEmbeddedRowsCarryTheirDetail() throws {
    var details: [EventDetail] = []
    let row = Row(id: "pills", PillsItem([Pill(id: "vegan", title: "Vegan")]))
      .onSelect { details.append($0.detail) }
    try controller.insertRows([row], at: RowPath(section: 0, row: 0))
    try table.select(.id("pills"), detail: .pill("vegan"))
    try table.select(.id("pills"), detail: .action("like"))
    try table.select(.id("pills"), detail: .embeddedRow(2))
    #expect(details == [.pill("vegan"), .action("like"), .embeddedRow(2)])
  }

  @Test func contextCarriesControllerPresenterAndCurrentPath() throws {
    let presenter = RecordingPresenter()
    controller.presenter = presenter
    var paths: [RowPath] = []
    try controller.replaceRow(
      .id("b"),
      with: Row(id: "b", TextItem("b")).height(.fixed(44)).onSelect { context in
        paths.append(context.indexPath)
        #expect(context.controller === self.controller)
        context.presenter.pop()
      })
    try table.tap(.id("b"))
    try controller.insertRows([Row(id: "top", TextItem("top"))], at: RowPath(section: 0, row: 0))
    try table.tap(.id("b"))
    #expect(paths == [RowPath(section: 0, row: 1), RowPath(section: 0, row: 2)])
    #expect(presenter.requests == [.pop, .pop])
  }

  @Test func eventsForMissingRowsAreReportedNotCrashed() {
    #expect(!controller.send(.didSelect, at: RowPath(section: 4, row: 0)))
    #expect(throws: HeadlessTableView.MissingRow.self) { try table.tap(.id("ghost")) }
  }
}
