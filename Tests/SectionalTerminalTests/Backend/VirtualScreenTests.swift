import Testing

@testable import SectionalTerminal

@Suite struct VirtualScreenTests {
  func screen(_ output: String, columns: Int = 8, rows: Int = 3) -> VirtualScreen {
    var screen = VirtualScreen(size: TerminalSize(columns: columns, rows: rows))
    screen.apply(Array(output.utf8))
    return screen
  }

  @Test func textWrapsAndScrolls() {
    #expect(screen("abcdefghij").text == "abcdefgh\nij\n")
    #expect(screen("1\r\n2\r\n3\r\n4").text == "2\n3\n4")
    #expect(screen("abcdefg漢").text == "abcdefg\n漢\n")
  }

  @Test func cursorMovesAndErases() {
    #expect(screen("\u{1B}[2;3Hhi\u{1B}[1;1Hx").text == "x\n  hi\n")
    #expect(screen("abcdef\u{1B}[1;3H\u{1B}[K").text == "ab\n\n")
    #expect(screen("abc\r\ndef\u{1B}[2J").text == "\n\n")
    #expect(screen("abc\u{1B}[2D\u{1B}[31mX\u{1B}[0m").text == "aXc\n\n")
  }
}
