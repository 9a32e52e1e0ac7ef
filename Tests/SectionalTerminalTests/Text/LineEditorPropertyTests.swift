import TestSupport
import Testing

@testable import SectionalTerminal

/// Random edit sequences against a plain model on `[Character]`.
@Suite struct LineEditorPropertyTests {
  static let alphabet: [String] = [
    "a", "b", " ", "漢", "👍🏽", "e\u{301}", "🇫🇷", "x y", "-", "字 z", "_",
  ]

  /// The reference: an array of characters and a caret, edited the obvious way.
  struct Reference {
    var characters: [Character] = []
    var caret = 0

    func isWord(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }

    func wordStart() -> Int {
      var index = caret
      while index > 0 && !isWord(characters[index - 1]) { index -= 1 }
      while index > 0 && isWord(characters[index - 1]) { index -= 1 }
      return index
    }

    func wordEnd() -> Int {
      var index = caret
      while index < characters.count && !isWord(characters[index]) { index += 1 }
      while index < characters.count && isWord(characters[index]) { index += 1 }
      return index
    }

    mutating func remove(_ range: Range<Int>) {
      characters.removeSubrange(range)
      caret = range.lowerBound
    }

    mutating func apply(_ key: KeyEvent) {
      switch (key.key, key.modifiers) {
      case (.left, []): caret = max(0, caret - 1)
      case (.right, []): caret = min(characters.count, caret + 1)
      case (.home, []), (.character("a"), .control): caret = 0
      case (.end, []), (.character("e"), .control): caret = characters.count
      case (.left, .control), (.character("b"), .alt): caret = wordStart()
      case (.right, .control), (.character("f"), .alt): caret = wordEnd()
      case (.backspace, []): if caret > 0 { remove(caret - 1..<caret) }
      case (.delete, []): if caret < characters.count { remove(caret..<caret + 1) }
      case (.character("w"), .control):
        var index = caret
        while index > 0 && characters[index - 1].isWhitespace { index -= 1 }
        while index > 0 && !characters[index - 1].isWhitespace { index -= 1 }
        remove(index..<caret)
      case (.character("u"), .control): remove(0..<caret)
      case (.character("k"), .control): remove(caret..<characters.count)
      case (.character(let character), []):
        characters.insert(character, at: caret)
        caret += 1
      default: break
      }
    }
  }

  static let keys: [KeyEvent] = [
    KeyEvent(.left), KeyEvent(.right), KeyEvent(.home), KeyEvent(.end),
    KeyEvent(.character("a"), .control), KeyEvent(.character("e"), .control),
    KeyEvent(.left, .control), KeyEvent(.right, .control),
    KeyEvent(.character("b"), .alt), KeyEvent(.character("f"), .alt),
    KeyEvent(.backspace), KeyEvent(.delete), KeyEvent(.character("w"), .control),
    KeyEvent(.character("u"), .control), KeyEvent(.character("k"), .control),
  ]

  @Test func randomEditsMatchTheReference() {
    let seed: UInt64 = 20_261_125
    var generator = SplitMix64(seed: seed)
    for round in 0..<200 {
      var editor = LineEditor()
      var reference = Reference()
      for step in 0..<60 {
        let draw = Int(generator.next() % 100)
        if draw < 40 {
          let piece = Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))]
          for character in piece {
            _ = editor.handle(KeyEvent(.character(character)))
            reference.apply(KeyEvent(.character(character)))
          }
        } else if draw < 45 {
          let piece = Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))]
          editor.insert(piece)
          for character in piece { reference.apply(KeyEvent(.character(character))) }
        } else {
          let key = Self.keys[Int(generator.next() % UInt64(Self.keys.count))]
          _ = editor.handle(key)
          reference.apply(key)
        }
        let width = Int(generator.next() % 12) + 1
        let layout = editor.layOutLine(width: width)
        let place = "seed \(seed) round \(round) step \(step)"
        #expect(editor.characters == reference.characters, "\(place)")
        #expect(editor.caret == reference.caret, "\(place)")
        #expect(DisplayWidth.of(layout.text) <= width, "\(place) width \(width)")
        #expect((0..<width).contains(layout.caretColumn), "\(place) width \(width)")
        if editor.characters != reference.characters || editor.caret != reference.caret {
          return
        }
      }
    }
  }
}
