import DemoScreens
import Testing

/// The feed's bundled posts are newest first, as a feed is read: the relative times shown down
/// the feed ("1 WEEK AGO", "2 WEEKS AGO") never go back in time.
@MainActor
@Suite struct FeedOrderTests {
  @Test func theBundledFeedIsNewestFirst() throws {
    let posts = try (1...FeedPage.pageCount).flatMap {
      try FeedPage.load(page: $0, from: .bundled).posts
    }
    let ages = posts.map(\.age)
    for (index, pair) in zip(ages, ages.dropFirst()).enumerated() {
      #expect(pair.0 <= pair.1, "\(posts[index].id) is older than \(posts[index + 1].id)")
    }
  }
}
