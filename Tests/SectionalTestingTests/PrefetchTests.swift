import Foundation
import Sectional
import SectionalTesting
import TestSupport
import Testing

@MainActor
@Suite struct PrefetchTests {
  /// Every row event, as "event id".
  final class Log {
    var events: [String] = []
  }

  static func controller(rows: Int, log: Log) throws -> ListController {
    try ListController {
      Section(id: "main") {
        for index in 0..<rows {
          Row(id: index, TextItem("\(index)"), height: .fixed(10))
            .on(.prefetch) { log.events.append("prefetch \($0.id)") }
            .on(.cancelPrefetch) { log.events.append("cancel \($0.id)") }
            .on(.willDisplay) { log.events.append("display \($0.id)") }
            .on(.didEndDisplaying) { log.events.append("end \($0.id)") }
        }
      }
    }
  }

  @Test func rowsAheadArePrefetchedAndCancelledWhenTheyLeaveUnseen() throws {
    let log = Log()
    let controller = try PrefetchTests.controller(rows: 100, log: log)
    let table = HeadlessTableView(controller: controller, viewportHeight: 50)
    // Rows 0–4 are displayed; 5–9 (one viewport ahead) are prefetched.
    #expect(log.events == (0..<5).map { "display \($0)" } + (5..<10).map { "prefetch \($0)" })
    log.events = []
    table.scroll(toOffset: 20)
    // 5 and 6 appear (already prefetched: no second prefetch); 10 and 11 enter the window.
    #expect(
      log.events == ["end 0", "end 1", "display 5", "display 6", "prefetch 10", "prefetch 11"])
    log.events = []
    table.scroll(toOffset: 10)
    // Scrolling up: the window is now above the viewport; 7–11 leave it unseen, 0 enters it.
    #expect(
      log.events == [
        "end 6", "display 1", "cancel 7", "cancel 8", "cancel 9", "cancel 10", "cancel 11",
        "prefetch 0",
      ])
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func everyAppearanceIsDisplayedAndEndedExactlyOnce(seed: UInt64) throws {
    let log = Log()
    let controller = try PrefetchTests.controller(rows: 300, log: log)
    let table = HeadlessTableView(controller: controller, viewportHeight: 95)
    var rng = SplitMix64(seed: seed)
    for _ in 0..<200 {
      table.scroll(toOffset: Double(Int.random(in: 0...3_000, using: &rng)))
    }
    var displayed = Set<String>()
    var prefetched = Set<String>()
    for event in log.events {
      let parts = event.split(separator: " ")
      let id = String(parts[1])
      switch parts[0] {
      case "display": #expect(displayed.insert(id).inserted, "seed \(seed): \(id) displayed twice")
      case "end": #expect(displayed.remove(id) != nil, "seed \(seed): \(id) ended without display")
      case "prefetch":
        #expect(prefetched.insert(id).inserted, "seed \(seed): \(id) prefetched twice")
      case "cancel":
        #expect(prefetched.remove(id) != nil, "seed \(seed): \(id) cancelled without prefetch")
      default: break
      }
      if parts[0] == "display" { prefetched.remove(id) }
    }
    #expect(displayed == Set(table.visibleIDs.map { "\($0)" }), "seed \(seed)")
  }

  @Test func measuredRowsAboveTheViewportDoNotMoveTheFirstVisibleRow() throws {
    let controller = try ListController {
      Section(id: "main") {
        for index in 0..<200 {
          Row(id: index, TextItem("\(index)"), height: .automatic(estimate: 20))
        }
      }
    }
    let table = HeadlessTableView(controller: controller, viewportHeight: 100)
    for index in 0..<200 { table.measuredHeights[ListID(index)] = Double(13 + index % 7 * 5) }
    // With estimates of 20, row 100 starts at 2,000; measuring the rows on screen keeps it there.
    table.scroll(toOffset: 2_000)
    #expect(table.visibleRows.first == RowPath(section: 0, row: 100))
    let frame = try #require(table.layout.frame(of: .row(RowPath(section: 0, row: 100))))
    #expect(frame.top == table.contentOffset)
    #expect(frame.height == 23)  // measured: 13 + 100 % 7 * 5
    var layout = table.layout
    #expect(layout.itemsNeedingMeasurement().isEmpty)
  }
}

extension PrefetchTests {
  /// A prefetched row that a change moves keeps what the tracker knew of it: when it later
  /// leaves the window unseen it gets its cancelPrefetch (rows of a `ForEach` are not known
  /// to the new content until made).
  /// A log that a `ForEach`'s row function (called off the main actor's isolation) may hold.
  final class SharedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var value: [String] = []
    var events: [String] {
      get { lock.withLock { value } }
      set { lock.withLock { value = newValue } }
    }
    func append(_ event: String) { lock.withLock { value.append(event) } }
  }

  @Test func aPrefetchedRowThatMovesStillGetsItsCancel() throws {
    let log = SharedLog()
    func content(_ order: [Int]) -> ListContent {
      ListContent {
        Section(id: "main") {
          ForEach(order, id: \.self) { index in
            Row(id: index, TextItem("\(index)"), height: .fixed(10))
              .on(.prefetch) { log.append("prefetch \($0.id)") }
              .on(.cancelPrefetch) { log.append("cancel \($0.id)") }
          }
        }
      }
    }
    let controller = try ListController(content: content(Array(0..<40)))
    let table = HeadlessTableView(controller: controller, viewportHeight: 50)
    #expect(log.events == (5..<10).map { "prefetch \($0)" })
    // 9 moves to the end, out of the window: it is cancelled; 10 comes into the window.
    log.events = []
    try controller.update(to: content(Array(0..<9) + Array(10..<40) + [9]))
    #expect(log.events == ["cancel 9", "prefetch 10"])
    #expect(table.prefetchedIDs.count == 5)
  }
}
