import Foundation
import Sectional
import SectionalTerminal
import Testing

/// The article's app runs as it says.
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

/// The article's form: Enter edits the name, Ctrl-U clears it, typing replaces it (q is typed,
/// not quit), Enter submits.
@MainActor
@Suite struct RunningATerminalAppFormArticleTests {
  @Test func theRenameFieldEditsTheScreensState() {
    let screen = RunningATerminalAppArticle.RenameScreen()
    let app = TerminalApp(root: screen, width: 40, height: 8)
    app.handle(.key(KeyEvent(.enter)))
    app.handle(.key(KeyEvent(.character("u"), .control)))
    for character in "Buy quinoa" { app.handle(.key(KeyEvent(.character(character)))) }
    #expect(screen.name == "Buy quinoa")
    #expect(app.render().plainText().contains("▌Name        Buy quinoa"))
    #expect(app.handle(.key(KeyEvent(.enter))) == .continue)
  }
}
