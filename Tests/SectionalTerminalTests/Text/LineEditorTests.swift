import Testing

@testable import SectionalTerminal

@Suite struct LineEditorTests {
  func editor(_ text: String, caret: Int? = nil, multiline: Bool = false) -> LineEditor {
    var editor = LineEditor(text, isMultiline: multiline)
    if let caret { editor.moveCaret(to: caret) }
    return editor
  }

  func press(
    _ editor: inout LineEditor, _ key: TerminalKey, _ modifiers: Modifiers = [], width: Int = 0
  ) -> LineEditOutcome {
    editor.handle(KeyEvent(key, modifiers), width: width)
  }

  @Test func typingInsertsAtTheCaret() {
    var line = editor("hllo", caret: 1)
    #expect(press(&line, .character("e")) == .edited)
    #expect(line.text == "hello")
    #expect(line.caret == 2)
  }

  @Test func arrowsAndControlKeysMoveByGraphemeCluster() {
    // 👍🏽 (two scalars), é (e + combining acute), a flag and a CJK character: one step each.
    var line = editor("a👍🏽e\u{301}🇫🇷漢b", caret: 0)
    var carets: [Int] = []
    for _ in 0..<7 {
      _ = press(&line, .right)
      carets.append(line.caret)
    }
    #expect(carets == [1, 2, 3, 4, 5, 6, 6])
    #expect(press(&line, .right) == .unchanged)
    #expect(press(&line, .character("b"), .control) == .moved)
    #expect(line.caret == 5)
    #expect(press(&line, .character("f"), .control) == .moved)
    #expect(press(&line, .character("a"), .control) == .moved)
    #expect(line.caret == 0)
    #expect(press(&line, .left) == .unchanged)
    #expect(press(&line, .end) == .moved)
    #expect(line.caret == 6)
    #expect(press(&line, .home) == .moved)
    #expect(press(&line, .character("e"), .control) == .moved)
    #expect(line.caret == 6)
  }

  @Test func backspaceAndDeleteRemoveWholeClusters() {
    var line = editor("a👍🏽e\u{301}🇫🇷漢", caret: 3)
    #expect(press(&line, .backspace) == .edited)
    #expect(line.text == "a👍🏽🇫🇷漢")
    #expect(line.caret == 2)
    #expect(press(&line, .delete) == .edited)
    #expect(line.text == "a👍🏽漢")
    #expect(press(&line, .character("d"), .control) == .edited)
    #expect(line.text == "a👍🏽")
    #expect(press(&line, .delete) == .unchanged)
    #expect(press(&line, .character("h"), .control) == .edited)
    #expect(line.text == "a")
    line.moveCaret(to: 0)
    #expect(press(&line, .backspace) == .unchanged)
    #expect(line.text == "a")
  }

  @Test func wordMotionsStopAtWordEdges() {
    var line = editor("one two-three  four", caret: 19)
    var stops: [Int] = []
    for _ in 0..<5 {
      _ = press(&line, .character("b"), .alt)
      stops.append(line.caret)
    }
    #expect(stops == [15, 8, 4, 0, 0])
    stops = []
    for _ in 0..<5 {
      _ = press(&line, .right, .control)
      stops.append(line.caret)
    }
    #expect(stops == [3, 7, 13, 19, 19])
    _ = press(&line, .left, .control)
    #expect(line.caret == 15)
    _ = press(&line, .character("f"), .alt)
    #expect(line.caret == 19)
    // Words of letters from any script, and CJK.
    var cjk = editor("漢字 テスト", caret: 0)
    _ = press(&cjk, .character("f"), .alt)
    #expect(cjk.caret == 2)
  }

  @Test func killKeysDeleteWordsAndLineParts() {
    var line = editor("git commit -m fix", caret: 17)
    #expect(press(&line, .character("w"), .control) == .edited)
    #expect(line.text == "git commit -m ")
    #expect(press(&line, .character("w"), .control) == .edited)
    #expect(line.text == "git commit ")
    #expect(press(&line, .backspace, .alt) == .edited)
    #expect(line.text == "git ")
    line = editor("path/to/file name", caret: 12)
    #expect(press(&line, .backspace, .alt) == .edited)
    #expect(line.text == "path/to/ name")
    #expect(press(&line, .character("d"), .alt) == .edited)
    #expect(line.text == "path/to/")
    line = editor("one two", caret: 0)
    #expect(press(&line, .delete, .control) == .edited)
    #expect(line.text == " two")
    line = editor("hello world", caret: 5)
    #expect(press(&line, .character("k"), .control) == .edited)
    #expect(line.text == "hello")
    #expect(press(&line, .character("k"), .control) == .unchanged)
    line.moveCaret(to: 3)
    #expect(press(&line, .character("u"), .control) == .edited)
    #expect(line.text == "lo")
    #expect(line.caret == 0)
    #expect(press(&line, .character("u"), .control) == .unchanged)
  }

