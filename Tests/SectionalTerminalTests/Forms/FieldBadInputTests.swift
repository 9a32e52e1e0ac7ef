import Sectional
import Testing

@testable import SectionalTerminal

/// Bad input while a field is edited: huge pastes, control and escape characters, invalid UTF-8,
/// combining-mark storms, letters in a number field, a 1×1 terminal and resizing. Each gives a
/// bounded, clean result; nothing already in the field is lost; no line is wider than the
/// terminal and the cursor never leaves it.
@MainActor
@Suite struct FieldBadInputTests {
  /// Every line of the app's frame fits its width, and the cursor is inside the frame.
  func expectBounded(_ form: FormApp, width: Int, height: Int) {
    let frame = form.app.render()
    #expect(frame.width == width && frame.height == height)
    for line in frame.plainText().split(separator: "\n") {
      #expect(DisplayWidth.of(line) <= width)
    }
    if let cursor = form.app.cursor {
      #expect(cursor.x >= 0 && cursor.x < width && cursor.y >= 0 && cursor.y < height)
    }
  }

  @Test func aOneMegabytePasteIsCutWhereItDoesNotFit() {
    let form = FormApp()
    form.press(.enter)
    form.type("ann")
    let megabyte = String(repeating: "x", count: 1 << 20)
    form.paste(megabyte)
    // A field without a maximum keeps TextFieldItem.defaultMaxLength characters.
    #expect(form.screen.username.count == TextFieldItem.defaultMaxLength)
    #expect(form.screen.username.hasPrefix("annxx"))
    #expect(form.list?.editFeedback == "At most 4096 characters")
    expectBounded(form, width: 40, height: 16)
    #expect(form.app.cursor == CursorPosition(x: 37, y: 1))  // the field's last column
    // The PIN keeps at most 4 digits, whatever the paste's size.
    form.controller?.focus(ListID("pin"))
    form.type("12")
    form.paste(String(repeating: "9", count: 1 << 20))
    #expect(form.screen.pin == "1299")
    #expect(form.list?.editFeedback == "At most 4 characters")
  }

  @Test func controlAndEscapeCharactersAreLeftOut() {
    let form = FormApp()
    form.press(.enter)
    form.paste("ab\u{1B}[31mc\u{7}d\u{0}e\r\nf")
    // The escape, the bell and the NUL go; the line break becomes a space in one line.
    #expect(form.screen.username == "ab[31mcde f")
    // In a text area the line break stays.
    form.controller?.focus(ListID("note"))
    form.paste("one\r\ntwo\u{1B}")
    #expect(form.screen.note == "one\ntwo")
    expectBounded(form, width: 40, height: 16)
  }

  @Test func invalidUTF8InAPasteBecomesReplacementCharacters() {
    let form = FormApp()
    form.press(.enter)
    form.type("ok")
    var decoder = KeyDecoder()
    let bytes = Array("\u{1B}[200~".utf8) + [0x61, 0xFF, 0xC3, 0x62] + Array("\u{1B}[201~".utf8)
    for event in decoder.feed(bytes) + decoder.finish() { form.app.handle(event) }
    #expect(form.screen.username == "oka\u{FFFD}\u{FFFD}b")
    expectBounded(form, width: 40, height: 16)
  }

  @Test func aCombiningMarkStormStaysOneBoundedCell() {
    let form = FormApp()
    form.press(.enter)
    form.type("ab")
    let storm = "e" + String(repeating: "\u{301}", count: 10_000)
    form.paste(storm)
    #expect(form.screen.username.hasPrefix("ab"))
    #expect(form.screen.username.count == 3)  // one grapheme more
    let writer = FrameWriter(capability: .none)
    let output = writer.diff(from: nil, to: form.app.render())
    #expect(output.utf8.count < 2_000)
    #expect(form.app.cursor == CursorPosition(x: 16, y: 1))
  }

  @Test func lettersInANumberFieldAreRefusedAndTheDigitsStay() {
    let form = FormApp()
    form.controller?.focus(ListID("pin"))
    form.type("4")
    form.paste("x1y2")
    #expect(form.screen.pin == "412")
    #expect(form.list?.editFeedback != nil)
    form.type("z")
    #expect(form.screen.pin == "412")
  }

  @Test func editingAtOneByOneAndWhileResizingLosesNothing() {
    let form = FormApp()
    form.press(.enter)
    form.type("anne")
    form.app.resize(width: 1, height: 1)
    form.type("x")  // the terminal is too small to show the field: nothing is typed
    expectBounded(form, width: 1, height: 1)
    #expect(form.app.cursor == nil)
    for (width, height) in [(12, 4), (13, 5), (20, 8), (31, 3), (50, 30), (2, 40)] {
      form.app.resize(width: width, height: height)
      form.type("!")
      expectBounded(form, width: width, height: height)
    }
    form.app.resize(width: 40, height: 16)
    #expect(form.screen.username.hasPrefix("anne"))
    #expect(form.controller?.focusedID == ListID("user"))
    #expect(form.frame().split(separator: "\n")[1] == "▌Username    \(form.screen.username)|")
  }

  @Test func aListViewOneCellWideStillEdits() throws {
    let controller = try ListController(
      content: ListContent {
        Section(id: "form") { Row(id: "user", FormFixtures.username("")) }
      })
    let list = ListView(controller: controller, width: 1, height: 1)
    controller.focus(ListID("user"))
    list.handle(.key(KeyEvent(.character("a"))))
    list.handle(.paste("bc"))
    var buffer = Buffer(width: 1, height: 1)
    list.draw(into: &buffer, x: 0, y: 0)
    #expect(list.editing?.editor.text == "abc")
    if let caret = list.caret { #expect(caret.x == 0 && caret.y == 0) }
  }
}
