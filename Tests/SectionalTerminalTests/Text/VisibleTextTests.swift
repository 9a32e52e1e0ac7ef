import Testing

@testable import SectionalTerminal

@Suite struct VisibleTextTests {
  @Test func plainTextIsUnchanged() {
    #expect(VisibleText.make("héllo 漢字") == "héllo 漢字")
  }

  @Test func controlsBecomePictures() {
    #expect(VisibleText.make("\u{1B}[2J") == "␛[2J")
    #expect(VisibleText.make("a\u{0}b\u{7F}") == "a␀b␡")
    #expect(VisibleText.make("line\r\n") == "line␍␊")
    #expect(VisibleText.make("x\u{9B}y") == "x\u{FFFD}y")
    #expect(DisplayWidth.of(VisibleText.make("\u{7}\u{8}")) == 2)
  }

  @Test func tabsExpandToTheNextStop() {
    #expect(VisibleText.make("a\tb") == "a   b")
    #expect(VisibleText.make("\tx") == "    x")
    #expect(VisibleText.make("漢\t|", tabWidth: 4) == "漢  |")
    #expect(VisibleText.make("abcd\te", tabWidth: 4) == "abcd    e")
  }
}
