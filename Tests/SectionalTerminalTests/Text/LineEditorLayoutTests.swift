import Testing

@testable import SectionalTerminal

@Suite struct LineEditorLayoutTests {
  /// The field drawn as text: the visible cells padded to `width`, with `|` inserted at the caret.
  func draw(_ layout: LineLayout, width: Int) -> String {
    var cells: [String] = []
    for character in layout.text {
      cells.append(String(character))
      for _ in 1..<max(1, DisplayWidth.of(character)) { cells.append("") }
    }
    while cells.count < width { cells.append(" ") }
    cells.insert("|", at: layout.caretColumn)
    return cells.joined()
  }

  @Test func shortTextShowsWholeWithTheCaretAfterIt() {
    let editor = LineEditor("hello")
    let layout = editor.lineLayout(width: 10)
    #expect(layout.text == "hello")
    #expect(layout.columns == 5)
    #expect(layout.caretColumn == 5)
    #expect(!layout.isClippedLeading && !layout.isClippedTrailing)
  }

  @Test func theCaretColumnCountsWideCharacters() {
    var editor = LineEditor("漢字ab")
    editor.moveCaret(to: 2)
    #expect(draw(editor.lineLayout(width: 10), width: 10) == "漢字|ab    ")
    #expect(editor.lineLayout(width: 10).caretColumn == 4)
  }

  @Test func typingPastTheEdgeScrollsWithContextAndStaysPut() {
    var editor = LineEditor("")
    var drawn: [String] = []
    for character in "abcdefghijklmn" {
      editor.insert(String(character))
      drawn.append(draw(editor.layOutLine(width: 10), width: 10))
    }
    #expect(drawn.last == "fghijklmn| ")
    // Moving left inside the visible part does not scroll; at the left context it does.
    for _ in 0..<6 { _ = editor.handle(KeyEvent(.left)) }
    #expect(draw(editor.layOutLine(width: 10), width: 10) == "fgh|ijklmn ")
    for _ in 0..<4 { _ = editor.handle(KeyEvent(.left)) }
    #expect(draw(editor.layOutLine(width: 10), width: 10) == "d|efghijklm")
    _ = editor.handle(KeyEvent(.home))
    let home = editor.layOutLine(width: 10)
    #expect(draw(home, width: 10) == "|abcdefghij")
    #expect(!home.isClippedLeading && home.isClippedTrailing)
    // Deleting at the end while scrolled brings back text from the left.
    _ = editor.handle(KeyEvent(.end))
    _ = editor.layOutLine(width: 10)
    for _ in 0..<5 { _ = editor.handle(KeyEvent(.backspace)) }
    #expect(draw(editor.layOutLine(width: 10), width: 10) == "abcdefghi| ")
  }

  @Test func aWideCharacterAtTheEdgeIsNeverSplit() {
    var editor = LineEditor("abcd漢字")
    editor.moveCaret(to: 0)
    let layout = editor.layOutLine(width: 5)
    #expect(layout.text == "abcd")  // 漢 would straddle the edge
    #expect(layout.isClippedTrailing)
    editor.moveCaret(to: 4)  // on 漢: it shows whole
    let onWide = editor.layOutLine(width: 5)
    #expect(DisplayWidth.of(onWide.text) <= 5)
    #expect(onWide.caretColumn + 2 <= 5)
    #expect(onWide.text.contains("漢"))
  }

  @Test func aCharacterWiderThanTheFieldShowsAsItsStandIn() {
    var editor = LineEditor("漢")
    editor.moveCaret(to: 0)
    let layout = editor.lineLayout(width: 1)
    #expect(layout.text == "\u{FFFD}")
    #expect(editor.lineLayout(width: 1, display: .plainASCII).text == "?")
    #expect(layout.caretColumn == 0)
    editor.moveCaret(to: 1)
    #expect(editor.lineLayout(width: 1).text == "")
    #expect(editor.lineLayout(width: 2).text == "")
    #expect(editor.lineLayout(width: 2).caretColumn == 0)
    #expect(editor.lineLayout(width: 3).text == "漢")
  }

  @Test func secureTextShowsOneMaskPerGrapheme() {
    let editor = LineEditor("p👍🏽e\u{301}🇫🇷漢")
    #expect(editor.lineLayout(width: 10, display: .secure).text == "•••••")
    #expect(editor.lineLayout(width: 10, display: .secure).caretColumn == 5)
    #expect(editor.lineLayout(width: 10, display: .secureASCII).text == "*****")
    #expect(editor.lineLayout(width: 3, display: .secure).text.count <= 3)
  }

  @Test func controlCharactersAndLoneMarksAreDrawnSafely() {
    let editor = LineEditor("a\u{1B}[2J\tb\u{301}")
    let layout = editor.lineLayout(width: 20)
    #expect(!layout.text.unicodeScalars.contains(where: VisibleText.isControl))
    #expect(layout.text == "a\u{241B}[2J\u{2409}b\u{301}")
    let mark = LineEditor("\u{301}x").lineLayout(width: 5)
    #expect(mark.text == "\u{FFFD}x")
    #expect(mark.caretColumn == 2)
  }

  @Test func aStormOfCombiningMarksIsOneCharacterDrawnCut() {
    let storm = "e" + String(repeating: "\u{301}", count: 5_000)
    var editor = LineEditor("a" + storm + "b")
    #expect(editor.count == 3)
    let layout = editor.lineLayout(width: 10)
    #expect(layout.columns == 3)
    #expect(layout.text.unicodeScalars.count == 2 + LineEditor.maximumDrawnScalars)
    _ = editor.handle(KeyEvent(.backspace))
    _ = editor.handle(KeyEvent(.backspace))
    #expect(editor.text == "a")
  }

  @Test func anyWidthFromOneToTenKeepsLinesInsideAndTheCaretOnScreen() {
    let texts = ["漢字テキストabc", "a漢b字cテdキe", "👍🏽e\u{301}🇫🇷漢x y", "abcdefghijklmnop", "", "漢"]
    for text in texts {
      for width in 1...10 {
        for display in [LineDisplay.plain, .secure] {
          var editor = LineEditor(text)
          var positions = Array(0...editor.count)
          positions += positions.reversed()
          for position in positions {
            editor.moveCaret(to: position)
            let layout = editor.layOutLine(width: width, display: display)
            let context = "\(text) width \(width) caret \(position)"
            #expect(DisplayWidth.of(layout.text) <= width, "\(context)")
            #expect(layout.columns == DisplayWidth.of(layout.text), "\(context)")
            #expect((0..<width).contains(layout.caretColumn), "\(context)")
            #expect(layout.firstCharacter <= position, "\(context)")
            // The character under the caret (or the end) is inside the visible text.
            let shown = layout.text.count
            #expect(position <= layout.firstCharacter + shown, "\(context)")
            if position < editor.count {
              #expect(position < layout.firstCharacter + shown, "\(context)")
            }
          }
        }
      }
    }
  }

  @Test func aHugeTextLaysOutOnlyAroundTheCaret() {
    var editor = LineEditor(String(repeating: "漢字 text ", count: 100_000))
    let layout = editor.layOutLine(width: 40)
    #expect((38...39).contains(layout.caretColumn))  // 39, or 38 after a wide character
    #expect(DisplayWidth.of(layout.text) <= 40)
    editor.moveCaret(to: 0)
    #expect(editor.layOutLine(width: 40).text.hasPrefix("漢字 text"))
  }
}
