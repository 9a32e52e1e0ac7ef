import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Input/KeyEvent.swift.
@MainActor
@Suite struct KeyEventExamples {
  @Test func aKeyWithModifiers() {
    var quits = 0
    func quit() { quits += 1 }
    for event in [KeyEvent(.character("c")), KeyEvent(.character("c"), [.control])] {
      if event == KeyEvent(.character("c"), [.control]) { quit() }
    }
    #expect(quits == 1)
  }
}
