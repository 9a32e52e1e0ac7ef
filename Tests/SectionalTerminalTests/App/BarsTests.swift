import Sectional
import SectionalTerminal
import Testing

/// A process list with column titles above it and a status line below it.
@MainActor
final class BarsScreen: Screen {
  let title = "Processes"
  var sortedBy = "CPU"
  var names = (1...12).map { "proc\($0)" }

  var topBar: [Row] {
    Row(id: "columns", TextItem("Name", detail: sortedBy))
  }

  var bottomBar: [Row] {
    Row(id: "status", TextItem("\(names.count) processes"))
  }

  var content: ListContent {
    Section(id: "all") {
      for name in names {
        Row(id: name, TextItem(name)).onSelect { [unowned self] _ in
          names.removeAll { $0 == name }
        }
      }
    }
  }
}

/// The terminal draws a screen's bars above and below its list, in the columns of its rows (a
/// bar's detail lines up with the rows' details, left of the scroll indicator); they stay while
/// it scrolls.
@MainActor
@Suite struct BarsTests {
  func frame(_ app: TerminalApp) -> String { app.render().plainText() }

  @Test func barsStayAboveAndBelowTheListWhileItScrolls() {
    let screen = BarsScreen()
    let app = TerminalApp(root: screen, width: 24, height: 8)
    #expect(
      frame(app) == """
               Processes
         Name              CPU
        ▌proc1                 ┃
         proc2                 │
         proc3                 │
         proc4                 │
         12 processes
         ? help   q quit
        """)
    for _ in 0..<9 { app.handle(.key(KeyEvent(.down))) }
    #expect(
      frame(app) == """
               Processes
         Name              CPU
         proc7                 │
         proc8                 │
         proc9                 ┃
        ▌proc10                │
         12 processes
         ? help   q quit
        """)
  }

  @Test func barsFollowTheScreensRebuildsAndNeverTakeTheCursor() {
    let screen = BarsScreen()
    let app = TerminalApp(root: screen, width: 24, height: 8)
    app.handle(.key(KeyEvent(.enter)))  // proc1 goes
    #expect(frame(app).contains(" 11 processes"))
    // ↑ at the first row stays in the list: the bar above it takes no cursor.
    app.handle(.key(KeyEvent(.up)))
    #expect(frame(app).split(separator: "\n")[2] == "▌proc2                 ┃")
    // A click on the top bar selects nothing.
    app.handle(.mouse(MouseEvent(.press(.left), x: 3, y: 1)))
    #expect(screen.names.count == 11)
  }

  @Test func aScreenWithoutBarsKeepsEveryLineForItsList() {
    let app = TerminalApp(root: BarsScreen(), width: 24, height: 8)
    let plain = TerminalApp(root: PlainListScreen(), width: 24, height: 8)
    #expect(app.topScreen != nil)
    #expect(frame(plain).split(separator: "\n", omittingEmptySubsequences: false).count == 8)
    #expect(frame(plain).split(separator: "\n")[1] == "▌row1                  ┃")
  }
}

@MainActor
final class PlainListScreen: Screen {
  let title = "Plain"
  var content: ListContent {
    Section(id: "all") {
      for index in 1...12 { Row(id: index, TextItem("row\(index)")) }
    }
  }
}
