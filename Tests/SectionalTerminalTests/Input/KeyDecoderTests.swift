import TestSupport
import Testing

@testable import SectionalTerminal

@Suite struct KeyDecoderTests {
  func decode(_ text: String) -> [InputEvent] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
  }

  func decode(bytes: [UInt8]) -> [InputEvent] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes) + decoder.flush()
  }

  func key(_ key: TerminalKey, _ modifiers: Modifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers))
  }

  func text(_ string: String) -> [InputEvent] {
    string.map { key(.character($0)) }
  }

  @Test func utf8TextBecomesCharacters() {
    #expect(decode("aZ~") == text("aZ~"))
    #expect(decode("é漢😀") == text("é漢😀"))
  }

  @Test func invalidUTF8IsReplacedNeverCrashes() {
    let replacement = key(.character("\u{FFFD}"))
    #expect(decode(bytes: [0xFF, 0x61]) == [replacement, key(.character("a"))])
    #expect(decode(bytes: [0xC3, 0x28]) == [replacement, key(.character("("))])
    #expect(decode(bytes: [0xE2, 0x82]) == [replacement])
    #expect(decode(bytes: [0xC0, 0xAF]) == [replacement, replacement])  // overlong
    #expect(decode(bytes: [0xED, 0xA0, 0x80]) == [replacement])  // surrogate
    #expect(decode(bytes: [0x80]) == [replacement])
  }

  @Test func enterTabBackspaceAndEscape() {
    #expect(decode("\r") == [key(.enter)])
    #expect(decode("\n") == [key(.enter)])
    #expect(decode("\t") == [key(.tab)])
    #expect(decode(bytes: [0x7F]) == [key(.backspace)])
    #expect(decode(bytes: [0x08]) == [key(.backspace)])
    #expect(decode("\u{1B}[Z") == [key(.backTab)])
  }

  @Test func aLoneEscapeWaitsForTheTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [key(.escape)])
    #expect(!decoder.hasPending)
    #expect(decoder.feed([0x1B, 0x1B]) == [key(.escape)])
    #expect(decoder.flush() == [key(.escape)])
  }

  @Test func arrowsInCSIAndSS3Forms() {
    #expect(
      decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [key(.up), key(.down), key(.right), key(.left)])
    #expect(
      decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [key(.up), key(.down), key(.right), key(.left)])
  }

  @Test func modifiersInCSIForms() {
    #expect(decode("\u{1B}[1;5A") == [key(.up, .control)])
    #expect(decode("\u{1B}[1;2D") == [key(.left, .shift)])
    #expect(decode("\u{1B}[1;3C") == [key(.right, .alt)])
    #expect(decode("\u{1B}[1;8B") == [key(.down, [.shift, .alt, .control])])
    #expect(decode("\u{1B}[3;5~") == [key(.delete, .control)])
    #expect(decode("\u{1B}[1;2P") == [key(.function(1), .shift)])
    #expect(decode("\u{1B}O5A") == [key(.up, .control)])
  }

  @Test func homeEndPagesInsertDelete() {
    #expect(
      decode("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF") == [key(.home), key(.end), key(.home), key(.end)])
    #expect(
      decode("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [
        key(.home), key(.end), key(.home), key(.end),
      ])
    #expect(decode("\u{1B}[5~\u{1B}[6~") == [key(.pageUp), key(.pageDown)])
    #expect(decode("\u{1B}[2~\u{1B}[3~") == [key(.insert), key(.delete)])
  }

  @Test func functionKeysF1ToF12() {
    let sequences = [
      "\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~",
      "\u{1B}[19~", "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~",
    ]
    #expect(decode(sequences.joined()) == (1...12).map { key(.function($0)) })
    #expect(
      decode("\u{1B}[11~\u{1B}[12~\u{1B}[13~\u{1B}[14~") == (1...4).map { key(.function($0)) })
  }

  @Test func controlLetters() {
    #expect(decode(bytes: [0x03]) == [key(.character("c"), .control)])
    #expect(
      decode(bytes: [0x01, 0x1A]) == [
        key(.character("a"), .control), key(.character("z"), .control),
      ])
    #expect(decode(bytes: [0x00]) == [key(.character(" "), .control)])
    #expect(decode(bytes: [0x1F]) == [key(.character("_"), .control)])
  }

  @Test func altIsAnEscapePrefix() {
    #expect(decode("\u{1B}x") == [key(.character("x"), .alt)])
    #expect(decode("\u{1B}é") == [key(.character("é"), .alt)])
    #expect(decode(bytes: [0x1B, 0x7F]) == [key(.backspace, .alt)])
    #expect(decode(bytes: [0x1B, 0x01]) == [key(.character("a"), [.alt, .control])])
    #expect(decode("\u{1B}[") == [key(.character("["), .alt)])
  }

  @Test func sgrMouseClicksReleasesAndWheel() {
    #expect(decode("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(.press(.left), x: 9, y: 4))])
    #expect(decode("\u{1B}[<0;10;5m") == [.mouse(MouseEvent(.release(.left), x: 9, y: 4))])
    #expect(decode("\u{1B}[<2;1;1M") == [.mouse(MouseEvent(.press(.right), x: 0, y: 0))])
    #expect(decode("\u{1B}[<64;3;4M") == [.mouse(MouseEvent(.scrollUp, x: 2, y: 3))])
    #expect(decode("\u{1B}[<65;3;4M") == [.mouse(MouseEvent(.scrollDown, x: 2, y: 3))])
    #expect(decode("\u{1B}[<32;7;8M") == [.mouse(MouseEvent(.drag(.left), x: 6, y: 7))])
    #expect(decode("\u{1B}[<35;7;8M") == [.mouse(MouseEvent(.move, x: 6, y: 7))])
    #expect(
      decode("\u{1B}[<16;200;60M")
        == [.mouse(MouseEvent(.press(.left), x: 199, y: 59, modifiers: .control))])
    #expect(decode("\u{1B}[<0;0;5M") == [])  // column 0 is invalid
  }

  @Test func bracketedPasteIsOneEvent() {
    #expect(
      decode("\u{1B}[200~hello\r\nworld \u{1B}[A q\u{1B}[201~x") == [
        .paste("hello\nworld \u{1B}[A q"), key(.character("x")),
      ])
    #expect(decode("\u{1B}[200~\u{1B}[201~") == [.paste("")])
  }

  @Test func aPasteSplitAcrossReadsIsReassembled() {
    let expected = [key(.character("a")), .paste("漢字 text"), key(.character("b"))]
    let bytes = Array("a\u{1B}[200~漢字 text\u{1B}[201~b".utf8)
    var decoder = KeyDecoder()
    var events: [InputEvent] = []
    for byte in bytes { events += decoder.feed([byte]) }
    #expect(events == expected)
    // A timeout in the middle of a paste (even inside its end marker) does not end it.
    events = decoder.feed(Array("a\u{1B}[200~漢".utf8)) + decoder.flush()
    events += decoder.feed(Array("字 text\u{1B}[20".utf8)) + decoder.flush()
    events += decoder.feed(Array("1~b".utf8)) + decoder.flush()
    #expect(events == expected)
  }

  @Test func focusInAndOut() {
    #expect(decode("\u{1B}[I\u{1B}[O") == [.focus(true), .focus(false)])
  }

  @Test func sequencesSplitAcrossReadsDecode() {
    let input = "a\u{1B}[1;5A漢\u{1B}OP\u{1B}[<64;3;4M\u{1B}[24~é"
    let expected =
      [key(.character("a")), key(.up, .control), key(.character("漢")), key(.function(1))]
      + [.mouse(MouseEvent(.scrollUp, x: 2, y: 3)), key(.function(12)), key(.character("é"))]
    let bytes = Array(input.utf8)
    for split in 1..<bytes.count {
      var decoder = KeyDecoder()
      let events = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...])
      #expect(events == expected, "split at \(split)")
    }
    var decoder = KeyDecoder()
    var events: [InputEvent] = []
    for byte in bytes { events += decoder.feed([byte]) }
    #expect(events == expected)
  }

  @Test func unknownAndMalformedSequencesAreDroppedNotLeaked() {
    #expect(decode("\u{1B}[99~x") == text("x"))
    #expect(decode("\u{1B}[?1;2cx") == text("x"))  // device attributes report
    #expect(decode("\u{1B}[12;40Rx") == text("x"))  // cursor position report
    #expect(decode("\u{1B}[1;2;3;4Ax") == text("x"))
    #expect(decode("\u{1B}OZx") == text("x"))
    #expect(decode("\u{1B}[<0;1Mx") == text("x"))
    #expect(decode("\u{1B}[Mabcx") == text("x"))  // legacy X10 mouse
    #expect(decode("\u{1B}[12\u{1B}[A") == [key(.up)])  // interrupted by a new sequence
    #expect(decode("\u{1B}[" + String(repeating: "1", count: 100) + "~x") == text("x"))
    #expect(decode("\u{1B}[1") == [])  // incomplete at the timeout
  }

  @Test func randomGarbageNeverCrashes() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<300 {
      var decoder = KeyDecoder()
      let count = Int(generator.next() % 40)
      let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      let events = decoder.feed(bytes) + decoder.finish()
      for case .key(let event) in events {
        if case .character(let character) = event.key {
          #expect(!character.unicodeScalars.contains("\u{1B}"))
        }
      }
      #expect(!decoder.hasPending)
    }
  }
}
