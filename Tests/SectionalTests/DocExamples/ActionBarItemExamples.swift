import Sectional
import TestSupport
import Testing

/// The example in the doc comment of Sources/Sectional/Components/ActionBarItem.swift.
@Suite struct ActionBarItemExamples {
  struct Post {
    var isLiked = true
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
}
