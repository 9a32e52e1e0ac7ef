import Foundation
import Testing

/// The Processes screen as the user sees it, on the simulated source a snapshot always uses
/// (never the machine's own processes): column titles over the rows, the sort marked, the
/// cursor keeping its process when the order changes, and a question before SIGTERM.
@Suite(.serialized) struct ProcessesSnapshotTests {
  @Test func theTableAt40Columns() throws {
    let result = try demoFrame("processes", width: 40, height: 12)
    #expect(
      result.output == """
                       Processes
           PID Name            S CPU% ▼    MEM ┃
        ▌ 3142 swift-frontend  R   93.9   1.5G ┃
          3143 swift-frontend  R   89.2   1.4G ┃
          4410 python3         R   45.0 172.0M ┃
          4096 node            S    8.8 380.0M │
          3110 swift-build     S    3.8 393.0M │
          3301 sourcekit-lsp   S    3.5 714.0M │
          1377 redis-server    S    2.2  64.0M │
          5120 htop            R    1.5   4.8M │
         Cursor: follows its process
         . actions   ? help   q quit

        """)
  }

  @Test func sortedByMemoryInASCIITheCursorKeepsItsProcess() throws {
    let result = try demoFrame("processes", width: 40, height: 12, keys: "down M", ascii: true)
    #expect(
      result.output == """
                       Processes
           PID Name            S   CPU%  MEM v #
          3142 swift-frontend  R   93.9   1.5G #
        > 3143 swift-frontend  R   89.2   1.4G #
          3301 sourcekit-lsp   S    3.5 714.0M #
          3110 swift-build     S    3.8 393.0M |
          4096 node            S    8.8 380.0M |
           901 postgres        S    1.2 209.0M |
          4410 python3         R   45.0 172.0M |
          1377 redis-server    S    2.2  64.0M |
         Cursor: follows its process
         . actions   ? help   q quit

        """)
  }

  @Test func everyWidthFitsAndTheSortKeysAreOffered() throws {
    for (width, height) in [(40, 20), (80, 24), (120, 40)] {
      let result = try demoFrame("processes", width: width, height: height)
      for line in result.lines { #expect(displayWidth(line) <= width, "\(width): \(line)") }
    }
    // The row's actions come before the sort keys, which come as room allows.
    let narrow = try demoFrame("processes", width: 80, height: 10)
    #expect(footer(narrow).contains(". actions"), "\(narrow.output)")
    let wide = try demoFrame("processes", width: 120, height: 10)
    #expect(footer(wide).contains("p sort by PID"), "\(wide.output)")
    let wider = try demoFrame("processes", width: 170, height: 10)
    #expect(footer(wider).contains("c sort by CPU%   M sort by MEM"), "\(wider.output)")
  }

  /// Issue 31, item 11: the footer offered "⏎ select" where Enter asked to send SIGTERM.
  /// Enter shows the process's details, and the footer says so.
  @Test func enterShowsTheDetailsAndSaysSo() throws {
    let list = try demoFrame("processes", width: 60, height: 16)
    #expect(footer(list).contains("⏎ show details"), "\(list.output)")
    let details = try demoFrame("processes", width: 60, height: 16, keys: "down enter")
    #expect(details.output.contains("State R, CPU 89.2%, memory 1.4G"), "\(details.output)")
    #expect(!details.output.contains("Send SIGTERM"), "\(details.output)")
  }

  /// Issue 31, item 11: `t` changed nothing visible. The line under the table says what the
  /// cursor does when the order changes.
  @Test func tSaysWhatTheCursorDoes() throws {
    let follows = try demoFrame("processes", width: 60, height: 12)
    #expect(follows.output.contains("Cursor: follows its process"), "\(follows.output)")
    let keeps = try demoFrame("processes", width: 60, height: 12, keys: "t")
    #expect(keeps.output.contains("Cursor: keeps its line"), "\(keeps.output)")
  }

  /// Issue 31, item 7: → acted as Enter on a process and a second → moved the question's
  /// focus to Send SIGTERM, so → → ⏎ ended it. → opens only rows that go somewhere, and no
  /// arrow arms a destructive button.
  @Test func rightRightEnterEndsNoProcess() throws {
    let scrolled = try demoFrame("processes", width: 60, height: 8, keys: "right right l enter")
    #expect(!scrolled.output.contains("Send SIGTERM"), "\(scrolled.output)")
    let asked = try demoFrame(
      "processes", width: 60, height: 8, keys: ". backtab enter right right l right enter")
    #expect(
      asked.output.contains("3142 swift-frontend                      R   93.9"),
      "\(asked.output)")
    let question = try demoFrame(
      "processes", width: 60, height: 16, keys: ". backtab enter right right")
    #expect(question.output.contains("[>Cancel<]  [ Send SIGTERM ]"), "\(question.output)")
    #expect(footer(question).contains("tab to send SIGTERM"), "\(question.output)")
  }

  @Test func dotOpensAProcesssActionsInASCII() throws {
    let menu = try demoFrame("processes", width: 40, height: 12, keys: ".", ascii: true)
    #expect(
      menu.output == """
                       Processes
           PID Name            S CPU% v    MEM #
        > 31+------------------------------+5G #
          31| swift-frontend (3142)        |4G #
          44|                              |0M #
          40| [ Send SIGTERM ]             |0M |
          31| [>Show details<]             |0M |
          33| [ Cancel ]                   |0M |
          13+------------------------------+0M |
          5120 htop            R    1.5   4.8M |
         Cursor: follows its process
         enter show details   esc cancel

        """)
  }

  @Test func theActionMenuAsksBeforeSIGTERMAndEnterNeverSendsIt() throws {
    let details = try demoFrame("processes", width: 60, height: 16, keys: "down . enter")
    #expect(
      details.output.contains("State R, CPU 89.2%, memory 1.4G"), "\(details.output)")
    let asked = try demoFrame("processes", width: 60, height: 16, keys: "down . backtab enter")
    #expect(asked.output.contains("Send SIGTERM to swift-frontend (3143)?"), "\(asked.output)")
    #expect(asked.output.contains("[>Cancel<]  [ Send SIGTERM ]"))
    let cancelled = try demoFrame(
      "processes", width: 60, height: 8, keys: "down . backtab enter enter")
    #expect(cancelled.output.contains("3143 swift-frontend                      R   89.2"))
    // Issue 31, item 11: the process was marked dead (X, 0.0) whatever the signal did. The
    // simulated process ends, as a real one would, and leaves the list.
    let sent = try demoFrame(
      "processes", width: 60, height: 24, keys: "down . backtab enter tab enter")
    #expect(!sent.output.contains("3143"), "\(sent.output)")
    #expect(!sent.output.contains(" X "), "\(sent.output)")
  }
}
