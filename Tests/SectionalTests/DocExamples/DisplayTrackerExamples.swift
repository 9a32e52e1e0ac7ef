import Sectional
import TestSupport
import Testing

/// The example in the doc comment of Sources/Sectional/Hosting/DisplayTracker.swift.
@MainActor
@Suite struct DisplayTrackerExamples {
  @Test func aRendererReportsWhatItShows() throws {
    let log = DocLog()
    let rows = (0..<20).map { index in
      Row(id: index, TextItem("Row \(index)"), height: .fixed(50))
        .on(.willDisplay) { context in log.add("show \(context.id)") }
        .on(.prefetch) { context in log.add("prefetch \(context.id)") }
    }
    let controller = try ListController(
      content: ListContent(sections: [Section(id: "s", rows: rows)]))
    let tracker = DisplayTracker(controller: controller)
    let shown = controller.content
    let height = 100.0
    let layout = ListLayout(content: shown, width: 375, viewportHeight: height)
    let bottom = layout.contentOffset + height
    let reloadedIDs: Set<ListID> = []
    let rowsAhead = [RowPath(section: 0, row: 2)]
    tracker.update(
      visible: layout.visibleFrames.map(\.item), of: shown, reloaded: reloadedIDs,
      prefetch: rowsAhead, distanceToEnd: layout.contentHeight - bottom, viewportHeight: height)
    #expect(tracker.displayedRowIDs == [ListID(0), ListID(1)])
    #expect(log.entries == ["show 0", "show 1", "prefetch 2"])
  }

  /// `DisplayTracker.rowWasReconfigured(at:in:)`: the row hears `configure` alone.
  @Test func aRendererReportsAReconfiguredRow() throws {
    let log = DocLog()
    let shown = ListContent {
      Section(id: "s") {
        Row(id: "a", TextItem("A"))
          .on(.configure) { context in log.add("configure \(context.id)") }
          .on(.willDisplay) { context in log.add("show \(context.id)") }
          .on(.didEndDisplaying) { context in log.add("end \(context.id)") }
      }
    }
    let controller = try ListController(content: shown)
    let tracker = DisplayTracker(controller: controller)
    let path = RowPath(section: 0, row: 0)
    tracker.rowWillDisplay(at: path, in: shown)
    // The renderer drew the row's cell again (UIKit: `reconfigureRows(at:)`).
    tracker.rowWasReconfigured(at: path, in: shown)
    #expect(log.entries == ["configure \"a\"", "show \"a\"", "configure \"a\""])
    #expect(tracker.isDisplaying(ListID("a")))
  }
}
