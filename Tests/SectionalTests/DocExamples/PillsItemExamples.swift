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
}
