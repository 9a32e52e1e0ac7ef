import Sectional
import Testing

@testable import SectionalTerminal

/// Ctrl-R refreshes a refreshable screen; the title bar says "Refreshing…" meanwhile, and the
/// list does not move (issue 18, item 1).
@MainActor
@Suite struct RefreshKeyTests {
  @MainActor final class Inbox: RefreshableScreen {
    struct Offline: Error, CustomStringConvertible {
      var description: String { "offline" }
    }

    let title = "Inbox"
    var rows = ["Lunch?", "Minutes"]
    var fails = false
    private var gate: CheckedContinuation<Void, Never>?

    var content: ListContent {
      Section(id: "s") {
        for row in rows { Row(id: row, TextItem(row)).onSelect { _ in } }
      }
    }

    func refresh() async throws {
      await withCheckedContinuation { gate = $0 }
      if fails { throw Offline() }
      rows = ["Agenda"] + rows
    }

    func open() async {
      for _ in 0..<10_000 where gate == nil { await Task.yield() }
      gate?.resume()
      gate = nil
    }
  }

  func frame(_ app: TerminalApp) -> String {
    app.render().plainText()
  }

  @Test func ctrlRShowsRefreshingInTheTitleBarWithoutMovingTheList() async throws {
    let screen = Inbox()
    let app = TerminalApp(root: screen, width: 30, height: 6)
    let host = try #require(app.navigator.top?.host)
    app.handle(.key(KeyEvent(.character("r"), .control)))
    #expect(host.isRefreshing)
    #expect(
      frame(app) == """
                    Inbox Refreshing…
        ▌Lunch?
         Minutes


         ⏎ select   ? help   q quit
        """)
    await screen.open()
    await host.idle()
    // The new row arrives above; the cursor follows its row.
    #expect(
      frame(app) == """
                    Inbox
         Agenda
        ▌Lunch?
         Minutes

         ⏎ select   ? help   q quit
        """)
  }

  @Test func aFailedRefreshSaysSoAndKeepsTheRows() async throws {
    let screen = Inbox()
    screen.fails = true
    let app = TerminalApp(root: screen, width: 30, height: 8)
    let host = try #require(app.navigator.top?.host)
    app.handle(.key(KeyEvent(.character("r"), .control)))
    await screen.open()
    await host.idle()
    #expect(app.presentedAlert?.title == "Could not refresh Inbox")
    #expect(
      frame(app) == """
           ╭──────────────────────╮
        ▌Lu│ Could not refresh    │
         Mi│ Inbox                │
           │ offline              │
           │                      │
           │ [>OK<]               │
           ╰──────────────────────╯
         ⏎/esc OK
        """)
  }

  @Test func ctrlRDoesNothingOnAScreenThatIsNotRefreshable() throws {
    @MainActor final class Plain: Screen {
      let title = "Plain"
      var content: ListContent { Section(id: "s") { Row(id: "a", TextItem("a")) } }
    }
    let app = TerminalApp(root: Plain(), width: 30, height: 6)
    let before = frame(app)
    app.handle(.key(KeyEvent(.character("r"), .control)))
    #expect(frame(app) == before)
    #expect(app.navigator.top?.host.isRefreshing == false)
  }

  @Test func theHelpListsCtrlROnARefreshableScreen() throws {
    let app = TerminalApp(root: Inbox(), width: 60, height: 20)
    let page = try #require(app.navigator.top)
    #expect(app.helpEntries(page).contains { $0.keys == "Ctrl-R" && $0.action == "refresh" })
  }
}
