import SectionalTerminal
import TestSupport
import Testing

/// The examples in the doc comments of Sources/SectionalTerminal/Text/DisplayWidth.swift.
@Suite struct DisplayWidthExamples {
  @Test func widths() {
    let values = collect {
      DisplayWidth.of("a")  // 1
      DisplayWidth.of("漢字")  // 4
      DisplayWidth.of("👨‍👩‍👧")  // 2, one cluster
      DisplayWidth.of("e\u{301}")  // 1
    }
    #expect(values.map { "\($0)" } == ["1", "4", "2", "1"])
  }

  @Test func uncertainWidths() {
    let values = collect {
      DisplayWidth.isUncertain("a")  // false
      DisplayWidth.isUncertain("\u{2744}\u{FE0F}")  // true: ❄️ is one column in some terminals
    }
    #expect(values.map { "\($0)" } == ["false", "true"])
  }
}
