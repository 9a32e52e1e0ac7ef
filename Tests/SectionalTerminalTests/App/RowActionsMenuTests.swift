import Foundation
import Sectional
import Testing

@testable import SectionalTerminal

/// `.` opens the cursor row's actions (its swipe actions and its context menu) as a pop-up
/// menu: destructive ones in red, disabled ones dimmed and never chosen, Esc cancels; on a
/// row without actions a short note says so.
@MainActor
@Suite struct RowActionsMenuTests {
  @MainActor final class Mail: Screen {
    let title = "Mail"
    var log: [String] = []
    var content: ListContent {
      Section(id: "inbox") {
        Row(id: "m1", TextItem("Lunch on Friday?"))
          .onSelect { [unowned self] _ in log.append("open") }
          .swipeActions(
            .leading,
            [
              RowAction("Unread", color: .blue) { [unowned self] in
                log.append("unread \($0.actionID ?? "")")
              }
            ]
          )
          .swipeActions(
            .trailing,
            [
              RowAction("Archive") { [unowned self] _ in log.append("archive") },
              RowAction("Delete", role: .destructive) { [unowned self] context in
                context.presenter.present(
                  Alert(
                    title: "Delete the mail?",
                    actions: [
                      AlertAction("Cancel", role: .cancel),
                      AlertAction("Delete", role: .destructive) { [unowned self] in
                        log.append("deleted")
                      },
                    ]))
              },
            ]
          )
          .contextMenu([
            RowAction("Reply") { [unowned self] _ in log.append("reply") },
            RowAction("Forward", isEnabled: false) { [unowned self] _ in log.append("forward") },
          ])
        Row(id: "m2", TextItem("No actions here"))
          .onSelect { [unowned self] _ in log.append("open") }
      }
    }
  }

  func key(_ key: TerminalKey) -> InputEvent { .key(KeyEvent(key)) }

  func frame(_ app: TerminalApp) -> String { app.render().plainText() }

