import Sectional
import TestSupport
import Testing

/// The example in the doc comment of Sources/Sectional/Components/EmbeddedListItem.swift.
@Suite struct EmbeddedListItemExamples {
  /// Sources/Sectional/Components/EmbeddedListItem.swift
  @Test func embeddedListItem() throws {
    let values = collect {
      EmbeddedListItem(
        title: "Community",
        items: [
          TextItem("See the code on GitHub", icon: "github", accessory: .disclosure),
          TextItem("Chat with the team on Matrix", icon: "matrix", accessory: .disclosure),
        ])
    }
    let card = try #require(values.first as? EmbeddedListItem)
    #expect(card.title == "Community")
    #expect(card.items.map(\.title) == ["See the code on GitHub", "Chat with the team on Matrix"])
  }
}
