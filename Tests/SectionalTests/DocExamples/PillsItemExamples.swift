import Sectional
import TestSupport
import Testing

/// The example in the doc comment of Sources/Sectional/Components/PillsItem.swift.
@Suite struct PillsItemExamples {
  /// Sources/Sectional/Components/PillsItem.swift
  @Test func pillsItem() throws {
    let values = collect {
      PillsItem([Pill(id: "vegan", title: "Vegan"), Pill(id: "open", title: "Open now")])
    }
    let pills = try #require(values.first as? PillsItem)
    #expect(pills.pills.map(\.title) == ["Vegan", "Open now"])
  }

  /// Sources/Sectional/Components/PillsItem.swift, `shown(around:)`
  @Test func shownAround() {
    let values = collect {
      let days = PillsItem((1...15).map { Pill(id: "\($0)", title: "Nov \($0)") }, window: 7)
      days.shown(around: 2)  // 0..<7
      days.shown(around: 9)  // 6..<13
    }
    #expect(values.map { "\($0)" } == ["0..<7", "6..<13"])
  }
}
