import SectionalTerminal
import TestSupport
import Testing

/// The examples in the doc comments of Sources/SectionalTerminal/Text/LineEditor.swift and
/// LineDisplay.swift.
@Suite struct LineEditorExamples {
  @Test func editingThenAdmittedText() {
    var editor = LineEditor("hello")
    editor.handle(KeyEvent(.left))  // .moved: the caret is before "o"
    editor.insert("\u{7}p")  // "hell\u{7}po", the caret before "o"
    editor.replaceText("hellpo")  // what the field admitted: the caret stays before "o"
    let line = editor.layOutLine(width: 20)  // line.text "hellpo", line.caretColumn 5
    #expect(editor.caret == 5)
    #expect(line.text == "hellpo")
    #expect(line.caretColumn == 5)
  }

  @Test func replacingKeepsTheCaret() {
    var editor = LineEditor("12x")  // caret at 3
    editor.replaceText("12")  // caret 2
    #expect(editor.caret == 2)
  }

  @Test func secureDisplay() {
    let values = collect {
      let editor = LineEditor("secret")
      editor.lineLayout(width: 10, display: .secure).text  // "••••••"
    }
    #expect(values.map { $0 as? String } == ["••••••"])
  }
}
