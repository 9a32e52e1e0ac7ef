import Sectional
import Testing

/// The examples in the doc comments of Sources/Sectional/Content/SectionLayout.swift and
/// Section+Modifiers.swift's `layout(_:)`.
@Suite struct SectionLayoutExamples {
  struct Post { var id: Int, picture: String, title: String }

  /// Sources/Sectional/Content/SectionLayout.swift
  @Test func grid() {
    let posts = [
      Post(id: 1, picture: "post-1", title: "Dawn"), Post(id: 2, picture: "post-2", title: "Dusk"),
    ]
    let section =
      Section(id: "photos", header: "Posts") {
        for post in posts {
          Row(
            id: post.id,
            ImageItem(source: .named(post.picture), aspectRatio: 1, altText: post.title))
        }
      }
      .layout(.grid(columns: 3))
    #expect(section.layout == .grid(columns: 3))
    #expect(section.rows.count == 2)
  }

  /// Sources/Sectional/Content/Section+Modifiers.swift
  @Test func flow() {
    let tags = ["swift", "ios"]
    let section =
      Section(id: "filters", header: "Filters") {
        for tag in tags { Row(id: tag, TextItem(tag)) }
      }
      .layout(.flow)
    #expect(section.layout == .flow)
    #expect(!section.layout.isList)
  }
}

@Suite struct SectionLayoutTests {
  @Test func badNumbersAreClampedNotTrapped() {
    #expect(SectionLayout.grid(columns: 0) == .grid(columns: 1))
    #expect(SectionLayout.grid(columns: -5) == .grid(columns: 1))
    #expect(SectionLayout.grid(minimumItemWidth: .nan) == .grid(minimumItemWidth: 1))
    #expect(SectionLayout.grid(minimumItemWidth: -3) == .grid(minimumItemWidth: 1))
    #expect(SectionLayout.carousel(itemWidth: .fraction(7)) == .carousel(itemWidth: .fraction(1)))
    #expect(
      SectionLayout.carousel(itemWidth: .fraction(0)) == .carousel(itemWidth: .fraction(0.05)))
    #expect(
      SectionLayout.carousel(itemWidth: .points(.infinity)) == .carousel(itemWidth: .points(1)))
  }

  @Test func aChangedLayoutIsAChangedDecoration() {
    let list = Section(id: "s") { Row(id: 1, TextItem("a")) }
    #expect(!list.hasSameDecoration(as: list.layout(.grid(columns: 2))))
    #expect(list.hasSameDecoration(as: list.layout(.list)))
    #expect(list.layout.isList)
  }
}
