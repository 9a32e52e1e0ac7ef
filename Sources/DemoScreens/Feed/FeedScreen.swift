import Sectional

/// The Instagram-like feed of article 003: every post is a section of header, image, action bar,
/// likes, caption, comments and relative time. Pages load as the end approaches.
@MainActor
public final class FeedScreen: Screen {
  /// Where loading stands.
  public enum LoadState: Equatable, Sendable {
    /// Nothing under way; more pages may follow.
    case idle
    /// A page is loading.
    case loading
    /// The last load failed with this message; selecting the retry row tries again.
    case failed(String)
    /// Every page is loaded.
    case exhausted
  }

  /// The title.
  public let title = "Feed"
  /// The posts loaded so far.
  public private(set) var posts: [Post] = []
  /// The ids of the posts the user liked.
  public private(set) var liked: Set<String> = []
  /// Where loading stands.
  public private(set) var state: LoadState = .idle
  /// The next page to load.
  public private(set) var nextPage = 1
  let source: FeedSource
  /// Called when the content changed outside an event handler (a page arrived).
  public var onNeedsUpdate: (@MainActor () -> Void)?

  /// Creates the feed.
  ///
  /// - Parameter source: Where pages come from.
  public init(source: FeedSource) {
    self.source = source
  }

  /// Loads the next page unless a load is under way or every page is loaded.
  public func loadNextPage() async {
    if state == .loading || state == .exhausted { return }
    state = .loading
    onNeedsUpdate?()
    do {
      let page = try await source.load(page: nextPage)
      let known = Set(posts.map(\.id))
      let fresh = page.filter { !known.contains($0.id) }
      if page.isEmpty {
        state = .exhausted
      } else {
        posts += fresh
        nextPage += 1
        state = .idle
      }
    } catch is CancellationError {
      state = .idle
    } catch {
      state = .failed(String(describing: error))
    }
    onNeedsUpdate?()
  }

  /// Keeps the host's update request, used when a page arrives, and loads the first page if
  /// none is loaded.
  ///
  /// - Parameter requestUpdate: Asks the host to rebuild the content.
  public func attach(requestUpdate: @escaping @MainActor () -> Void) {
    onNeedsUpdate = requestUpdate
    if posts.isEmpty && state == .idle {
      loadTask = Task { await self.loadNextPage() }
    }
  }

  /// How many lines (or points) from the end the next page starts loading.
  public var threshold: Double = 10

  /// Starts the next page when the viewport comes within ``threshold`` of the end.
  ///
  /// - Parameter region: Where the viewport is.
  public func visibleRegionDidChange(_ region: VisibleRegion) {
    guard state == .idle, region.distanceToEnd <= max(threshold, region.viewportHeight) else {
      return
    }
    loadTask = Task { await self.loadNextPage() }
  }

  /// The load under way, if any; cancelled when the screen goes away.
  public private(set) var loadTask: Task<Void, Never>?

  /// Cancels a load under way when the screen goes away.
  public func detach() {
    cancelLoading()
    onNeedsUpdate = nil
  }

  /// Cancels a load under way.
  public func cancelLoading() {
    loadTask?.cancel()
    loadTask = nil
  }

  /// Likes or unlikes a post.
  ///
  /// - Parameter id: The post's id.
  public func toggleLike(_ id: String) {
    if liked.remove(id) == nil { liked.insert(id) }
  }

  func likes(of post: Post) -> Int { post.likes + (liked.contains(post.id) ? 1 : 0) }

  /// One section per post, then a loading or retry row.
  public var content: ListContent {
    for post in posts {
      section(for: post)
    }
    switch state {
    case .loading:
      Section(id: "status") {
        Row(id: "loading", LoadingItem(.loading("Loading posts…"))).selectable(false)
      }
    case .failed(let message):
      Section(id: "status") {
        Row(id: "retry", LoadingItem(.failed(message: message)))
          .onSelect { [unowned self] _ in Task { await self.loadNextPage() } }
      }
    case .idle, .exhausted:
      [Section]()
    }
  }

  func section(for post: Post) -> Section {
    let initial = post.username.first.map { String($0).uppercased() } ?? "?"
    let likes = likes(of: post)
    return Section(id: post.id) {
      Row(
        id: "\(post.id)/header",
        ParagraphItem(runs: [
          TextRun("(\(initial)) ", style: .dim), TextRun(post.username, style: .bold),
        ])
      )
      .selectable(false)
      Row(
        id: "\(post.id)/image",
        ImageItem(
          source: .named("\(post.id).png"), aspectRatio: post.imageAspectRatio,
          altText: post.imageAlt)
      )
      .selectable(false)
      Row(
        id: "\(post.id)/actions",
        ActionBarItem([
          .init(id: "like", symbol: "heart", title: "Like", isOn: liked.contains(post.id)),
          .init(id: "comment", symbol: "bubble.right", title: "Comment"),
          .init(id: "share", symbol: "paperplane", title: "Share"),
          .init(id: "bookmark", symbol: "bookmark", title: "Save"),
        ])
      )
      .onSelect { [unowned self] context in
        if context.actionID == "like" || context.actionID == nil { toggleLike(post.id) }
      }
      Row(
        id: "\(post.id)/likes",
        ParagraphItem(likes == 1 ? "1 like" : "\(likes) likes", style: .bold)
      )
      .selectable(false)
      Row(
        id: "\(post.id)/caption",
        ParagraphItem(runs: [TextRun(post.username, style: .bold), TextRun(" " + post.caption)])
      )
      .selectable(false)
      if post.comments > 0 {
        Row(
          id: "\(post.id)/comments",
          ParagraphItem(
            post.comments == 1 ? "View 1 comment" : "View all \(post.comments) comments",
            style: .dim)
        )
        .selectable(false)
      }
      Row(id: "\(post.id)/time", ParagraphItem(RelativeTime.text(forAge: post.age), style: .dim))
        .selectable(false)
    }
  }
}
