import TestSupport
import Testing

@testable import Sectional

/// Grid, flow and carousel sections: lines in the height tree, frames with x and width.
@MainActor
@Suite struct GridLayoutTests {
  /// Measures rows by a table of heights (1 for anything else).
  final class Measurer: LayoutMeasuring {
    var layout: ListLayout
    var heights: [Int: Double]
    init(_ layout: ListLayout, heights: [Int: Double]) {
      self.layout = layout
      self.heights = heights
    }
    func measuredHeight(of item: LayoutItem) -> Double {
      guard case .row(let path) = item else { return 1 }
      return heights[path.row] ?? 1
    }
  }

  static func fixed(_ heights: [Double], from id: Int = 0) -> [Row] {
    heights.enumerated().map { Row(id: id + $0.offset, TextItem("x"), height: .fixed($0.element)) }
  }

  static func titled(_ titles: [String], from id: Int = 0) -> [Row] {
    titles.enumerated().map { Row(id: id + $0.offset, TextItem($0.element), height: .fixed(10)) }
  }

  @Test func aGridOfFixedColumnsHasOneEntryPerLineAndOneFramePerRow() {
    let content = ListContent(sections: [
      Section(id: "g", rows: GridLayoutTests.fixed([10, 20, 15, 5, 5, 5, 30]))
        .layout(.grid(columns: 3)),
      Section(id: "l", rows: GridLayoutTests.fixed([40, 40], from: 10)),
    ])
    let layout = ListLayout(content: content, width: 316, viewportHeight: 1_000)
    #expect(layout.itemCount == 5)
    #expect(layout.contentHeight == 20 + 5 + 30 + 80)
    #expect(layout.visibleFrames.count == 9)
    #expect(
      layout.frame(of: .row(RowPath(section: 0, row: 4)))
        == LayoutFrame(
          item: .row(RowPath(section: 0, row: 4)), index: 1, top: 20, height: 5, x: 108,
          width: 100))
    #expect(
      layout.frame(of: .row(RowPath(section: 0, row: 6)))
        == LayoutFrame(
          item: .row(RowPath(section: 0, row: 6)), index: 2, top: 25, height: 30, x: 0, width: 100))
    #expect(layout.index(of: .row(RowPath(section: 0, row: 5))) == 1)
    #expect(layout.index(of: .row(RowPath(section: 0, row: 7))) == nil)
    #expect(layout.item(at: 1) == .row(RowPath(section: 0, row: 3)))
    #expect(layout.frame(atOffset: 26)?.item == .row(RowPath(section: 0, row: 6)))
    #expect(
      layout.frame(at: 3)
        == LayoutFrame(
          item: .row(RowPath(section: 1, row: 0)), index: 3, top: 55, height: 40, width: 316))
    #expect(
      layout.frames(from: 21, to: 24).map(\.item)
        == [3, 4, 5].map { .row(RowPath(section: 0, row: $0)) })
    #expect(layout.invariantViolation() == nil)
  }

  @Test func aLineIsAsTallAsItsTallestMeasuredOrFixedItem() {
    let rows = [
      Row(id: 0, TextItem("a"), height: .automatic(estimate: 10)),
      Row(id: 1, TextItem("b"), height: .fixed(80)),
      Row(id: 2, TextItem("c"), height: .automatic(estimate: 10)),
      Row(id: 3, TextItem("d"), height: .automatic(estimate: 10)),
      Row(id: 4, TextItem("e"), height: .automatic(estimate: 10)),
    ]
    let content = ListContent(sections: [Section(id: "g", rows: rows).layout(.grid(columns: 3))])
    var layout = ListLayout(content: content, width: 316, viewportHeight: 1_000)
    #expect(layout.contentHeight == 80 + 10)
    #expect(layout.itemsNeedingMeasurement().map(\.index) == [0, 0, 0, 1, 1])
    let measurer = Measurer(layout, heights: [0: 30, 2: 60, 3: 12, 4: 7])
    #expect(measurer.measureVisibleItems())
    #expect(measurer.layout.frame(at: 0)?.height == 80)
    #expect(measurer.layout.frame(at: 1)?.height == 12)

    // Rows recorded one by one: the line keeps the tallest.
    let automatic = (0..<3).map { Row(id: $0, TextItem("a"), height: .automatic(estimate: 10)) }
    layout = ListLayout(
      content: ListContent(sections: [
        Section(id: "g", rows: automatic).layout(.grid(columns: 3))
      ]), width: 316, viewportHeight: 1_000)
    layout.setMeasuredHeight(30, for: .row(RowPath(section: 0, row: 0)))
    layout.setMeasuredHeight(5, for: .row(RowPath(section: 0, row: 2)))
    #expect(layout.contentHeight == 30)
    #expect(layout.itemsNeedingMeasurement().isEmpty)
  }

  @Test func anAdaptiveGridTakesItsColumnsFromTheWidth() {
    let content = ListContent(sections: [
      Section(id: "g", rows: GridLayoutTests.fixed([10, 10, 10, 10, 10]))
        .layout(.grid(minimumItemWidth: 100))
    ])
    var layout = ListLayout(content: content, width: 316, viewportHeight: 1_000)
    #expect(layout.itemCount == 2)
    #expect(layout.frame(of: .row(RowPath(section: 0, row: 2)))?.x == 216)
    layout.setWidth(208)
    #expect(layout.itemCount == 3)
    #expect(layout.frame(of: .row(RowPath(section: 0, row: 3)))?.x == 108)
    #expect(layout.frame(of: .row(RowPath(section: 0, row: 3)))?.width == 100)
    layout.setWidth(50)
    #expect(layout.itemCount == 5)
    #expect(layout.contentHeight == 50)

    // The terminal: 8 points a column, one column between items.
    let terminal = ListLayout(
      content: ListContent(sections: [
        Section(id: "g", rows: GridLayoutTests.fixed([1, 1, 1, 1]))
          .layout(.grid(minimumItemWidth: 160))
      ]), width: 80, metrics: ListLayout.Metrics(itemSpacing: 1, pointScale: 1.0 / 8))
    #expect(terminal.itemCount == 2)
    #expect(terminal.frame(of: .row(RowPath(section: 0, row: 1)))?.width == 26)
    #expect(terminal.frame(of: .row(RowPath(section: 0, row: 2)))?.x == 54)
  }

  @Test func aFlowWrapsItsItemsAtTheWidthAndAgainWhenItChanges() {
    let titles = ["a", "bb", "ccc", "long title long title", "a"]
    let content = ListContent(sections: [
      Section(id: "f", rows: GridLayoutTests.titled(titles)).layout(.flow)
    ])
    var layout = ListLayout(content: content, width: 100, viewportHeight: 1_000)
    #expect(layout.visibleFrames.map(\.index) == [0, 0, 1, 2, 3])
    #expect(layout.visibleFrames.map(\.x) == [0, 40, 0, 0, 0])
    #expect(layout.visibleFrames.map(\.width) == [32, 40, 48, 100, 32])
    layout.setWidth(200)
    #expect(layout.visibleFrames.map(\.index) == [0, 0, 0, 1, 2])
    #expect(layout.visibleFrames.map(\.width) == [32, 40, 48, 192, 32])
    #expect(layout.contentHeight == 30)

    let narrow = ListLayout(
      content: content, width: 100, viewportHeight: 1_000, itemWidth: { _, _ in 30 })
    #expect(narrow.visibleFrames.map(\.index) == [0, 0, 1, 1, 2])
    #expect(narrow.visibleFrames.map(\.x) == [0, 38, 0, 38, 0])
    let unknown = ListLayout(
      content: content, width: 100, viewportHeight: 1_000, itemWidth: { _, _ in .nan })
    #expect(unknown.itemCount == 5)
    #expect(unknown.visibleFrames.allSatisfy { $0.width == 100 })
  }

  @Test func aCarouselIsOneLineOfItemsOfItsWidth() {
    let content = ListContent(sections: [
      Section(id: "c", rows: GridLayoutTests.fixed([10, 30, 20, 5]))
        .layout(.carousel(itemWidth: .fraction(0.5)))
    ])
    let layout = ListLayout(content: content, width: 200, viewportHeight: 1_000)
    #expect(layout.itemCount == 1)
    #expect(layout.contentHeight == 30)
    #expect(layout.visibleFrames.map(\.x) == [0, 108, 216, 324])
    #expect(layout.visibleFrames.allSatisfy { $0.width == 100 && $0.index == 0 })
    let terminal = ListLayout(
      content: ListContent(sections: [
        Section(id: "c", rows: GridLayoutTests.fixed([1, 1]))
          .layout(.carousel(itemWidth: .points(96)))
      ]), width: 80, metrics: ListLayout.Metrics(itemSpacing: 1, pointScale: 1.0 / 8))
    #expect(terminal.frame(of: .row(RowPath(section: 0, row: 1)))?.x == 13)
  }

  @Test func badSizesAndEmptySectionsNeverBreakTheLayout() {
    let layouts: [SectionLayout] = [
      .grid(columns: 3), .grid(columns: 0), SectionLayout(kind: .grid(columns: -3)),
      .grid(minimumItemWidth: 1e-300), SectionLayout(kind: .adaptiveGrid(minimumItemWidth: .nan)),
      .flow, .carousel(itemWidth: .points(1e308)), .carousel(itemWidth: .fraction(.nan)),
      SectionLayout(kind: .carousel(itemWidth: .fraction(-2))),
    ]
    let metrics: [ListLayout.Metrics] = [
      ListLayout.Metrics(), ListLayout.Metrics(itemSpacing: .nan, pointScale: -1),
      ListLayout.Metrics(itemSpacing: 0, pointScale: 0),
      ListLayout.Metrics(itemSpacing: .infinity, pointScale: .infinity),
    ]
    for sectionLayout in layouts {
      let content = ListContent(sections: [
        Section(id: "empty", rows: []).layout(sectionLayout),
        Section(id: "full", rows: GridLayoutTests.titled(["a", "b", "a very long title"]))
          .layout(sectionLayout),
      ])
      for metric in metrics {
        for width in [Double.nan, -5, 0, .infinity, 1e308, 320] {
          var layout = ListLayout(
            content: content, width: width, viewportHeight: 100, metrics: metric,
            itemWidth: { _, _ in -.infinity })
          #expect(layout.invariantViolation() == nil, "\(sectionLayout) \(width)")
          #expect(layout.frames(from: 0, to: 1_000).count == 3, "\(sectionLayout) \(width)")
          layout.setWidth(width == 320 ? .nan : 320)
          #expect(layout.invariantViolation() == nil, "\(sectionLayout) \(width)")
          for frame in layout.visibleFrames {
            #expect(frame.x.isFinite && frame.width.isFinite && frame.width >= 0)
          }
          layout.reload(ListContent())
          #expect(layout.itemCount == 0)
        }
      }
    }
  }

  @Test func aPointFindsTheRowWhoseFrameSpansIt() {
    let content = ListContent(sections: [
      Section(id: "l", rows: GridLayoutTests.fixed([10], from: 10)),
      Section(id: "g", rows: GridLayoutTests.fixed([10, 20, 15, 5])).layout(.grid(columns: 3)),
    ])
    let layout = ListLayout(content: content, width: 316, viewportHeight: 1_000)
    #expect(layout.row(atOffset: 5, x: 200) == RowPath(section: 0, row: 0))
    #expect(layout.row(atOffset: 15, x: 0) == RowPath(section: 1, row: 0))
    #expect(layout.row(atOffset: 15, x: 108) == RowPath(section: 1, row: 1))
    #expect(layout.row(atOffset: 29, x: 315) == RowPath(section: 1, row: 2))
    #expect(layout.row(atOffset: 15, x: 104) == nil)
    #expect(layout.row(atOffset: 31, x: 150) == nil)
    #expect(layout.row(atOffset: 15, x: .nan) == nil)
    _ = layout.row(atOffset: .nan, x: .infinity)
  }

  @Test func aChangeKeepsTheFirstVisibleLineInPlace() throws {
    let rows = (0..<300).map { Row(id: $0, TextItem("\($0)"), height: .fixed(10)) }
    let old = ListContent(sections: [Section(id: "g", rows: rows).layout(.grid(columns: 3))])
    var layout = ListLayout(content: old, width: 316, viewportHeight: 100)
    layout.scroll(toOffset: 505)
    let anchor = RowPath(section: 0, row: 150)
    let screenTop = try #require(layout.frame(of: .row(anchor))).top - layout.contentOffset
    var new = old
    new.sections[0].rows.insert(Row(id: 1_000, TextItem("new"), height: .fixed(10)), at: 0)
    layout.apply(try StagedChangeset(from: old, to: new))
    let moved = try #require(layout.frame(of: .row(RowPath(section: 0, row: 151))))
    #expect(moved.top - layout.contentOffset == screenTop)
    #expect(layout.itemCount == 101)
  }
}
