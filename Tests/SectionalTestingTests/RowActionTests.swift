import Sectional
import SectionalTesting
import TestSupport
import Testing

/// `performAction(_:onRow:)` in the test host: a row's action by title wherever the row offers
/// it (a swipe edge or its context menu), the screen rebuilt after it; a disabled or missing
/// action is a failure naming what the row does offer, and nothing runs.
@MainActor
@Suite struct RowActionTests {
  @MainActor final class Inbox: Screen {
    let title = "Inbox"
    var mails = ["m1", "m2"]
    var flagged: Set<String> = []
    var content: ListContent {
      Section(id: "inbox") {
        for mail in mails {
          Row(id: mail, TextItem(flagged.contains(mail) ? "\(mail) ⚑" : mail))
            .swipeActions(
              .leading,
              [RowAction("Flag") { [unowned self] _ in flagged.insert(mail) }]
            )
            .contextMenu([
              RowAction("Delete", role: .destructive) { [unowned self] context in
                context.presenter.present(
                  Alert(
                    title: "Delete \(mail)?",
                    actions: [
                      AlertAction("Cancel", role: .cancel),
                      AlertAction("Delete", role: .destructive) { [unowned self] in
                        mails.removeAll { $0 == mail }
                      },
                    ]))
              },
              RowAction("Move", isEnabled: false) { _ in },
            ])
        }
      }
    }
  }

  func titles(_ app: ScreenTestHost) -> [String] {
    app.content.sections.flatMap(\.rows).compactMap { ($0.component as? TextItem)?.title }
  }

  func failure(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return String(describing: error)
    }
  }

  @Test func aSwipeActionByTitleRunsAndTheScreenRebuilds() throws {
    let screen = Inbox()
    let app = ScreenTestHost(screen)
    try app.performAction("Flag", onRow: .id("m2"))
    #expect(screen.flagged == ["m2"])
    #expect(titles(app) == ["m1", "m2 ⚑"])
  }

  @Test func aMenuActionThatAsksFirst() throws {
    let screen = Inbox()
    let app = ScreenTestHost(screen)
    try app.performAction("Delete", onRow: .id("m1"))
    #expect(
      app.presentedAlert?.title == "Delete \"m1\"?" || app.presentedAlert?.title == "Delete m1?")
    try app.choose("Delete")
    #expect(titles(app) == ["m2"])
  }

  @Test func aDisabledOrMissingActionFailsAndNothingRuns() throws {
    let screen = Inbox()
    let app = ScreenTestHost(screen)
    #expect(
      failure { try app.performAction("Move", onRow: .id("m1")) } == "performAction \"Move\": "
        + "disabled on row id \"m1\"")
    #expect(
      failure { try app.performAction("Archive", onRow: .id("m1")) }
        == "performAction \"Archive\": row id \"m1\" has only \"Flag\", \"Delete\", \"Move\"")
    #expect(
      failure { try app.performAction("Flag", onRow: .id("zz")) } == "performAction \"Flag\": "
        + "no row id \"zz\" on the screen")
    #expect(screen.flagged.isEmpty)
  }

  @Test func theHeadlessTableRunsOneByTitle() throws {
    let log = DocLog()
    let controller = try ListController {
      Section(id: "s") {
        Row(id: "a", TextItem("A"))
          .swipeActions(.trailing, [RowAction("Pin") { log.add("pin \($0.id)") }])
      }
    }
    let table = HeadlessTableView(controller: controller, viewportHeight: 100, viewportWidth: 100)
    try table.performAction("Pin", onRow: .id("a"))
    #expect(log.entries == ["pin \"a\""])
    #expect(throws: HeadlessTableView.UnavailableAction.self) {
      try table.performAction("Unpin", onRow: RowAddress.id("a"))
    }
  }

  @Test func aDisabledAlertButtonCannotBeChosen() throws {
    @MainActor final class Asking: Screen {
      let title = "Asking"
      var copied = 0
      var content: ListContent {
        Section(id: "s") {
          Row(id: "ask", TextItem("Ask")).onSelect { [unowned self] context in
            var copy = AlertAction("Copy") { [unowned self] in copied += 1 }
            copy.isEnabled = false
            context.presenter.present(
              Alert(title: "Copy?", actions: [copy, AlertAction("Cancel", role: .cancel)]))
          }
        }
      }
    }
    let screen = Asking()
    let app = ScreenTestHost(screen)
    try app.tap(.id("ask"))
    #expect(
      failure { try app.choose("Copy") }
        == "choose \"Copy\": the button is disabled in the alert \"Copy?\"")
    #expect(app.presentedAlert?.title == "Copy?")
    #expect(screen.copied == 0)
  }
}
