import Sectional
import Testing

/// Issue 29: a row's actions are offered to assistive technologies, and each runs as the
/// gesture it stands for: a swipe action as the terminal's menu runs it, the detail button as a
/// tap on it, a delete through its confirmation (and only then the user's delete), a move where
/// the row can go.
@MainActor
@Suite struct AccessibilityActionTests {
  final class Log {
    var entries: [String] = []
  }

  func controller(_ log: Log) throws -> ListController {
    let content = ListContent {
      Section(id: "s") {
        Row(id: "a", TextItem("A", accessory: .detailButton))
          .swipeActions(.trailing, [RowAction("Archive") { _ in log.entries.append("archive") }])
          .deletable()
          .movable()
          .onDelete { _ in log.entries.append("deleted") }
          .on(.accessoryTapped) { _ in log.entries.append("details") }
        Row(id: "b", TextItem("B")).movable()
      }
    }
    return try ListController(content: content)
  }

  func action(_ name: String, of controller: ListController) throws -> AccessibilityAction {
    let row = try #require(controller.content[RowPath(section: 0, row: 0)])
    return try #require(row.accessibilityDescription.actions.first { $0.name == name })
  }

  @Test func eachActionRunsAsItsGesture() throws {
    let log = Log()
    let controller = try controller(log)
    let id = ListID("a")
    #expect(
      controller.content[RowPath(section: 0, row: 0)]?
        .accessibilityDescription.actions.map(\.name)
        == ["More info", "Archive", "Delete", "Move up", "Move down"])

    guard
      case .done = controller.performAccessibilityAction(
        try action("Archive", of: controller), ofRow: id)
    else {
      Issue.record("Archive did not run")
      return
    }
    guard
      case .done = controller.performAccessibilityAction(
        try action("More info", of: controller), ofRow: id)
    else {
      Issue.record("More info did not run")
      return
    }
    #expect(log.entries == ["archive", "details"])

    // Up from the top goes nowhere; down goes below B.
    guard
      case .refused = controller.performAccessibilityAction(
        try action("Move up", of: controller), ofRow: id)
    else {
      Issue.record("moved up from the top")
      return
    }
    guard
      case .move(let from, let to) = controller.performAccessibilityAction(
        try action("Move down", of: controller), ofRow: id)
    else {
      Issue.record("did not move down")
      return
    }
    #expect(from == RowPath(section: 0, row: 0) && to == RowPath(section: 0, row: 1))

    // The delete is the user's only once confirmed.
    guard
      case .confirm(let sheet) = controller.performAccessibilityAction(
        try action("Delete", of: controller), ofRow: id)
    else {
      Issue.record("no confirmation")
      return
    }
    #expect(log.entries == ["archive", "details"])
    let delete = try #require(sheet.actions.first { $0.role == .destructive })
    let run = try #require(delete.handler)
    run()
    #expect(log.entries == ["archive", "details", "deleted"])
    #expect(controller.content.sections[0].rows.map(\.id) == [ListID("b")])
  }

  @Test func anUnknownRowRefuses() throws {
    let controller = try controller(Log())
    guard
      case .refused = controller.performAccessibilityAction(
        AccessibilityAction(name: "Delete", kind: .delete), ofRow: ListID("nobody"))
    else {
      Issue.record("ran for no row")
      return
    }
  }
}