  @Test func dotOpensEveryActionOfTheRowInOneMenu() {
    let app = TerminalApp(root: Mail(), width: 40, height: 16)
    app.handle(key(.character(".")))
    #expect(
      app.presentedAlert?.actions.map(\.title) == [
        "Unread", "Archive", "Delete", "Reply", "Forward", "Cancel",
      ])
    #expect(
      frame(app) == """
                          Mail
        ▌Lunch on Friday?
         No ╭──────────────────────────────╮
            │ Lunch on Friday?             │
            │                              │
            │ [>Unread<]                   │
            │ [ Archive ]                  │
            │ [ Delete ]                   │
            │ [ Reply ]                    │
            │   Forward                    │
            │ [ Cancel ]                   │
            ╰──────────────────────────────╯



         tab to delete   ⏎ unread   esc cancel
        """)
  }

  @Test func theMenuInASCII() {
    let app = TerminalApp(
      root: Mail(), width: 40, height: 16, options: TerminalApp.Options(glyphs: .ascii))
    app.handle(key(.character(".")))
    app.handle(key(.down))
    #expect(
      frame(app) == """
                          Mail
        >Lunch on Friday?
         No +------------------------------+
            | Lunch on Friday?             |
            |                              |
            | [ Unread ]                   |
            | [>Archive<]                  |
            | [ Delete ]                   |
            | [ Reply ]                    |
            |   Forward                    |
            | [ Cancel ]                   |
            +------------------------------+



         enter archive   esc cancel
        """)
  }

  @Test func focusSkipsADisabledActionAndEnterRunsTheFocusedOne() {
    let screen = Mail()
    let app = TerminalApp(root: screen, width: 40, height: 16)
    app.handle(key(.character(".")))
    for _ in 0..<4 { app.handle(key(.down)) }
    #expect(app.presentedAlert != nil)
    #expect(frame(app).contains("│ [>Cancel<]"))
    app.handle(key(.up))
    app.handle(key(.enter))
    #expect(screen.log == ["reply"])
    #expect(app.presentedAlert == nil)
  }

  @Test func aDestructiveActionAsksAndEnterDoesNotDestroy() {
    let screen = Mail()
    let app = TerminalApp(root: screen, width: 40, height: 16)
    app.handle(key(.character(".")))
    app.handle(key(.down))
    // No arrow reaches the destructive Delete: Tab does.
    app.handle(key(.tab))
    app.handle(key(.enter))
    #expect(app.presentedAlert?.title == "Delete the mail?")
    app.handle(key(.enter))
    #expect(screen.log == [])
    #expect(app.presentedAlert == nil)
  }

  @Test func escClosesTheMenuAndNothingRuns() {
    let screen = Mail()
    let app = TerminalApp(root: screen, width: 40, height: 16)
    app.handle(key(.character(".")))
    app.handle(key(.escape))
    #expect(app.presentedAlert == nil)
    #expect(screen.log == [])
  }

  @Test func aClickChoosesAnActionButNotADisabledOne() {
    let screen = Mail()
    let app = TerminalApp(root: screen, width: 40, height: 16)
    app.handle(key(.character(".")))
    _ = frame(app)
    // Reply is on line 8, Forward (disabled) on line 9.
    app.handle(.mouse(MouseEvent(.press(.left), x: 8, y: 9)))
    #expect(app.presentedAlert != nil)
    #expect(screen.log == [])
    app.handle(.mouse(MouseEvent(.press(.left), x: 8, y: 8)))
    #expect(screen.log == ["reply"])
    #expect(app.presentedAlert == nil)
  }

  @Test func theActionsHandlerGetsTheRowAndItsTitle() {
    let screen = Mail()
    let app = TerminalApp(root: screen, width: 40, height: 16)
    app.handle(key(.character(".")))
    app.handle(key(.enter))
    #expect(screen.log == ["unread Unread"])
  }

  @Test func theFooterOffersTheKeyOnARowWithActions() {
    let app = TerminalApp(root: Mail(), width: 60, height: 16)
    #expect(frame(app).hasSuffix(" ↑↓ move   ⏎ select   . actions   ? help   q quit"))
    app.handle(key(.down))
    #expect(frame(app).hasSuffix(" ↑↓ move   ⏎ select   ? help   q quit"))
  }

  /// A list whose rows can leave while their menu is open (a process that exits).
  @MainActor final class Shrinking: Screen {
    let title = "Processes"
    var names = ["sleep", "top"]
    var log: [String] = []
    var content: ListContent {
      Section(id: "all") {
        for name in names {
          Row(id: name, TextItem(name))
            .contextMenu([RowAction("Show details") { [unowned self] _ in log.append(name) }])
        }
      }
    }
  }

  @Test func anActionOfARowThatLeftWhileItsMenuWasOpenSaysSoAndRunsNothing() {
    let screen = Shrinking()
    let app = TerminalApp(root: screen, width: 40, height: 16)
    app.handle(key(.character(".")))
    #expect(app.presentedAlert?.title == "sleep")
    screen.names = ["top"]
    // The list refreshes (the process exited) while the menu is open.
    let host = app.stack.last?.host
    host?.setNeedsUpdate()
    host?.updateIfNeeded()
    app.handle(key(.enter))
    #expect(screen.log.isEmpty)
    #expect(app.presentedAlert == nil)
    #expect(app.status == "That row is no longer in the list")
  }

  @Test func onARowWithoutActionsDotSaysSo() {
    let app = TerminalApp(root: Mail(), width: 40, height: 16)
    app.handle(key(.down))
    #expect(!frame(app).contains(". actions"))
    app.handle(key(.character(".")))
    #expect(app.presentedAlert == nil)
    #expect(app.status == "No actions on this row")
    #expect(
      frame(app) == """
                          Mail
         Lunch on Friday?
        ▌No actions here











         No actions on this row
         ↑↓ move   ⏎ select   ? help   q quit
        """)
  }

  @Test func helpListsTheKey() {
    let app = TerminalApp(root: Mail(), width: 60, height: 24)
    app.handle(key(.character("?")))
    #expect(frame(app).contains(" │ .             the row's actions (swipe and menu)       │"))
  }

  /// The `.` menu of a process was titled with the raw row ("3142 swift-frontend R 93.9
  /// 1.5G"): a named row's menu is titled with its name.
  @Test func aNamedRowsMenuIsTitledWithItsName() {
    @MainActor final class Table: Screen {
      let title = "Table"
      let columns = [ColumnSpec("PID", width: .fixed(5)), ColumnSpec("Name", width: .fixed(16))]
      var content: ListContent {
        Section(id: "s") {
          Row(id: 1, ColumnsItem(["3142", "swift-frontend"], columns: columns))
            .named("swift-frontend (3142)")
            .contextMenu([RowAction("Show details") { _ in }])
          Row(id: 2, ColumnsItem(["1", "init"], columns: columns))
            .contextMenu([RowAction("Show details") { _ in }])
        }
      }
    }
    let app = TerminalApp(root: Table(), width: 40, height: 12)
    app.handle(key(.character(".")))
    #expect(app.presentedAlert?.title == "swift-frontend (3142)")
    app.handle(key(.escape))
    app.handle(key(.down))
    app.handle(key(.character(".")))
    // Without a name, the row's text.
    #expect(app.presentedAlert?.title == "1 init")
  }
}
