import Foundation
import Sectional
import SectionalTerminal
import Testing

/// The examples in the doc comment of Sources/SectionalTerminal/App/TerminalApp.swift.
@MainActor
@Suite struct TerminalAppExamples {
  final class HomeScreen: Screen {
    let title = "Home"
    var content: ListContent {
      Section(id: "main") {
        Row(id: "first", TextItem("First"))
        Row(id: "second", TextItem("Second"))
      }
    }
  }

  /// The interactive half, as the doc comment shows it.
  static func runInteractively() async throws {
    let app = TerminalApp(root: HomeScreen(), width: 80, height: 24)
    try await app.run(on: TTYTerminal(), capability: .ansi256)  // until the user quits
  }

  /// Where there is no terminal (CI) it throws at once; in a terminal it would wait for the
  /// user, so this one is skipped there.
  @Test(.enabled(if: standardStreamsAreNotATerminal))
  func runningNeedsATerminal() async {
    await #expect(throws: TerminalError.self) { try await Self.runInteractively() }
  }

  /// On a pseudo-terminal standing in for the user's, it runs until `q` (in a child process,
  /// which owns that terminal).
  @Test func runningOnAPseudoTerminal() async {
    await #expect(processExitsWith: .success) {
      guard PseudoTerminal.becomeStandardStreams(typing: "q") else { exit(2) }
      do {
        try await TerminalAppExamples.runInteractively()
      } catch {
        exit(1)
      }
    }
  }

  @Test func aSnapshotAfterKeys() async {
    let frame = await TerminalApp.snapshot(
      root: HomeScreen(), width: 80, height: 24, keys: [KeyEvent(.down)])
    let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 24)
    #expect(lines.contains { $0.contains("Second") })
  }

  /// The same app runs to the end on an in-memory terminal: q quits.
  @Test func runningOnAnInMemoryTerminal() async throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 8))
    let app = TerminalApp(root: HomeScreen(), width: 40, height: 8)
    terminal.send("jq")
    try await app.run(on: terminal, capability: .none)
    #expect(terminal.screen().text.contains("Second") || terminal.outputText.contains("Second"))
    #expect(!terminal.isEntered)
  }
}
