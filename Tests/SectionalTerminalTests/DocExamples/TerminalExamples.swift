import Foundation
import SectionalTerminal
import Testing

/// The examples in the doc comments of Sources/SectionalTerminal/Backend/Terminal.swift,
/// InMemoryTerminal.swift and TTYTerminal.swift.
@Suite struct TerminalExamples {
  func show(_ buffer: Buffer, on terminal: some Terminal) async throws {
    try terminal.enter()
    defer { terminal.leave() }
    terminal.writeFrame(FrameWriter(capability: .ansi256).diff(from: nil, to: buffer))
    for await event in terminal.events where event == .key(KeyEvent(.character("q"))) {
      return
    }
  }

  @Test func codeAgainstTheProtocolRunsInMemory() async throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 10, rows: 1))
    var buffer = Buffer(width: 10, height: 1)
    buffer.setString("Hello", x: 0, y: 0)
    terminal.send("xq")
    try await show(buffer, on: terminal)
    #expect(terminal.outputText.contains("Hello"))
    #expect(!terminal.isEntered)  // left again
  }

  @Test func anInMemoryTerminal() throws {
    var buffer = Buffer(width: 20, height: 3)
    buffer.setString("Settings", x: 0, y: 0)
    let values = try collect {
      let terminal = InMemoryTerminal(size: TerminalSize(columns: 20, rows: 3))
      try terminal.enter()
      terminal.writeFrame(FrameWriter(capability: .none).diff(from: nil, to: buffer))
      terminal.screen().text  // what a real terminal would now show
      terminal.send("q")  // scripted input arrives on `events`
    }
    #expect(values.map { "\($0)" } == ["Settings\n\n"])
  }

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
        try await TerminalExamples.readUntilQ()
      } catch {
        exit(1)
      }
    }
  }
}
