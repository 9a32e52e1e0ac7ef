import Sectional
import SectionalTesting
import Testing

/// The headless table reports the pinned header for its viewport, collapses sections from a
/// header tap, and gives a screen's bars their height out of its viewport.
@MainActor
@Suite struct HeadersAndBarsTests {
  /// Two sections, each a 10-point header and five 10-point rows.
  static func content(pinned: Bool? = true) -> ListContent {
    ListContent(
      sections: ["one", "two"].map { id in
        let section = Section(id: id, header: id) {
          for index in 0..<5 { Row(id: "\(id)\(index)", TextItem("\(index)")).height(.fixed(10)) }
        }
        .headerHeight(.fixed(10))
        return pinned.map { section.pinnedHeader($0) } ?? section
      })
  }

  @Test func thePinnedHeaderIsTheOneOfTheSectionCrossingTheTop() throws {
    let table = HeadlessTableView(
      controller: try ListController(content: Self.content()), viewportHeight: 30)
    var pinned: [String] = []
    for offset in stride(from: 0.0, through: 70, by: 5) {
      table.scroll(toOffset: offset)
      pinned.append(table.pinnedHeader.map { "\(offset): \($0)" } ?? "\(offset): -")
    }
    // At 0 and 60 a header is at the top in its own place; from 55 the end of section one
    // pushes its header up until it is gone.
    #expect(
      pinned == [
        "0.0: -", "5.0: \"one\"", "10.0: \"one\"", "15.0: \"one\"", "20.0: \"one\"",
        "25.0: \"one\"", "30.0: \"one\"", "35.0: \"one\"", "40.0: \"one\"", "45.0: \"one\"",
        "50.0: \"one\"", "55.0: \"one\"", "60.0: -", "65.0: \"two\"", "70.0: \"two\"",
      ])
  }

  @Test func headersPinByTheTablesDefaultWhenTheSectionSaysNothing() throws {
    let table = HeadlessTableView(
      controller: try ListController(content: Self.content(pinned: nil)), viewportHeight: 30)
    table.scroll(toOffset: 20)
    #expect(table.pinnedHeader == nil)
    table.pinsHeaders = true
    #expect(table.pinnedHeader == ListID("one"))
  }

  @Test func aHeaderTapCollapsesTheSectionAsABatch() throws {
    let content = ListContent {
      Section(id: "s", header: "S") { Row(id: "a", TextItem("A")) }.collapsible()
    }
    let table = HeadlessTableView(controller: try ListController(content: content))
    try table.tapHeader("s")
    #expect(table.collapsedSections == [ListID("s")])
    #expect(table.shown.rowCount == 0)
    #expect(table.reloadCount == 1)  // the first load only
    #expect(table.performedBatches.last?.rowDeletes == [RowPath(section: 0, row: 0)])
    #expect(table.violations.isEmpty)
    try table.tapHeader("s")
    #expect(table.collapsedSections.isEmpty)
  }

  @MainActor
  final class BarsScreen: Screen {
    let title = "Bars"
    var status = "Ready"
    var topBar: [Row] { Row(id: "columns", TextItem("Name")).height(.fixed(20)) }
    var bottomBar: [Row] {
      if !status.isEmpty { Row(id: "status", TextItem(status)).height(.fixed(30)) }
    }
    var content: ListContent {
      Section(id: "s") {
        Row(id: "clear", TextItem("Clear status")).onSelect { [unowned self] _ in status = "" }
      }
    }
  }

  @Test func barsAreReportedAndTakeTheirHeightFromTheViewport() throws {
    let app = ScreenTestHost(BarsScreen(), viewportHeight: 200)
    #expect(app.bars.top.map(\.id) == [ListID("columns")])
    #expect(app.bars.bottom.map(\.id) == [ListID("status")])
    #expect(app.table.viewportHeight == 150)
    try app.tap(.id("clear"))
    #expect(app.bars.bottom.isEmpty)
    #expect(app.table.viewportHeight == 180)
  }
}
