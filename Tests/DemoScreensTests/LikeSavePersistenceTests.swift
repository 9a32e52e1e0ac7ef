import DemoScreens
import Foundation
import Sectional
import SectionalTesting
import Testing

/// A post's like and "⚑ Saved" are state like a comment: kept in the state file and there on
/// the next start (issue 31, item 6).
@MainActor
@Suite struct LikeSavePersistenceTests {
  @Test func aLikeAndASaveAreThereOnTheNextStart() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "likes-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let store = PreferenceStore(url: url)
    let catalog = DemoCatalog(directory: .bundled, store: store)
    let feed = try #require(try catalog.make(.feed) as? FeedScreen)
    let app = ScreenTestHost(feed, viewportHeight: 2_000)
    await app.idle()
    let first = feed.posts[0].id
    let second = feed.posts[1].id
    try app.tap(.id("\(first)/actions"), detail: .action("like"))
    try app.tap(.id("\(second)/actions"), detail: .action("bookmark"))
    #expect(feed.liked == [first])
    #expect(feed.saved == [second])
    app.teardown()
    store.flush()

    // A new run of the demo on the same file.
    let next = DemoCatalog(directory: .bundled, store: PreferenceStore(url: url))
    let again = try #require(try next.make(.feed) as? FeedScreen)
    #expect(again.liked == [first])
    #expect(again.saved == [second])
    // Unliking is kept too.
    again.toggleLike(first)
    next.store.flush()
    #expect(PreferenceStore(url: url).preferences.likedPosts.isEmpty)
  }
}
