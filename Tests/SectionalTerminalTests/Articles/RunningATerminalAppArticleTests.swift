import Foundation
import Sectional
import SectionalTerminal
import Testing

/// The code of SectionalTerminal.docc/RunningATerminalApp.md, as written there
/// (Scripts/check-doc-examples.py checks that every block appears here verbatim; the app's
/// `@main` is left out, since a test target has no entry point of its own).
enum RunningATerminalAppArticle {
  @MainActor final class TodoScreen: Screen {
    let title = "Todo"
    var tasks = ["Buy milk", "Call mum"]

    func add(after selection: ListID?) {
      let index = selection.flatMap { $0.as(String.self) }.flatMap { tasks.firstIndex(of: $0) }
      tasks.insert("Task \(tasks.count + 1)", at: index.map { $0 + 1 } ?? tasks.endIndex)
    }

    var content: ListContent {
      Section(id: "tasks") { for task in tasks { Row(id: task, TextItem(task)) } }
    }

    var commands: [ScreenCommand] {
      [
        ScreenCommand("Add task", shortcut: .mnemonic("a")) { [unowned self] context in
          add(after: context.selection)
        }
      ]
    }
  }

  struct TodoApp {
    @MainActor static func main() async throws {
      let terminal = try TTYTerminal()
      let app = TerminalApp(
        root: TodoScreen(), width: terminal.size.columns, height: terminal.size.rows,
        options: TerminalApp.Options(glyphs: .unicode, canOpenLinks: true))
      try await app.run(on: terminal, capability: .ansi256)
    }
  }
}

@MainActor
@Suite struct RunningATerminalAppArticleTests {
  /// `main()` opens the process's own terminal: where there is none (CI) it throws at once; in a
  /// terminal it would wait for the user, so it is skipped there.
  @Test(.enabled(if: standardStreamsAreNotATerminal))
  func theAppNeedsATerminal() async {
    await #expect(throws: TerminalError.self) {
      try await RunningATerminalAppArticle.TodoApp.main()
    }
  }

  /// `main()` runs to the end on a pseudo-terminal standing in for the user's: it draws, `q`
  /// quits, and the terminal is left again (in a child process, which owns that terminal).
  @Test func theAppRunsOnAPseudoTerminal() async {
    await #expect(processExitsWith: .success) {
      guard PseudoTerminal.becomeStandardStreams(typing: "q") else { exit(2) }
      do {
        try await RunningATerminalAppArticle.TodoApp.main()
      } catch {
        exit(1)
      }
    }
  }

  /// The same app, on an in-memory terminal: `a` runs the command on the cursor row, `q` quits.
  @Test func theCommandAddsAfterTheCursorRow() async throws {
    let screen = RunningATerminalAppArticle.TodoScreen()
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 10))
    let app = TerminalApp(
      root: screen, width: terminal.size.columns, height: terminal.size.rows,
      options: TerminalApp.Options(glyphs: .unicode, canOpenLinks: true))
    terminal.send("aq")
    try await app.run(on: terminal, capability: .ansi256)
    #expect(screen.tasks == ["Buy milk", "Task 3", "Call mum"])
  }
}
