import SectionalTerminal
import TestSupport
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Text/VisibleText.swift.
@Suite struct VisibleTextExamples {
  @Test func controlCharactersBecomeVisible() {
    let values = collect {
      VisibleText.make("a\tb")  // "a   b"
      VisibleText.make("\u{1B}[2J")  // "␛[2J"
    }
    #expect(values.map { "\($0)" } == ["a   b", "␛[2J"])
  }
}
