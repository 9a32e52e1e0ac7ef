import Testing

@testable import SectionalTerminal

@Suite struct BufferTests {
  @Test func writesTextAndClipsAtTheRightEdge() {
    var buffer = Buffer(width: 8, height: 3)
    #expect(buffer.setString("Hi 漢字", x: 0, y: 0) == 7)
    buffer.setString("clipped at the edge", x: 0, y: 1)
    buffer.setString("end", x: 6, y: 2)
    #expect(
      buffer.plainText() == """
        Hi 漢字
        clipped
              en
        """)
  }

  @Test func aWideCharacterNeverStraddlesTheEdge() {
    var buffer = Buffer(width: 5, height: 1)
    #expect(buffer.setString("ab漢字", x: 0, y: 0) == 4)
    #expect(buffer.line(0) == "ab漢 ")
    buffer.set(Cell("字"), x: 4, y: 0)
    #expect(buffer.line(0) == "ab漢 ")
    #expect(DisplayWidth.of(buffer.line(0)) == 5)
  }

  @Test func wideCellsOccupyTheirContinuation() {
    var buffer = Buffer(width: 4, height: 1)
    buffer.setString("漢字", x: 0, y: 0)
    #expect(buffer[0, 0].symbol == "漢")
    #expect(buffer[0, 0].width == 2)
    #expect(buffer[1, 0].isContinuation)
    #expect(buffer[3, 0].isContinuation)
  }

  @Test func overwritingHalfOfAWideCellBlanksTheOtherHalf() {
    var buffer = Buffer(width: 6, height: 2)
    buffer.setString("漢字漢", x: 0, y: 0)
    buffer.set(Cell("x"), x: 1, y: 0)  // right half of 漢
    buffer.set(Cell("y"), x: 2, y: 0)  // left half of 字
    #expect(buffer.line(0) == " xy 漢")
    buffer.setString("漢字漢", x: 0, y: 1)
    buffer.setString("中", x: 1, y: 1)  // straddles 漢 and 字
    #expect(buffer.line(1) == " 中 漢")
    #expect(DisplayWidth.of(buffer.line(1)) == 6)
  }

  @Test func controlsAndTabsAreDrawnVisibly() {
    var buffer = Buffer(width: 12, height: 1)
    buffer.setString("a\tb\u{1B}[2J", x: 0, y: 0)
    #expect(buffer.plainText() == "a   b␛[2J")
  }

  @Test func emojiFlagsAndCombiningMarksKeepTheirClusters() {
    var buffer = Buffer(width: 10, height: 1)
    buffer.setString("👨‍👩‍👧🇯🇵e\u{301}x\u{200B}y", x: 0, y: 0)
    #expect(buffer.plainText() == "👨‍👩‍👧🇯🇵e\u{301}xy")
    #expect(buffer[4, 0].symbol == "e\u{301}")
  }

  @Test func noLineIsEverWiderThanTheBuffer() {
    let nasty = "漢字 👨‍👩‍👧‍👦 🇯🇵 e\u{301}\u{302} \t tab \u{7}\u{1B}[31m 한국어 \u{FEFF}x"
    for width in 0...16 {
      var buffer = Buffer(width: width, height: 2)
      for start in -3...width {
        buffer.setString(nasty, x: start, y: 0)
        buffer.setString(nasty, x: start + 1, y: 1, maxWidth: 3)
        for row in 0..<buffer.height {
          #expect(DisplayWidth.of(buffer.line(row)) == width)
        }
      }
    }
  }

  @Test func degenerateSizesAndPositionsAreIgnored() {
    var empty = Buffer(width: 0, height: 0)
    empty.setString("x", x: 0, y: 0)
    #expect(empty.plainText() == "")
    var tiny = Buffer(width: 1, height: 1)
    tiny.setString("漢", x: 0, y: 0)
    tiny.setString("x", x: 5, y: -1)
    #expect(tiny.plainText() == "")
    tiny.setString("ab", x: 0, y: 0)
    #expect(tiny.plainText() == "a")
    #expect(Buffer(width: -3, height: 2).width == 0)
  }

  @Test func fillsRectanglesClipped() {
    var buffer = Buffer(width: 4, height: 3)
    buffer.setString("abcd", x: 0, y: 0)
    buffer.setString("efgh", x: 0, y: 1)
    buffer.fill(x: 2, y: -1, width: 9, height: 2)
    #expect(
      buffer.plainText() == """
        ab
        efgh

        """)
  }
}
