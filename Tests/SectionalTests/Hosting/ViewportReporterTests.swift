import Sectional
import Testing

/// The viewport reporting the terminal and the headless table share (issue 17, item 5): what
/// is on screen, the prefetch window ahead in the scroll direction, and measuring what comes
/// into view.
@MainActor
@Suite struct ViewportReporterTests {
  /// Twenty rows ten high: `r0` at 0, `r1` at 10, …, `r19` at 190.
  static let content = ListContent(sections: [
    Section(
      id: "s", rows: (0..<20).map { Row(id: "r\($0)", TextItem("\($0)"), height: .fixed(10)) })
  ])

  static func ids(_ range: ClosedRange<Int>) -> Set<ListID> {
    Set(range.map { ListID("r\($0)") })
  }

  /// Reports the viewport `top..<top + 50` with a window of `ahead`.
  func report(
    _ reporter: inout ViewportReporter, _ layout: inout ListLayout, top: Double,
    ahead: Double = 50, to tracker: DisplayTracker
  ) {
    layout.scroll(toOffset: top)
    reporter.report(
      layout, of: Self.content, top: layout.contentOffset, height: 50, ahead: ahead, to: tracker)
  }

  @Test func theWindowLiesAheadInTheDirectionOfTheLastScroll() throws {
    let controller = try ListController(content: Self.content)
    let tracker = DisplayTracker(controller: controller)
    var layout = ListLayout(content: Self.content, width: 100, viewportHeight: 50)
    var reporter = ViewportReporter()

    report(&reporter, &layout, top: 0, to: tracker)
    #expect(!reporter.isScrollingUp)  // down at first
    #expect(tracker.displayedRowIDs == Self.ids(0...4))
    #expect(tracker.prefetchedRowIDs == Self.ids(5...9))

    report(&reporter, &layout, top: 100, to: tracker)
    #expect(tracker.displayedRowIDs == Self.ids(10...14))
    #expect(tracker.prefetchedRowIDs == Self.ids(15...19))

    report(&reporter, &layout, top: 60, to: tracker)
    #expect(reporter.isScrollingUp)
    #expect(tracker.displayedRowIDs == Self.ids(6...10))
    #expect(tracker.prefetchedRowIDs == Self.ids(1...5))

    // A report without scrolling keeps the direction.
    report(&reporter, &layout, top: 60, to: tracker)
    #expect(reporter.isScrollingUp)
    #expect(tracker.prefetchedRowIDs == Self.ids(1...5))

    // Near the top the window above is what there is.
    report(&reporter, &layout, top: 20, to: tracker)
    #expect(tracker.prefetchedRowIDs == Self.ids(0...1))
  }

  @Test func noWindowWhenNothingIsAhead() throws {
    let controller = try ListController(content: Self.content)
    let tracker = DisplayTracker(controller: controller)
    var layout = ListLayout(content: Self.content, width: 100, viewportHeight: 50)
    var reporter = ViewportReporter()
    report(&reporter, &layout, top: 0, ahead: 0, to: tracker)
    #expect(tracker.displayedRowIDs == Self.ids(0...4))
    #expect(tracker.prefetchedRowIDs.isEmpty)
  }

  /// A renderer whose automatic rows measure at 30, and that counts what it measured.
  final class Measuring: LayoutMeasuring {
    var layout: ListLayout
    var measured: [LayoutItem] = []
    init(_ layout: ListLayout) { self.layout = layout }
    func measuredHeight(of item: LayoutItem) -> Double {
      measured.append(item)
      return 30
    }
  }

  @Test func measuringStopsWhenEverythingOnScreenIsMeasured() {
    let content = ListContent(sections: [
      Section(
        id: "s",
        rows: (0..<20).map { Row(id: $0, TextItem("\($0)"), height: .automatic(estimate: 10)) })
    ])
    let renderer = Measuring(ListLayout(content: content, width: 100, viewportHeight: 50))
    #expect(renderer.measureVisibleItems())
    #expect(renderer.layout.itemsNeedingMeasurement().isEmpty)
    // The five rows the estimate put on screen measure at 30: the two that still show are
    // measured, nothing further down.
    #expect(renderer.measured == (0..<5).map { .row(RowPath(section: 0, row: $0)) })
    #expect(renderer.layout.contentHeight == 30 * 5 + 10 * 15)
    // Nothing left: measuring again asks for nothing.
    #expect(renderer.measureVisibleItems())
    #expect(renderer.measured.count == 5)
  }
}
