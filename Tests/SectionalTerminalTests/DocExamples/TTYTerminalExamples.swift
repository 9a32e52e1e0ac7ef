import Foundation
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Backend/TTYTerminal.swift.
@Suite struct TTYTerminalExamples {
  /// TTYTerminal.swift, as the doc comment shows it.
  static func readUntilQ() async throws {
    do {
      let terminal = try TTYTerminal()
      try await terminal.run { terminal in
        for await event in terminal.events { if event == .key(KeyEvent(.character("q"))) { break } }
      }
    } catch let error as TerminalError {
      print(error)  // e.g. not a terminal
    }
  }

  /// Where there is no terminal (CI) the example prints the error; in a terminal it would wait
  /// for q, so this one is skipped there.
  @Test(.enabled(if: standardStreamsAreNotATerminal))
  func theRealTerminalNeedsATTY() async throws {
    try await Self.readUntilQ()
    #expect(throws: TerminalError.self) { try TTYTerminal() }
  }

  /// On a pseudo-terminal standing in for the user's, it reads keys until q (in a child
  /// process, which owns that terminal).
  @Test func theRealTerminalOnAPseudoTerminal() async {
    await #expect(processExitsWith: .success) {
      guard PseudoTerminal.becomeStandardStreams(typing: "xq") else { exit(2) }
      guard (try? TTYTerminal()) != nil else { exit(3) }
      do {
        try await TTYTerminalExamples.readUntilQ()
      } catch {
        exit(1)
      }
    }
  }
}
