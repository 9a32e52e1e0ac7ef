import SectionalTerminal
import TestSupport
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Text/Ellipsis.swift.
@Suite struct EllipsisExamples {
  @Test func ellipsis() {
    let values = collect {
      TextLayout.truncate("Hello, world", width: 8)  // "Hello,…"
      TextLayout.truncate("Hello, world", width: 8, ellipsis: .ascii)  // "Hello..."
    }
    #expect(values.map { "\($0)" } == ["Hello,…", "Hello..."])
  }
}
