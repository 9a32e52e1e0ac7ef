import Sectional
import TestSupport
import Testing

/// The Events article's row action that asks before acting.
@MainActor
@Suite struct EventsRowActionsTests {
  func killAction(name: String, pid: Int, kill: @escaping @MainActor @Sendable (Int) -> Void)
    -> RowAction
  {
    RowAction("Kill", role: .destructive) { context in
      context.presenter.present(
        Alert(
          title: "Kill \(name)?",
          actions: [
            AlertAction("Cancel", role: .cancel),
            AlertAction("Kill", role: .destructive) { kill(pid) },
          ]))
    }
  }

  @Test func aDestructiveActionAsksAndOnlyTheAnswerActs() throws {
    let log = DocLog()
    let action = killAction(name: "vim", pid: 5002) { log.add("kill \($0)") }
    let controller = try ListController {
      Section(id: "s") { Row(id: "vim", TextItem("vim")).swipeActions(.trailing, [action]) }
    }
    let presenter = AlertCatcher()
    controller.presenter = presenter
    #expect(controller.performRowAction(.trailingSwipe, at: 0, ofRow: ListID("vim")))
    #expect(log.entries.isEmpty)
    let alert = try #require(presenter.alerts.first)
    #expect(alert.title == "Kill vim?")
    // Focus starts on Cancel: the destructive answer is never the default.
    #expect(alert.initialFocus == 0)
    alert.actions[1].handler?()
    #expect(log.entries == ["kill 5002"])
  }
}
