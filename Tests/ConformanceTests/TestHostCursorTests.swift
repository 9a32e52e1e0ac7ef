import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

/// The test host has the terminal's one cursor: a tap leaves it on the row, the arrow keys move
/// it, a command acts on it, and it follows a row that another replaces (`Row.replaces`), on
/// the test host and the terminal alike.
@MainActor
@Suite struct TestHostCursorTests {
  final class Inbox: Screen {
    let title = "Inbox"
    var messages = ["m1", "m2", "m3"]
    var drafts: [String: String] = [:]
    var archived: [String] = []

    var content: ListContent {
      Section(id: "inbox") {
        for id in messages {
          if let draft = drafts[id] {
            Row(id: draft, TextItem(draft)).replaces(id)
          } else {
            Row(id: id, TextItem(id))
          }
        }
      }
    }

    var commands: [ScreenCommand] {
      [
        ScreenCommand("Archive", shortcut: .mnemonic("a")) { [unowned self] context in
          if let id = context.selection(as: String.self) { archived.append(id) }
        }
      ]
    }
  }

  @Test func aCommandActsOnTheCursorRowAsInTheTerminal() throws {
    let screen = Inbox()
    let app = ScreenTestHost(screen)
    try app.moveCursor(.down)
    try app.moveCursor(.down)
    #expect(app.cursor == ListID("m2"))
    try app.perform(command: "Archive")

    let terminalScreen = Inbox()
    let terminal = TerminalApp(root: terminalScreen, width: 40, height: 8)
    terminal.handle(.key(KeyEvent(.down)))
    terminal.handle(.key(KeyEvent(.character("a"))))
    #expect(screen.archived == ["m2"])
    #expect(terminalScreen.archived == screen.archived)
  }

  @Test func theCursorFollowsTheRowThatReplacesItsRow() throws {
    let screen = Inbox()
    let app = ScreenTestHost(screen)
    try app.tap(.id("m2"))
    #expect(app.cursor == ListID("m2"))
    screen.drafts["m2"] = "m2 (edited)"
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    #expect(app.cursor == ListID("m2 (edited)"))

    let terminalScreen = Inbox()
    let terminal = TerminalApp(root: terminalScreen, width: 40, height: 8)
    terminal.handle(.key(KeyEvent(.down)))
    terminalScreen.drafts["m2"] = "m2 (edited)"
    terminal.stack[0].host.setNeedsUpdate()
    terminal.stack[0].host.updateIfNeeded()
    #expect(terminal.stack[0].list.selectedID == app.cursor)
  }

  /// The cursor's row leaves with nothing in its place: the cursor goes to the nearest row that
  /// can take it, on the test host and the terminal alike.
  @Test func aCursorWhoseRowLeavesGoesToTheNearestRow() throws {
    func script(
      _ screen: Inbox, host: ScreenHost, tap: (String) throws -> Void, cursor: () -> ListID?
    ) throws -> [String] {
      var log: [String] = []
      func step(_ change: () -> Void) {
        change()
        host.setNeedsUpdate()
        host.updateIfNeeded()
        log.append(cursor()?.as(String.self) ?? "none")
      }
      screen.messages = ["m1", "m2", "m3", "m4", "m5"]
      host.setNeedsUpdate()
      host.updateIfNeeded()
      try tap("m3")
      step { screen.messages.removeAll { $0 == "m3" } }  // the row after takes its place
      step { screen.messages.removeAll { $0 == "m4" || $0 == "m5" } }  // none after: the one before
      step { screen.messages = [] }
      return log
    }
    let screen = Inbox()
    let app = ScreenTestHost(screen)
    let headless = try script(
      screen, host: app.host, tap: { try app.tap(.id($0)) }, cursor: { app.cursor })
    let terminalScreen = Inbox()
    let terminal = TerminalApp(root: terminalScreen, width: 40, height: 10)
    let list = { terminal.stack[0].list }
    let shown = try script(
      terminalScreen, host: terminal.stack[0].host,
      tap: { id in
        guard let path = list().layout.content.path(of: ListID(id)) else { return }
        list().moveCursor(to: path)
      }, cursor: { list().selectedID })
    #expect(headless == ["m4", "m2", "none"])
    #expect(shown == headless)
  }
}
