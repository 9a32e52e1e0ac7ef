import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

#if os(Linux)
  import SectionalUIKit
  import UIKitSurface
#endif

/// Rows with a leading and a trailing swipe action and a context menu whose destructive entry
/// asks before acting.
@MainActor
final class RowActionsScreen: Screen {
  let title = "Actions"
  let log: ConformanceLog
  var rows = ["r0", "r1", "r2"]
  var pinned: Set<String> = []

  init(log: ConformanceLog) {
    self.log = log
  }

  var content: ListContent {
    Section(id: "rows") {
      for row in rows {
        Row(id: row, TextItem(pinned.contains(row) ? "\(row) pinned" : row))
          .swipeActions(
            .leading,
            [
              RowAction("Pin") { [unowned self] context in
                ran(context, then: { pinned.insert(row) })
              }
            ]
          )
          .swipeActions(.trailing, [RowAction("Flag") { [unowned self] in ran($0) }])
          .contextMenu([
            RowAction("Copy") { [unowned self] in ran($0) },
            RowAction("Delete", role: .destructive) { [unowned self] context in
              ran(context)
              context.presenter.present(
                Alert(
                  title: "Delete \(row)?",
                  actions: [
                    AlertAction("Cancel", role: .cancel),
                    AlertAction("Delete", role: .destructive) { [unowned self] in
                      rows.removeAll { $0 == row }
                    },
                  ]))
            },
          ])
      }
    }
    .recording(log)
  }

  func ran(_ context: RowContext, then change: () -> Void = {}) {
    log.mark("ran \(context.actionID ?? "-") on \(context.id) at \(context.indexPath)")
    change()
  }
}

/// A driver that can choose a row's action by title and answer the alert on screen.
@MainActor
protocol RowActionDriver: AlertDriver {
  /// Chooses the action titled `title` of row `id`: a swipe button or a context-menu entry in
  /// UIKit, the `.` menu in the terminal, `performAction` in the test host.
  func perform(_ title: String, on id: String) throws
}

extension HeadlessDriver: RowActionDriver {
  func perform(_ title: String, on id: String) throws {
    try app.performAction(title, onRow: .id(id))
  }
}

extension TerminalDriver: RowActionDriver {
  func perform(_ title: String, on id: String) throws {
    try cursor(to: id)
    app.handle(.key(KeyEvent(.character("."))))
    try choose(title)
  }
}

#if os(Linux)
  extension UIKitDriver: RowActionDriver {
    func perform(_ title: String, on id: String) throws {
      let indexPath = try path(ListID(id))
      guard let row = screenTable.liaison.shown[RowPath(indexPath)] else {
        throw ConformanceFailure(description: "no row \(id) in the UIKit table")
      }
      if row.traits.leadingSwipeActions.contains(where: { $0.title == title }) {
        try table.swipeRow(at: indexPath, from: .leading)
        try table.tapSwipeAction(titled: title)
      } else if row.traits.trailingSwipeActions.contains(where: { $0.title == title }) {
        try table.swipeRow(at: indexPath, from: .trailing)
        try table.tapSwipeAction(titled: title)
      } else {
        try table.chooseContextMenuAction(titled: title, forRowAt: indexPath)
      }
    }
  }
#endif

/// One row-action script, every renderer: the event logs must be identical.
@MainActor
@Suite struct RowActionConformanceTests {
  static let viewport = 10

  static func run(_ makeDriver: (any Screen) -> any RowActionDriver) async throws -> [String] {
    let log = ConformanceLog()
    let screen = RowActionsScreen(log: log)
    log.mark("load")
    let driver = makeDriver(screen)
    await driver.host.idle()
    log.mark("leading swipe: Pin r1")
    try driver.perform("Pin", on: "r1")
    await driver.host.idle()
    log.mark("trailing swipe: Flag r2")
    try driver.perform("Flag", on: "r2")
    await driver.host.idle()
    log.mark("menu: Copy r0")
    try driver.perform("Copy", on: "r0")
    await driver.host.idle()
    log.mark("menu: Delete r0 asks; Cancel keeps it")
    try driver.perform("Delete", on: "r0")
    log.mark("alert: \(driver.alertTitle ?? "none")")
    try driver.answer("Cancel")
    await driver.host.idle()
    log.mark("menu: Delete r0 asks; Delete removes it")
    try driver.perform("Delete", on: "r0")
    try driver.answer("Delete")
    await driver.host.idle()
    let titles = driver.host.controller.content.sections[0].rows.compactMap {
      ($0.component as? TextItem)?.title
    }
    log.mark("done: \(titles.joined(separator: ", "))")
    return log.lines
  }

  @Test func theTerminalAndTheHeadlessTableHearTheSameEvents() async throws {
    let headless = try await Self.run { HeadlessDriver($0, viewport: Self.viewport) }
    let terminal = try await Self.run { TerminalDriver($0, viewport: Self.viewport) }
    #expect(headless.contains("== ran Pin on \"r1\" at [0, 1]"))
    #expect(headless.contains("== alert: Delete r0?"))
    #expect(headless.last == "== done: r1 pinned, r2")
    RendererConformanceTests.compare(headless, terminal, "terminal")
  }

  #if os(Linux)
    @Test func sectionalUIKitAndTheHeadlessTableHearTheSameEvents() async throws {
      let headless = try await Self.run { HeadlessDriver($0, viewport: Self.viewport) }
      let uikit = try await Self.run { UIKitDriver($0, viewport: Self.viewport) }
      RendererConformanceTests.compare(headless, uikit, "UIKit")
    }
  #endif
}
