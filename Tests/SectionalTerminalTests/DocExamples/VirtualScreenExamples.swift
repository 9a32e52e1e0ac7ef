import SectionalTerminal
import TestSupport
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Backend/VirtualScreen.swift.
@Suite struct VirtualScreenExamples {
  @Test func replayedOutput() {
    let values = collect {
      var screen = VirtualScreen(size: TerminalSize(columns: 10, rows: 2))
      screen.apply(Array("\u{1B}[2;3Hhi".utf8))
      screen.text  // "\n  hi"
    }
    #expect(values.map { "\($0)" } == ["\n  hi"])
  }
}
