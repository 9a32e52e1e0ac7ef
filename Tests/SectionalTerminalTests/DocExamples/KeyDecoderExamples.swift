import SectionalTerminal
import TestSupport
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Input/KeyDecoder.swift.
@Suite struct KeyDecoderExamples {
  @Test func bytesBecomeEvents() {
    let values = collect {
      var decoder = KeyDecoder()
      decoder.feed(Array("\u{1B}[1;5".utf8))  // []: incomplete
      decoder.feed(Array("Aq".utf8))  // [Ctrl+Up, "q"]
      decoder.feed([0x1B])  // []: Esc or the start of a sequence?
      decoder.flush()  // [Esc], after the timeout
    }
    #expect(
      values.map { $0 as? [InputEvent] } == [
        [],
        [.key(KeyEvent(.up, [.control])), .key(KeyEvent(.character("q")))],
        [],
        [.key(KeyEvent(.escape))],
      ])
  }
}
