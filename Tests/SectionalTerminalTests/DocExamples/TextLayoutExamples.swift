import SectionalTerminal
import TestSupport
import Testing

/// The examples in the doc comments of Sources/SectionalTerminal/Text/TextLayout.swift,
/// TextLayout+Wrap.swift, TextLayout+Truncate.swift and TextLayout+TitleDetail.swift: every
/// value the comments promise.
@Suite struct TextLayoutExamples {
  @Test func textLayout() {
    let values = collect {
      TextLayout.wrap("The quick brown fox", width: 10)  // ["The quick", "brown fox"]
      TextLayout.truncate("Privacy policy", width: 8)  // "Privacy…"
      TextLayout.titleAndDetail("Version", "1.2", width: 14)  // "Version    1.2"
    }
    #expect(
      values.map { "\($0)" } == [#"["The quick", "brown fox"]"#, "Privacy…", "Version    1.2"])
  }

  @Test func wrap() {
    let values = collect {
      TextLayout.wrap("one two three", width: 7)  // ["one two", "three"]
      TextLayout.wrap("abcdefghij", width: 4)  // ["abcd", "efgh", "ij"]
    }
    #expect(values.map { "\($0)" } == [#"["one two", "three"]"#, #"["abcd", "efgh", "ij"]"#])
  }

  @Test func truncate() {
    let values = collect {
      TextLayout.truncate("Hello world", width: 8)  // "Hello w…"
      TextLayout.truncate("漢字テキスト", width: 6)  // "漢字…"
    }
    #expect(values.map { "\($0)" } == ["Hello w…", "漢字…"])
  }

  @Test func titleAndDetail() {
    let values = collect {
      TextLayout.titleAndDetail("Version", "1.2", width: 14)  // "Version    1.2"
      TextLayout.titleAndDetail("Notifications", "On", width: 10)  // "Notifi… On"
    }
    #expect(values.map { "\($0)" } == ["Version    1.2", "Notifi… On"])
  }
}
