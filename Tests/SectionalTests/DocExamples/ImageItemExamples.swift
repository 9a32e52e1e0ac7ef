import Sectional
import TestSupport
import Testing

/// The example in the doc comment of Sources/Sectional/Components/ImageItem.swift.
@Suite struct ImageItemExamples {
  /// Sources/Sectional/Components/ImageItem.swift
  @Test func imageItem() throws {
    let values = collect {
      ImageItem(source: .path("photos/fox.png"), aspectRatio: 4.0 / 3.0, altText: "A red fox")
    }
    let image = try #require(values.first as? ImageItem)
    #expect(image.source == .path("photos/fox.png"))
    #expect(image.altText == "A red fox")
  }
}
