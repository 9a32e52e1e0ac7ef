import Testing

@testable import SectionalTerminal

@Suite struct KeyDecoderPasteTests {
  func decode(bytes: [UInt8]) -> [InputEvent] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes) + decoder.flush()
  }

  func key(_ key: TerminalKey, _ modifiers: Modifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers))
  }

  let start = Array("\u{1B}[200~".utf8)
  let end = Array("\u{1B}[201~".utf8)

  @Test func invalidUTF8InAPasteIsReplaced() {
    let events = decode(bytes: start + [0x61, 0xFF, 0xC3, 0x28, 0xE2, 0x82] + end)
    #expect(events == [.paste("a\u{FFFD}\u{FFFD}(\u{FFFD}")])
  }

  @Test func controlAndEscapeCharactersInAPasteStayTextForTheFieldToClean() {
    let events = decode(bytes: start + Array("a\u{7}\u{1B}[31m\u{1B}b\tc\r".utf8) + end + [0x78])
    #expect(events == [.paste("a\u{7}\u{1B}[31m\u{1B}b\tc\n"), key(.character("x"))])
  }

  @Test func aHugePasteIsCutAtTheBoundAndTheInputGoesOn() {
    // Before: every byte of the paste was kept (2 MiB here, any amount in general).
    var decoder = KeyDecoder()
    var events: [InputEvent] = decoder.feed(start)
    let chunk = Array(String(repeating: "漢字 text ", count: 400).utf8)  // 4,800 bytes
    var fed = 0
    while fed < 2 * KeyDecoder.maximumPasteBytes {
      events += decoder.feed(chunk)
      fed += chunk.count
    }
    events += decoder.feed(end + Array("q".utf8))
    #expect(events.count == 2)
    guard case .paste(let text) = events.first else {
      Issue.record("no paste first")
      return
    }
    #expect(text.utf8.count <= KeyDecoder.maximumPasteBytes)
    #expect(text.utf8.count > KeyDecoder.maximumPasteBytes - 4)
    #expect(!text.contains("\u{FFFD}"))  // cut between characters, never inside one
    #expect(text.hasPrefix("漢字 text 漢字"))
    #expect(events.last == key(.character("q")))
  }

  @Test func aHugePasteSplitByteByByteAtItsEndMarkerStillEnds() {
    var decoder = KeyDecoder()
    var events = decoder.feed(start + Array(repeating: 0x61, count: KeyDecoder.maximumPasteBytes))
    events += decoder.feed(Array(repeating: 0x62, count: 10))
    for byte in end { events += decoder.feed([byte]) + decoder.flush() }
    events += decoder.feed([0x63])
    #expect(events.count == 2)
    guard case .paste(let text) = events.first else {
      Issue.record("no paste first")
      return
    }
    // Counts, not the text: a failure must not print a megabyte.
    #expect(text.utf8.count == KeyDecoder.maximumPasteBytes)
    #expect(text.allSatisfy { $0 == "a" })
    #expect(events.last == key(.character("c")))
  }

  @Test func anUnterminatedPasteEndsWithTheInput() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(start + Array("half".utf8)) == [])
    #expect(decoder.flush() == [])
    #expect(decoder.finish() == [.paste("half")])
  }

  @Test func editingKeysDecode() {
    var decoder = KeyDecoder()
    let events =
      decoder.feed(Array("\u{1B}b\u{1B}f\u{1B}[1;5D\u{1B}[1;5C\u{1B}[3~\u{1B}\r\u{1B}d".utf8))
      + decoder.feed([0x17, 0x15, 0x0B, 0x1B, 0x7F]) + decoder.flush()
    #expect(
      events == [
        key(.character("b"), .alt), key(.character("f"), .alt), key(.left, .control),
        key(.right, .control), key(.delete), key(.enter, .alt), key(.character("d"), .alt),
        key(.character("w"), .control), key(.character("u"), .control),
        key(.character("k"), .control), key(.backspace, .alt),
      ])
  }

  @Test func rxvtControlArrowsDecode() {
    // Before: dropped as unknown SS3 sequences.
    #expect(
      decode(bytes: Array("\u{1B}Od\u{1B}Oc\u{1B}Oa\u{1B}Ob".utf8)) == [
        key(.left, .control), key(.right, .control), key(.up, .control), key(.down, .control),
      ])
  }
}
