import Sectional

/// One post of the feed, opened from its picture in the profile grid: the same rows as in the
/// feed — header, picture, action bar, likes, caption, comments, time — whose likes, saves and
/// comments are the feed's.
@MainActor
public final class PostScreen: Screen {
  /// The post.
  public let post: Post
  let feed: FeedScreen

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - post: The post.
  ///   - feed: The feed it belongs to, which keeps its likes, saves and comments.
  public init(post: Post, feed: FeedScreen) {
    self.post = post
    self.feed = feed
  }

  /// Who posted it.
  public var title: String { post.username }

  /// Rebuilds with the feed, so a comment added on the Comments screen opened from here shows
  /// in its count.
  ///
  /// - Parameter context: The host's context.
  public func attach(_ context: ScreenContext) {
    feed.follow(self, context: context)
  }

  /// Stops following the feed, and has it rebuild: the post may have been liked or saved here.
  public func detach() {
    feed.follow(self, context: nil)
    feed.requestUpdate()
  }

  /// The post's section, as the feed builds it.
  public var content: ListContent {
    feed.section(for: post)
  }
}
