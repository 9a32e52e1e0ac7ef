import DemoScreens
import Foundation
import Sectional
import SectionalTesting
import Testing

/// The Feed pulls to refresh (issue 18, item 1): the first page loads again, the posts shown
/// stay until it arrives, and a failed refresh says so without emptying the list.
@MainActor
@Suite struct FeedRefreshTests {
  func postIDs(_ app: ScreenTestHost) -> [ListID] {
    app.content.sections.map(\.id).filter { $0 != ListID("status") }
  }

  @Test func aRefreshLoadsTheFirstPageAgain() async throws {
    let feed = FeedScreen(source: FeedSource(directory: .bundled))
    let app = ScreenTestHost(feed, viewportHeight: 600)
    await app.idle()
    let first = postIDs(app)
    #expect(!first.isEmpty)
    #expect(app.host.isRefreshable)
    try await app.refresh()
    #expect(postIDs(app) == first)
    #expect(feed.pages.pagesLoaded == 1)
    #expect(app.problems.isEmpty)
    #expect(app.presentedAlert == nil)
    app.teardown()
  }

  @Test func aFailedRefreshSaysSoAndKeepsThePosts() async throws {
    let scratch = try ScratchData()
    let feed = FeedScreen(source: FeedSource(directory: scratch.directory))
    let app = ScreenTestHost(feed, viewportHeight: 600)
    await app.idle()
    let shown = postIDs(app)
    #expect(!shown.isEmpty)
    try scratch.write("feed-1.json", "{ not json")
    try await app.refresh()
    #expect(postIDs(app) == shown)
    #expect(app.problems.count == 1)
    #expect(app.presentedAlert?.title == "Could not refresh Feed")
    app.teardown()
  }
}
