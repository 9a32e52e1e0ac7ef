import Sectional
import SectionalTesting
import SectionalUIKit
import Testing
import UIKitSurface

/// One script, two renderers: the UIKit liaison on the behaving surface and the headless table
/// must give rows, headers and footers the same events in the same order.
@MainActor
@Suite("SectionalUIKit and the headless table send the same events")
struct SameEventsTests {
  static let events: [RowEvent] = [
    .configure, .willDisplay, .didEndDisplaying, .willSelect, .didSelect, .willDeselect,
    .didDeselect, .didHighlight, .didUnhighlight, .reloaded, .prefetch, .cancelPrefetch,
    .willBeginEditing, .didEndEditing, .removed, .userDeleted, .moved, .userMoved,
  ]

  func content(_ log: EventLog, version: Int = 0) -> ListContent {
    ListContent(
      sections: (0..<3).map { section in
        Section(id: "s\(section)", header: TextItem("Header \(section)"), style: .grouped) {
          for row in 0..<12 {
            Row(
              id: "s\(section)r\(row)",
              TextItem(row == 3 && section == 0 ? "Title v\(version)" : "Row \(row)"),
              height: .fixed(44)
            ).deletable().movable().logged(to: log, Self.events)
          }
        }
        .headerHeight(.fixed(30))
        .onHeader(.willDisplay) { context in log.entries.append("show header \(context.section)") }
        .onHeader(.didEndDisplaying) { context in
          log.entries.append("end header \(context.section)")
        }
      })
  }

  /// Show, scroll down and back, tap two rows, reload one.
  func script(
    _ log: EventLog, controller: ListController, scroll: (Double) -> Void,
    tap: (String) throws -> Void, swipeToDelete: (String) throws -> Void,
    drag: (String, RowPath) throws -> Void
  ) throws -> [String] {
    var steps: [String] = []
    func record(_ name: String) {
      steps.append("— \(name)")
      steps += log.take()
    }
    record("shown")
    for offset in stride(from: 0.0, through: 1200, by: 100) { scroll(offset) }
    record("down")
    for offset in stride(from: 1200.0, through: 0, by: -150) { scroll(offset) }
    record("up")
    try tap("s0r1")
    try tap("s0r2")
    record("taps")
    try controller.update(to: content(log, version: 1))
    record("reload")
    try swipeToDelete("s0r4")
    record("swipe to delete")
    try drag("s0r0", RowPath(section: 0, row: 2))
    record("move")
    return steps
  }

  @Test("Display, scrolling, selection, reload, swipe to delete and move: identical event logs")
  func sameLog() throws {
    let uikitLog = EventLog()
    let uikit = try LiaisedTable(content(uikitLog), height: 440, style: .grouped)
    let uikitSteps = try script(
      uikitLog, controller: uikit.controller,
      scroll: { uikit.table.scroll(toOffsetY: CGFloat($0)) },
      tap: { id in
        let path = try #require(uikit.liaison.shown.path(of: ListID(id)))
        try uikit.table.tapRow(at: path.indexPath)
      },
      swipeToDelete: { id in
        let path = try #require(uikit.liaison.shown.path(of: ListID(id)))
        try uikit.table.swipeRow(at: path.indexPath, from: .trailing)
        try uikit.table.tapSwipeAction(titled: "Delete")
      },
      drag: { id, destination in
        let path = try #require(uikit.liaison.shown.path(of: ListID(id)))
        uikit.table.setEditing(true, animated: false)
        try uikit.table.dragRow(at: path.indexPath, to: destination.indexPath)
      })

    let headlessLog = EventLog()
    let controller = try ListController(content: content(headlessLog))
    let headless = HeadlessTableView(
      controller: controller, viewportHeight: 440, viewportWidth: 320)
    let headlessSteps = try script(
      headlessLog, controller: controller, scroll: { headless.scroll(toOffset: $0) },
      tap: { id in try headless.tap(.id(id)) },
      swipeToDelete: { id in try headless.swipeToDelete(.id(id)) },
      drag: { id, destination in try headless.dragRow(.id(id), to: destination) })

    #expect(uikitSteps == headlessSteps)
  }
}
