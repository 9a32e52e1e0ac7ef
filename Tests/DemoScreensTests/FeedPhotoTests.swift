import DemoScreens
import Foundation
import Sectional
import SectionalTesting
import Testing

/// A post's photo is an `AsyncImageItem`, loaded from where the data says (``Post/imageURL``),
/// with a placeholder, the post's aspect ratio and its description read for the image; the
/// profile grid shows the same pictures, sharing their loads.
@MainActor
@Suite struct FeedPhotoTests {
  @Test func thePostsPhotoLoadsFromWhereTheDataSays() async throws {
    let loader = FakeImageLoader()
    let feed = FeedScreen(source: FeedSource(directory: .bundled))
    let app = ScreenTestHost(feed, viewportHeight: 2_000, imageLoader: loader)
    defer { app.teardown() }
    await app.idle()
    let post = try #require(feed.posts.first)
    let url = try #require(post.imageURL)
    let row = try #require(
      app.content.sections.first?.rows.first { $0.id == ListID("post-1/image") })
    let item = try #require(row.component as? AsyncImageItem)
    #expect(
      item
        == AsyncImageItem(
          .url(url), aspectRatio: 1.25, accessibilityLabel: "Photo by scribe_org",
          placeholder: .named("photo")))
    // On screen, it loads; loaded, the row shows it.
    try await waitUntil("the photo's load") { loader.pending.contains(.url(url)) }
    #expect(app.image(of: .id("post-1/image")) == .loading)
    loader.complete(.url(url), with: Data("photo".utf8))
    try await waitUntil("the photo to show") {
      app.image(of: .id("post-1/image")) == .loaded(Data("photo".utf8))
    }
  }

  @Test func theGridShowsTheSamePictures() async throws {
    let loader = FakeImageLoader()
    let feed = FeedScreen(source: FeedSource(directory: .bundled))
    let app = ScreenTestHost(feed, viewportHeight: 2_000, imageLoader: loader)
    defer { app.teardown() }
    await app.idle()
    try app.perform(command: "Grid")
    let post = try #require(feed.posts.first)
    let url = try #require(post.imageURL)
    let grid = try #require(app.content.sections.first { $0.id == ListID("grid") })
    let picture = try #require(grid.rows.first?.component as? AsyncImageItem)
    #expect(
      picture
        == AsyncImageItem(
          .url(url), aspectRatio: 1, accessibilityLabel: post.imageAlt,
          placeholder: .named("photo")))
  }

  /// A post made in code without a URL (no data names its picture) shows its named picture,
  /// as the feed did before its photos were loaded.
  @Test func aPostWithoutAURLShowsItsNamedPicture() throws {
    let feed = FeedScreen(source: FeedSource(directory: .bundled))
    let post = Post(
      id: "quiet", username: "nobody", imageAlt: "Nothing", imageAspectRatio: 2, likes: 0,
      caption: "Hello", comments: 0, age: 0)
    #expect(post.imageURL == nil)
    let app = ScreenTestHost(PostScreen(post: post, feed: feed))
    defer { app.teardown() }
    let row = app.content.sections.first?.rows.first { $0.id == ListID("quiet/image") }
    #expect(
      row?.component as? ImageItem
        == ImageItem(source: .named("quiet.png"), aspectRatio: 2, altText: "Nothing"))
  }
}
