import Sectional
import Testing

/// The examples in the doc comments of Sources/Sectional/Layout/ListLayout.swift and
/// ListLayout+Viewport.swift.
@MainActor
@Suite struct ListLayoutExamples {
  /// ListLayout.swift, the type
  @Test func aLayoutMeasuresScrollsAndFollowsChanges() throws {
    let rows = (0..<100).map {
      Row(id: $0, TextItem("Row \($0)"), height: .automatic(estimate: 50))
    }
    let controller = try ListController(
      content: ListContent(sections: [Section(id: "s", rows: rows)]))
    func measure(_ item: LayoutItem) -> Double { 44 }
    let new = ListContent(sections: [Section(id: "s", rows: Array(rows.dropFirst()))])
    let changes = try StagedChangeset(from: controller.content, to: new)
    var layout = ListLayout(content: controller.content, width: 375, viewportHeight: 600)
    layout.scroll(toOffset: 1_200)
    for frame in layout.itemsNeedingMeasurement() {
      layout.setMeasuredHeight(measure(frame.item), at: frame.index)  // keeps rows in place
    }
    for stage in changes { layout.apply(stage) }  // incremental
    let onScreen = layout.visibleFrames
    #expect(layout.itemCount == 99)
    #expect(!onScreen.isEmpty)
    #expect(onScreen.allSatisfy { $0.bottom > layout.contentOffset })
    #expect(onScreen.first?.item != .row(RowPath(section: 0, row: 0)))  // scrolled
  }

  /// ListLayout+Viewport.swift, `scroll(toShow:at:)`
  @Test func scrollToKeepTheSelectionVisible() {
    let rows = (0..<100).map { Row(id: $0, TextItem("Row \($0)"), height: .fixed(44)) }
    var layout = ListLayout(
      content: ListContent(sections: [Section(id: "s", rows: rows)]), width: 375,
      viewportHeight: 440)
    let selection = RowPath(section: 0, row: 50)
    layout.scroll(toShow: .row(selection), at: .nearest)  // keep the selection visible
    #expect(layout.visibleRows.last == selection)
  }
}
