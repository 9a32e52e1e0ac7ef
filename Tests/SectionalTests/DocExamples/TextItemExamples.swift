import Sectional
import TestSupport
import Testing

/// The example in the doc comment of Sources/Sectional/Components/TextItem.swift.
@Suite struct TextItemExamples {
  /// Sources/Sectional/Components/TextItem.swift
  @Test func textItem() {
    let values = collect {
      TextItem("Privacy policy", icon: "lock.shield", accessory: .disclosure)
      TextItem("Log Out", role: .destructive)
    }
    let items = values.compactMap { $0 as? TextItem }
    #expect(items.map(\.title) == ["Privacy policy", "Log Out"])
    #expect(items.map(\.role) == [.normal, .destructive])
  }
}
