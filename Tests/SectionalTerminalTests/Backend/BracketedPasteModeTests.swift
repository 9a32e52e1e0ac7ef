import Testing

@testable import SectionalTerminal

@Suite struct BracketedPasteModeTests {
  @Test func bracketedPasteIsEnabledOnEnterAndDisabledOnLeave() {
    #expect(TerminalModes.enter.contains("\u{1B}[?2004h"))
    #expect(TerminalModes.leave.contains("\u{1B}[?2004l"))
    #expect(!TerminalModes.leave.contains("\u{1B}[?2004h"))
  }

  @Test func aSuspensionTurnsBracketedPasteOffThenOnAgain() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 20, rows: 5))
    try terminal.enter()
    #expect(terminal.screen().privateModes.contains(2004))
    terminal.clearOutput()
    terminal.suspend()
    let output = terminal.outputText
    let off = try #require(output.range(of: "\u{1B}[?2004l"))
    let on = try #require(output.range(of: "\u{1B}[?2004h"))
    #expect(off.lowerBound < on.lowerBound)
    terminal.leave()
    #expect(terminal.outputText.hasSuffix(TerminalModes.leave))
  }
}
