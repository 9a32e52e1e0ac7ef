import Sectional
import Testing

/// The example in the doc comment of Sources/Sectional/Content/Component.swift.
@Suite struct ComponentExamples {
  /// Sources/Sectional/Content/Component.swift
  struct RatingItem: Component {
    var stars: Int
  }

  @Test func ratingItemIsAComponent() {
    let row = Row(id: "rating", RatingItem(stars: 4))
    #expect(row.component as? RatingItem == RatingItem(stars: 4))
  }
}
