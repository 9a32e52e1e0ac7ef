import TestSupport
import Testing

@testable import SectionalTerminal

@Suite struct LineEditorAreaTests {
  func area(_ text: String, caret: Int? = nil) -> LineEditor {
    var editor = LineEditor(text, isMultiline: true)
    if let caret { editor.moveCaret(to: caret) }
    return editor
  }

  @Test func linesWrapAtSpacesAndNewlines() {
    let editor = area("one two three\nfour")
    let layout = editor.areaLayout(width: 8, height: 5)
    #expect(layout.lines == ["one two ", "three", "four"])
    #expect(layout.caretLine == 2)
    #expect(layout.caretColumn == 4)
    #expect(layout.visibleLineCount == 3)
  }

  @Test func longWordsBreakBetweenClustersAndWideCharactersStayWhole() {
    let layout = area("abcdefghij 漢字テキスト").areaLayout(width: 5, height: 9)
    #expect(layout.lines == ["abcde", "fghij", " 漢字", "テキ", "スト"])
    for line in layout.lines { #expect(DisplayWidth.of(line) <= 5) }
  }

  @Test func aParagraphFillingTheWidthLeavesRoomForTheCaret() {
    let editor = area("abcd")
    let layout = editor.areaLayout(width: 4, height: 3)
    #expect(layout.lines == ["abcd", ""])
    #expect(layout.caretLine == 1)
    #expect(layout.caretColumn == 0)
    #expect(area("").areaLayout(width: 4, height: 3).lines == [""])
    #expect(area("a\n").areaLayout(width: 4, height: 3).lines == ["a", ""])
  }

  @Test func upAndDownMoveKeepingTheGoalColumnThenLeave() {
    var editor = area("abcdef\nxy\n漢字テキスト", caret: 5)
    #expect(editor.handle(KeyEvent(.down), width: 20) == .moved)
    #expect(editor.caret == 9)  // end of "xy"
    #expect(editor.handle(KeyEvent(.down), width: 20) == .moved)
    #expect(editor.caret == 12)  // column 4 (the goal 5 is inside テ): after 漢字
    #expect(editor.handle(KeyEvent(.down), width: 20) == .leave(.down))
    #expect(editor.handle(KeyEvent(.up), width: 20) == .moved)
    #expect(editor.handle(KeyEvent(.up), width: 20) == .moved)
    #expect(editor.caret == 5)  // the goal column again
    #expect(editor.handle(KeyEvent(.up), width: 20) == .leave(.up))
    // Wrapped lines count as lines.
    editor = area("abcdefgh", caret: 1)
    #expect(editor.handle(KeyEvent(.down), width: 4) == .moved)
    #expect(editor.caret == 5)
    #expect(editor.handle(KeyEvent(.down), width: 4) == .moved)  // the caret's own end line
    #expect(editor.caret == 8)
    #expect(editor.handle(KeyEvent(.up), width: 4) == .moved)
    #expect(editor.caret == 5)
  }

  @Test func homeEndAndKillKeysWorkOnTheLogicalLine() {
    var editor = area("first\nsecond line\nthird", caret: 9)
    #expect(editor.handle(KeyEvent(.home)) == .moved)
    #expect(editor.caret == 6)
    #expect(editor.handle(KeyEvent(.end)) == .moved)
    #expect(editor.caret == 17)
    #expect(editor.handle(KeyEvent(.character("u"), .control)) == .edited)
    #expect(editor.text == "first\n\nthird")
    #expect(editor.handle(KeyEvent(.backspace)) == .edited)
    #expect(editor.text == "first\nthird")
    editor.moveCaret(to: 2)
    #expect(editor.handle(KeyEvent(.character("k"), .control)) == .edited)
    #expect(editor.text == "fi\nthird")
    #expect(editor.handle(KeyEvent(.end, .control)) == .moved)
    #expect(editor.caret == editor.count)
    #expect(editor.handle(KeyEvent(.home, .control)) == .moved)
    #expect(editor.caret == 0)
  }

  @Test func altEnterInsertsANewlineAndEnterSubmits() {
    var editor = area("ab", caret: 1)
    #expect(editor.handle(KeyEvent(.enter, .alt)) == .edited)
    #expect(editor.text == "a\nb")
    #expect(editor.handle(KeyEvent(.enter, .shift)) == .edited)
    #expect(editor.handle(KeyEvent(.enter, .control)) == .edited)
    #expect(editor.text == "a\n\n\nb")
    #expect(editor.handle(KeyEvent(.enter)) == .submit)
  }

  @Test func theVisibleLinesFollowTheCaret() {
    var editor = area("1\n2\n3\n4\n5\n6")
    var layout = editor.layOutArea(width: 5, height: 3)
    #expect(Array(layout.visibleLines) == ["4", "5", "6"])
    editor.moveCaret(to: 6)  // line 4
    layout = editor.layOutArea(width: 5, height: 3)
    #expect(Array(layout.visibleLines) == ["4", "5", "6"])
    editor.moveCaret(to: 0)
    layout = editor.layOutArea(width: 5, height: 3)
    #expect(Array(layout.visibleLines) == ["1", "2", "3"])
    #expect(layout.caretLine == 0)
  }

  @Test func anyWidthKeepsLinesInsideAndTheCaretOnALine() {
    let texts = ["漢字 テキスト ab\ncd", "a b c d e f g", "👍🏽e\u{301}🇫🇷\n\n漢x", "abcdefgh"]
    for text in texts {
      for width in 1...10 {
        var editor = area(text)
        for position in 0...editor.count {
          editor.moveCaret(to: position)
          let layout = editor.layOutArea(width: width, height: 2)
          let context = "\(text) width \(width) caret \(position)"
          for line in layout.lines { #expect(DisplayWidth.of(line) <= width, "\(context)") }
          #expect(layout.lines.indices.contains(layout.caretLine), "\(context)")
          #expect((0..<width).contains(layout.caretColumn), "\(context)")
          #expect(
            (layout.firstVisibleLine..<layout.firstVisibleLine + layout.visibleLineCount)
              .contains(layout.caretLine), "\(context)")
        }
      }
    }
  }
}

@Suite struct LineEditorAreaPropertyTests {
  static let keys: [KeyEvent] = [
    KeyEvent(.up), KeyEvent(.down), KeyEvent(.left), KeyEvent(.right), KeyEvent(.home),
    KeyEvent(.end), KeyEvent(.backspace), KeyEvent(.delete), KeyEvent(.enter, .alt),
    KeyEvent(.character("w"), .control), KeyEvent(.character("k"), .control),
    KeyEvent(.character("u"), .control), KeyEvent(.character("y"), .control),
    KeyEvent(.character("b"), .alt), KeyEvent(.character("f"), .alt),
  ]
  // Lone marks, regional indicators and joiners merge with their neighbours.
  static let pieces = [
    "a", " ", "漢", "👍🏽", "e\u{301}", "🇫🇷", "word ", "\n", "長い行のテキスト", "\u{301}", "🇩", "\u{200D}",
    "👩", "\r",
  ]

