import Sectional
import Testing

/// The examples in the doc comments of Sources/Sectional/Components/*.swift and
/// Sources/Sectional/Content/Component.swift.
@MainActor
@Suite struct ComponentExamples {
  struct Post {
    var isLiked = true
  }

  /// Sources/Sectional/Content/Component.swift
  struct RatingItem: Component {
    var stars: Int
  }

  @Test func ratingItemIsAComponent() {
    let row = Row(id: "rating", RatingItem(stars: 4))
    #expect(row.component as? RatingItem == RatingItem(stars: 4))
  }

  /// Sources/Sectional/Components/ActionBarItem.swift
  @Test func actionBarItem() throws {
    let post = Post()
    let values = collect {
      ActionBarItem([
        .init(id: "like", symbol: "heart", title: "Like", isOn: post.isLiked),
        .init(id: "share", symbol: "square.and.arrow.up", title: "Share"),
      ])
    }
    let bar = try #require(values.first as? ActionBarItem)
    #expect(bar.actions.map(\.id) == ["like", "share"])
    #expect(bar.actions.map(\.isOn) == [true, false])
  }

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

  /// Sources/Sectional/Components/ImageItem.swift
  @Test func imageItem() throws {
    let values = collect {
      ImageItem(source: .path("photos/fox.png"), aspectRatio: 4.0 / 3.0, altText: "A red fox")
    }
    let image = try #require(values.first as? ImageItem)
    #expect(image.source == .path("photos/fox.png"))
    #expect(image.altText == "A red fox")
  }

  /// Sources/Sectional/Components/LoadingItem.swift
  @Test func loadingItem() {
    let values = collect {
      LoadingItem()  // a spinner
      LoadingItem(.failed(message: "The network is down"))  // a retry row
    }
    #expect(
      values.compactMap { ($0 as? LoadingItem)?.state } == [
        .loading(nil), .failed(message: "The network is down"),
      ])
  }

  /// Sources/Sectional/Components/ParagraphItem.swift
  @Test func paragraphItem() {
    let values = collect {
      ParagraphItem(runs: [
        TextRun("scribe_org", style: .bold),
        TextRun(" Keyboards for language learners"),
      ])
      ParagraphItem("A long description that wraps.")
    }
    let paragraphs = values.compactMap { $0 as? ParagraphItem }
    #expect(
      paragraphs.map { $0.runs.map(\.text).joined() } == [
        "scribe_org Keyboards for language learners", "A long description that wraps.",
      ])
  }

  /// Sources/Sectional/Components/PillsItem.swift
  @Test func pillsItem() throws {
    let values = collect {
      PillsItem([Pill(id: "vegan", title: "Vegan"), Pill(id: "open", title: "Open now")])
    }
    let pills = try #require(values.first as? PillsItem)
    #expect(pills.pills.map(\.title) == ["Vegan", "Open now"])
  }

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
