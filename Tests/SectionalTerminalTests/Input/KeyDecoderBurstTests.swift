import Testing

@testable import SectionalTerminal

@Suite struct KeyDecoderBurstTests {
  func keys(_ text: String) -> [InputEvent] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
  }

  @Test func aLongRunOfTextInOneReadIsOnePaste() {
    // Before: one key event per character (a megabyte pasted as a million keys).
    let line = "The quick brown fox jumps over the lazy dog, 漢字 👍🏽"
    let events = KeyDecoder.joiningBursts(keys(line + "\r" + line + "\u{1B}[A"))
    #expect(
      events == [
        .paste(line), .key(KeyEvent(.enter)), .paste(line), .key(KeyEvent(.up)),
      ])
  }

  @Test func typingAndAHeldKeyStayKeys() {
    let short = keys("hello world")
    #expect(KeyDecoder.joiningBursts(short) == short)
    let held = keys(String(repeating: "j", count: 200))
    #expect(KeyDecoder.joiningBursts(held) == held)
    let controls = keys(String(repeating: "ab\u{3}", count: 40))
    #expect(KeyDecoder.joiningBursts(controls) == controls)
    let alt = keys(String(repeating: "\u{1B}b", count: 40))
    #expect(KeyDecoder.joiningBursts(alt) == alt)
  }
}