  @Test func randomEditsKeepEveryLineInsideAndTheCaretShown() {
    let seed: UInt64 = 20_261_126
    var generator = SplitMix64(seed: seed)
    for round in 0..<100 {
      var editor = LineEditor("", isMultiline: true)
      let width = Int(generator.next() % 10) + 1
      let height = Int(generator.next() % 4) + 1
      for step in 0..<80 {
        if generator.next() % 2 == 0 {
          editor.insert(Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))])
        } else {
          let key = Self.keys[Int(generator.next() % UInt64(Self.keys.count))]
          let before = editor.caret
          let outcome = editor.handle(key, width: width)
          if case .leave = outcome { #expect(editor.caret == before) }
        }
        let layout = editor.layOutArea(width: width, height: height)
        let place = "seed \(seed) round \(round) step \(step) width \(width)"
        #expect((0...editor.count).contains(editor.caret), "\(place)")
        #expect(layout.lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(place)")
        #expect((0..<width).contains(layout.caretColumn), "\(place)")
        #expect(
          (layout.firstVisibleLine..<layout.firstVisibleLine + layout.visibleLineCount)
            .contains(layout.caretLine), "\(place)")
        #expect(layout.visibleLineCount == min(height, layout.lines.count), "\(place)")
        let text = editor.text
        #expect(Array(text) == editor.characters, "\(place)")
        if Array(text) != editor.characters { return }
      }
    }
  }
}
