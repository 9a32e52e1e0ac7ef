import Testing

@testable import SectionalTerminal

@Suite struct DisplayWidthTests {
  @Test func asciiIsOneColumnEach() {
    #expect(DisplayWidth.of("hello") == 5)
    #expect(DisplayWidth.of("") == 0)
    #expect(DisplayWidth.of(Character("~")) == 1)
  }

  @Test func eastAsianWideAndFullwidthAreTwo() {
    #expect(DisplayWidth.of("漢字") == 4)
    #expect(DisplayWidth.of("ひらがな") == 8)
    #expect(DisplayWidth.of("한국어") == 6)
    #expect(DisplayWidth.of("ＡＢ") == 4)  // fullwidth Latin
    #expect(DisplayWidth.of("ｱｲ") == 2)  // halfwidth katakana
    #expect(DisplayWidth.of(Character("\u{2A6DF}")) == 2)  // CJK extension B
    #expect(DisplayWidth.of(Character("\u{3FFFD}")) == 2)  // unassigned plane 3 defaults to W
  }

  @Test func emojiPresentationIsTwo() {
    #expect(DisplayWidth.of(Character("😀")) == 2)
    #expect(DisplayWidth.of(Character("🚀")) == 2)
    #expect(DisplayWidth.of(Character("⌚")) == 2)
  }

  @Test func variationSelectorsPickThePresentation() {
    #expect(DisplayWidth.of(Character("\u{2764}")) == 1)  // ❤ text by default
    #expect(DisplayWidth.of(Character("\u{2764}\u{FE0F}")) == 2)  // ❤️ VS16
    #expect(DisplayWidth.of(Character("\u{231A}\u{FE0E}")) == 1)  // ⌚︎ VS15
    #expect(DisplayWidth.of(Character("1\u{FE0F}\u{20E3}")) == 2)  // keycap 1️⃣
    #expect(DisplayWidth.of(Character("A\u{FE0F}")) == 1)  // not an emoji: selector ignored
  }

  @Test func zwjSequencesAreOneClusterOfTwo() {
    let family = "👨‍👩‍👧‍👦"
    #expect(family.count == 1)
    #expect(DisplayWidth.of(family) == 2)
    #expect(DisplayWidth.of("🏳️‍🌈") == 2)
    #expect(DisplayWidth.of("👩🏽‍💻") == 2)
    #expect(DisplayWidth.of("👍🏽") == 2)  // skin tone
    #expect(DisplayWidth.of("☝🏽") == 2)  // text-default base with skin tone
  }

  @Test func regionalIndicatorPairsAreFlagsOfTwo() {
    #expect(DisplayWidth.of("🇯🇵") == 2)
    #expect(DisplayWidth.of("🇯🇵🇫🇷") == 4)
    #expect(DisplayWidth.of(Character("\u{1F1EF}")) == 2)  // alone: Emoji_Presentation
    #expect(DisplayWidth.of("🏴󠁧󠁢󠁳󠁣󠁴󠁿") == 2)  // tag sequence (Scotland)
  }

  @Test func combiningMarksAddNothing() {
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("a\u{20DD}") == 1)  // enclosing circle (Me)
    #expect(DisplayWidth.of("Z\u{351}\u{36B}\u{343}\u{36A}") == 1)
    #expect(DisplayWidth.of(Character("\u{301}")) == 0)
  }

  @Test func zeroWidthCharactersAddNothing() {
    #expect(DisplayWidth.of("a\u{200B}b") == 2)  // zero width space
    #expect(DisplayWidth.of("a\u{2060}b") == 2)  // word joiner
    #expect(DisplayWidth.of(Character("\u{FEFF}")) == 0)
    #expect(DisplayWidth.of(Character("\u{AD}")) == 1)  // soft hyphen, as glibc draws it
  }

  @Test func controlCharactersCountAsTheirOnePicture() {
    #expect(DisplayWidth.of(Character("\u{1B}")) == 1)
    #expect(DisplayWidth.of(Character("\u{7F}")) == 1)
    #expect(DisplayWidth.of(Character("\r\n")) == 2)
    #expect(DisplayWidth.of(Character("\u{85}")) == 1)
  }

  @Test func hangulJamoComposeToTwo() {
    let syllable = "\u{1100}\u{1161}\u{11A8}"  // ᄀ + ᅡ + ᆨ, one cluster
    #expect(syllable.count == 1)
    #expect(DisplayWidth.of(syllable) == 2)
    #expect(DisplayWidth.of("\u{1100}\u{1161}") == 2)
    #expect(DisplayWidth.of("각") == 2)
  }

  @Test func tablesAreSortedAndDisjoint() {
    for table in [
      UnicodeWidthTables.zeroWidth, UnicodeWidthTables.wide, UnicodeWidthTables.emoji,
      UnicodeWidthTables.extendedPictographic,
    ] {
      #expect(table.count % 2 == 0)
      for pair in stride(from: 0, to: table.count, by: 2) {
        #expect(table[pair] <= table[pair + 1])
        if pair > 0 { #expect(table[pair - 1] < table[pair]) }
      }
    }
    #expect(DisplayWidth.unicodeVersion == "15.0.0")
  }
}
