import Foundation
import SectionalTerminal
import TestSupport
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Backend/InMemoryTerminal.swift.
@Suite struct InMemoryTerminalExamples {
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
}
