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
}