  @Test func ctrlYPutsBackWhatWasKilled() {
    var line = editor("hello big world", caret: 10)
    #expect(press(&line, .character("y"), .control) == .unchanged)
    _ = press(&line, .character("w"), .control)
    #expect(line.text == "hello world")
    _ = press(&line, .end)
    #expect(press(&line, .character("y"), .control) == .edited)
    #expect(line.text == "hello worldbig ")
    _ = press(&line, .character("a"), .control)
    _ = press(&line, .character("k"), .control)
    #expect(line.text == "")
    _ = press(&line, .character("y"), .control)
    #expect(line.text == "hello worldbig ")
  }

  @Test func keysTheEditorDoesNotUseAreIgnoredOrEndEditing() {
    var line = editor("text")
    #expect(press(&line, .enter) == .submit)
    #expect(press(&line, .escape) == .cancel)
    #expect(press(&line, .up) == .leave(.up))
    #expect(press(&line, .down) == .leave(.down))
    #expect(press(&line, .tab) == .ignored)
    #expect(press(&line, .backTab) == .ignored)
    #expect(press(&line, .character("c"), .control) == .ignored)
    #expect(press(&line, .character("x"), .alt) == .ignored)
    #expect(press(&line, .function(1)) == .ignored)
    #expect(press(&line, .pageDown) == .ignored)
    #expect(press(&line, .character("\u{1B}")) == .ignored)
    // Alt-Enter is a newline only in a text area.
    #expect(press(&line, .enter, .alt) == .unchanged)
    #expect(line.text == "text")
    // Printable keys that are commands elsewhere are text here.
    for key in ["q", "?", "/", "j", "k", " "] { _ = press(&line, .character(Character(key))) }
    #expect(line.text == "textq?/jk ")
    // Shift with a character is just the character.
    #expect(press(&line, .character("A"), .shift) == .edited)
    #expect(line.text == "textq?/jk A")
  }

  @Test func insertKeepsClustersWholeAtBothEdges() {
    var line = editor("e", caret: 1)
    line.insert("\u{301}")  // a combining accent typed after "e" joins it
    #expect(line.characters == ["e\u{301}"])
    #expect(line.caret == 1)
    line = editor("\u{301}x", caret: 0)  // a lone accent at the start
    line.insert("e")
    #expect(line.characters == ["e\u{301}", "x"])
    #expect(line.caret == 1)
    line = editor("ab", caret: 1)
    line.insert("漢\r\n字")
    #expect(line.characters == ["a", "漢", "\r\n", "字", "b"])
    #expect(line.caret == 4)
  }

  @Test func replaceTextKeepsTheCaretWithTheTextAroundIt() {
    // An admitted paste: the control character dropped, the caret after what was kept.
    var line = editor("xyz", caret: 2)
    line.insert("a\u{7}b")
    #expect(line.caret == 5)
    line.replaceText("xyabz")
    #expect(line.caret == 4)
    // Letters refused by a number field: the caret where it was before the key.
    line = editor("1", caret: 1)
    line.insert("x")
    line.replaceText("1")
    #expect(line.caret == 1)
    line = editor("12", caret: 1)
    line.insert("x")
    line.replaceText("12")
    #expect(line.caret == 1)
    // A paste cut at a maximum length: the caret at the end of what was kept.
    line = editor("abc", caret: 1)
    line.insert("defg")
    line.replaceText("ade")
    #expect(line.caret == 3)
    // The screen formats or clears the value.
    line = editor("1234")
    line.replaceText("1,234")
    #expect(line.caret == 5)
    line.replaceText("")
    #expect(line.caret == 0)
    // The same text changes nothing, the caret stays.
    line = editor("same", caret: 2)
    line.replaceText("same")
    #expect(line.caret == 2)
    // Shorter text: clamped.
    line = editor("abcdef", caret: 6)
    line.replaceText("xy")
    #expect(line.caret == 2)
  }

  @Test func flagsPairAgainWhenARegionalIndicatorIsInsertedBeforeThem() {
    // Found by the text-area property test (seed 20261126): 🇩 before 🇫🇷 pairs as 🇩🇫 🇷.
    var line = editor("a🇫🇷", caret: 1)
    line.insert("🇩")
    #expect(line.characters == Array("a🇩🇫🇷"))
    #expect(line.characters == ["a", "🇩🇫", "🇷"])
  }

  @Test func deleteRejoinsClustersThatMeet() {
    var line = editor("a\u{7}\u{301}", caret: 2)
    #expect(line.count == 3)
    _ = press(&line, .backspace)
    #expect(line.characters == ["a\u{301}"])
    #expect(line.caret == 1)
  }
}
