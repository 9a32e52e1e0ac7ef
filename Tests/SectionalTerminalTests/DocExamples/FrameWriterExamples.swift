import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Buffer/FrameWriter.swift.
@Suite struct FrameWriterExamples {
  @Test func onlyWhatChangedIsWritten() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 10, rows: 2))
    try terminal.enter()
    var previousFrame = Buffer(width: 10, height: 2)
    previousFrame.setString("Hello", x: 0, y: 0)
    terminal.write(FrameWriter(capability: .ansi256).diff(from: nil, to: previousFrame))
    var nextFrame = previousFrame
    nextFrame.setString("J", x: 0, y: 0)

    let writer = FrameWriter(capability: .ansi256)
    let output = writer.diff(from: previousFrame, to: nextFrame)
    terminal.write(output)

    #expect(terminal.screen().text.hasPrefix("Jello"))
    #expect(!output.contains("ello"))  // the unchanged cells were not written
  }
}
