import Foundation
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Backend/Terminal.swift.
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
}
