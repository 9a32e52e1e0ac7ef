import Testing

@testable import SectionalTerminal

@Suite struct TextLayoutTests {
  @Test func wrapsAtSpaces() {
    #expect(
      TextLayout.wrap("The quick brown fox jumps", width: 10) == [
        "The quick", "brown fox", "jumps",
      ])
    #expect(TextLayout.wrap("one two", width: 7) == ["one two"])
    #expect(TextLayout.wrap("one  two   three", width: 20) == ["one  two   three"])
    #expect(TextLayout.wrap("one two three", width: 3) == ["one", "two", "thr", "ee"])
  }

  @Test func hardBreaksOnlyWordsLongerThanALine() {
    #expect(TextLayout.wrap("ab abcdefghij", width: 4) == ["ab", "abcd", "efgh", "ij"])
    #expect(TextLayout.wrap("abcdefghij xy", width: 4) == ["abcd", "efgh", "ij", "xy"])
    #expect(TextLayout.wrap("abcdefgh ij", width: 4) == ["abcd", "efgh", "ij"])
  }

  @Test func newlinesStartParagraphsAndIndentationIsKept() {
    #expect(TextLayout.wrap("a\n\nb", width: 5) == ["a", "", "b"])
    #expect(TextLayout.wrap("  indented text", width: 10) == ["  indented", "text"])
    #expect(TextLayout.wrap("", width: 5) == [""])
    #expect(TextLayout.wrap("abc", width: 0) == [])
  }

  @Test func wideCharactersNeverStraddleTheEdge() {
    #expect(TextLayout.wrap("漢字漢字漢", width: 5) == ["漢字", "漢字", "漢"])
    #expect(TextLayout.wrap("a👨‍👩‍👧b", width: 2) == ["a", "👨‍👩‍👧", "b"])
    #expect(TextLayout.wrap("漢", width: 1) == ["…"])
    #expect(
      TextLayout.wrap("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
  }

  @Test func noWrappedLineIsWiderThanTheWidth() {
    let text = "漢字 🇯🇵🇫🇷 family 👨‍👩‍👧‍👦 tab\there e\u{301}\u{302} ctl\u{1B}[31m 한국어 x"
    for width in 1...30 {
      for line in TextLayout.wrap(text, width: width) {
        #expect(DisplayWidth.of(line) <= width, "width \(width): \(line)")
        #expect(!line.unicodeScalars.contains("\u{1B}"))
      }
    }
  }

  @Test func truncatesWithAnEllipsis() {
    #expect(TextLayout.truncate("Hello world", width: 11) == "Hello world")
    #expect(TextLayout.truncate("Hello world", width: 8) == "Hello w…")
    #expect(TextLayout.truncate("Hello world", width: 7) == "Hello…")
    #expect(TextLayout.truncate("Hello world", width: 8, ellipsis: .ascii) == "Hello...")
    #expect(TextLayout.truncate("漢字テキスト", width: 6) == "漢字…")
    #expect(TextLayout.truncate("漢字テキスト", width: 7) == "漢字テ…")
    #expect(TextLayout.truncate("Hello", width: 1) == "…")
    #expect(TextLayout.truncate("Hello", width: 2, ellipsis: .ascii) == "..")
    #expect(TextLayout.truncate("Hello", width: 0) == "")
    #expect(TextLayout.truncate("🇯🇵🇫🇷🇩🇪", width: 5) == "🇯🇵🇫🇷…")
  }

  @Test func titleAndDetailAlignsTheDetailRight() {
    #expect(TextLayout.titleAndDetail("Version", "1.2", width: 14) == "Version    1.2")
    #expect(TextLayout.titleAndDetail("Version", "", width: 10) == "Version   ")
    #expect(TextLayout.titleAndDetail("Version", "1.2", width: 11) == "Version 1.2")
  }

  @Test func titleTruncatesBeforeTheDetail() {
    #expect(TextLayout.titleAndDetail("Notifications", "On", width: 10) == "Notifi… On")
    #expect(TextLayout.titleAndDetail("Storage", "12.5 GB used", width: 12) == "Stor…  12.5…")
    #expect(TextLayout.titleAndDetail("漢字漢字", "漢字", width: 9) == "漢…  漢字")
    #expect(TextLayout.titleAndDetail("Title", "Detail", width: 2) == "T…")
    #expect(TextLayout.titleAndDetail("Title", "Detail", width: 0) == "")
  }

  @Test func titleAndDetailIsAlwaysExactlyTheWidth() {
    for width in 1...24 {
      let line = TextLayout.titleAndDetail("漢字 title\t👨‍👩‍👧", "détail 🇯🇵", width: width)
      #expect(DisplayWidth.of(line) == width, "width \(width): \(line)")
    }
  }

  @Test func aLongURLBreaksAfterASlashHyphenOrQueryMark() {
    // Not mid-word ("scribe-or" / "g/Scribe-iOS"): after the last break mark that keeps at
    // least half the line.
    #expect(
      TextLayout.wrap("See https://github.com/scribe-org/Scribe-iOS now", width: 28) == [
        "See", "https://github.com/scribe-", "org/Scribe-iOS now",
      ])
    #expect(
      TextLayout.wrap("https://example.com/a?b=1&c=2", width: 27) == [
        "https://example.com/a?b=1&", "c=2",
      ])
    #expect(TextLayout.wrap("files/My%20Documents", width: 14) == ["files/My%20", "Documents"])
    // "//" stays whole, and a mark too early in the line gives way to a hard break.
    #expect(TextLayout.wrap("https://abcdefghijkl", width: 12) == ["https://", "abcdefghijkl"])
    #expect(TextLayout.wrap("ab//cdefghij", width: 6) == ["ab//", "cdefgh", "ij"])
    #expect(TextLayout.wrap("a-bcdefghijkl", width: 8) == ["a-bcdefg", "hijkl"])
  }
}
