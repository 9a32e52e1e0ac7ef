import DemoScreens
import Foundation
import Sectional
import SectionalTesting
import Testing

/// Leaving the Feed and opening it again finds it as it was left (issue 11, defect 17: likes
/// were forgotten and page 2's simulated failure came back on every visit).
@MainActor
@Suite struct FeedRevisitTests {
  @Test func aSecondVisitKeepsLikesSavesPagesAndTheOneFailure() async throws {
    let catalog = DemoCatalog(directory: .bundled, store: PreferenceStore(url: nil))
    let first = try #require(try catalog.make(.feed) as? FeedScreen)
    var app = ScreenTestHost(first, viewportHeight: 100_000)
    await app.idle()
    #expect(first.posts.count == 6)  // page 2 fails the first time
    let retry = try #require(app.content.sections.last?.rows.last)
    try app.tap(.id(retry.id))
    await app.idle()
    let post = try #require(first.posts.first)
    first.toggleLike(post.id)
    first.toggleSave(post.id)

    // Leave (the host goes away) and come back.
    app = ScreenTestHost(try catalog.make(.feed), viewportHeight: 100_000)
    await app.idle()
    let second = try #require(app.screen as? FeedScreen)
    #expect(second.liked == [post.id])
    #expect(second.saved == [post.id])
    #expect(second.posts.count == 18)
    #expect(second.pages.state == .exhausted)
  }
}
