import Foundation
import Sectional

/// The Instagram-like feed of article 003: every post is a section of header, image, action bar,
/// likes, caption, comments and relative time. Pages load as the end approaches, through the
/// core's declarative pagination (``PageLoader``): the loaded posts are state, and the builder
/// emits them with the loading or retry row. Pull to refresh (Ctrl-R in the terminal) loads the
/// first page again: the posts shown stay until it arrives, and stay when it fails.
///
/// `v` switches to the profile grid: the posts' pictures in three columns, paged the same way,
/// under a "Most liked" shelf (a carousel); Enter on a picture or a card opens its post
/// (``PostScreen``). The choice is saved with the demo's state.
@MainActor
public final class FeedScreen: RefreshableScreen {
  /// The title.
  public let title = "Feed"
  /// The posts, paged.
  public let pages: PageLoader<Post, Int>
  /// The ids of the posts the user liked, kept in the demo's state.
  public var liked: Set<String> { store.preferences.likedPosts }
  /// The ids of the posts the user saved, kept in the demo's state.
  public var saved: Set<String> { store.preferences.savedPosts }
  let source: FeedSource
  /// Where the comments the user writes, the likes and the saves are kept.
  let store: PreferenceStore
  /// The comment being written on each post, by post id: kept while the feed lives.
  private var drafts: [String: String] = [:]
  private var context: ScreenContext?
  /// The screens over the feed that show its posts (a post opened from the grid), by screen:
  /// they rebuild with the feed when a comment is added.
  private var followers: [ObjectIdentifier: ScreenContext] = [:]
  /// Whether the screen's own text keeps to ASCII (`--ascii`): emoji in captions are written
  /// as their short names, `:tomato:`. `false` by default.
  public var isASCII = false

  /// Creates the feed.
  ///
  /// - Parameters:
  ///   - source: Where pages come from.
  ///   - store: Where the comments the user writes, the likes and the saves are kept; in
  ///     memory by default.
  public init(source: FeedSource, store: PreferenceStore = PreferenceStore(url: nil)) {
    self.source = source
    self.store = store
    // The data files count pages from 1.
    self.pages = PageLoader(name: "posts", first: 1) { [source] page in
      let posts: [Post]
      do {
        posts = try await source.load(page: page)
      } catch FeedSource.LoadError.data(let error) {
        // Reading a malformed file again cannot help: no retry is offered.
        throw PaginationError(.unrecoverable(error.description))
      }
      return LoadedPage(posts, next: posts.isEmpty ? nil : page + 1)
    }
  }

  /// The posts loaded so far.
  public var posts: [Post] { pages.items }

  /// Loads the first page of posts again; the posts shown stay until it arrives.
  ///
  /// - Throws: ``PaginationError`` when the page cannot be loaded; the posts stay.
  public func refresh() async throws {
    try await pages.refresh()
  }

  /// Likes or unlikes a post, and keeps that in the demo's state.
  ///
  /// - Parameter id: The post's id.
  public func toggleLike(_ id: String) {
    if store.preferences.likedPosts.remove(id) == nil { store.preferences.likedPosts.insert(id) }
  }

  /// Saves or unsaves a post, and keeps that in the demo's state.
  ///
  /// - Parameter id: The post's id.
  public func toggleSave(_ id: String) {
    if store.preferences.savedPosts.remove(id) == nil { store.preferences.savedPosts.insert(id) }
  }

  func likes(of post: Post) -> Int { post.likes + (liked.contains(post.id) ? 1 : 0) }

  /// Keeps the context, to rebuild when a comment is added on the Comments screen, or when
  /// another instance's saved changes are merged into the store.
  ///
  /// - Parameter context: The host's context.
  public func attach(_ context: ScreenContext) {
    self.context = context
    store.follow(self, context: context)
  }

  /// The comments the user wrote on a post, oldest first.
  ///
  /// - Parameter postID: The post's id.
  public func comments(on postID: String) -> [String] {
    store.preferences.comments[postID] ?? []
  }

  /// Adds a comment to a post and saves it, unless it is blank; white space around it is
  /// dropped.
  ///
  /// - Parameters:
  ///   - text: The comment.
  ///   - postID: The post's id.
  /// - Returns: Whether the comment was added.
  @discardableResult
  public func addComment(_ text: String, to postID: String) -> Bool {
    let comment = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !comment.isEmpty else { return false }
    store.preferences.comments[postID, default: []].append(comment)
    // The feed is under the Comments screen: its comment count changes.
    requestUpdate()
    return true
  }

  /// Asks the feed, and the screens that show its posts, to rebuild: their state changed
  /// outside their own handlers.
  func requestUpdate() {
    context?.requestUpdate()
    for follower in followers.values { follower.requestUpdate() }
  }

  /// Rebuilds a screen that shows the feed's posts with the feed, from now until it is
  /// unfollowed.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - context: Its host's context; `nil` stops following.
  func follow(_ screen: AnyObject, context: ScreenContext?) {
    followers[ObjectIdentifier(screen)] = context
  }

  /// The comment being written on a post.
  ///
  /// - Parameter postID: The post's id.
  public func draft(for postID: String) -> String { drafts[postID] ?? "" }

  /// Keeps the comment being written on a post.
  ///
  /// - Parameters:
  ///   - text: The text so far.
  ///   - postID: The post's id.
  public func setDraft(_ text: String, for postID: String) {
    drafts[postID] = text.isEmpty ? nil : text
  }

  /// How many comments a post has: those of the data and the user's.
  func commentCount(of post: Post) -> Int { post.comments + comments(on: post.id).count }

  /// Whether the feed shows the profile grid (the posts' pictures in three columns) rather
  /// than the posts; saved with the demo's state. A host that offers no screen commands (UIKit)
  /// sets it from a control of its own, then rebuilds the screen.
  public var showsGrid: Bool {
    get { store.preferences.showsFeedAsGrid }
    set { store.preferences.showsFeedAsGrid = newValue }
  }

  /// `v` switches between the posts and the profile grid, the cursor staying on its post: on
  /// the post's picture in the grid, on its action bar in the posts. The two layouts' rows have
  /// other ids; each names the rows it replaces (``Row/replaces(_:)``), so the cursor goes
  /// there with the change.
  public var commands: [ScreenCommand] {
    [
      ScreenCommand(showsGrid ? "Posts" : "Grid", shortcut: .mnemonic("v")) {
        [unowned self] _ in
        showsGrid.toggle()
      }
    ]
  }

  /// One section per post, or the profile grid, then a loading or retry row while more pages
  /// may follow.
  public var content: ListContent {
    if showsGrid {
      if !posts.isEmpty {
        mostLiked
        grid
      }
      pages.statusSection(id: "status")
    } else {
      pages.sections(statusID: "status") { post in section(for: post) }
    }
  }

  /// How many posts the "Most liked" shelf over the profile grid shows.
  public static let mostLikedCount = 5

  /// The shelf over the profile grid, as highlights sit over a profile's posts: the most liked
  /// posts loaded (the user's likes count), one line that scrolls sideways; selecting one opens
  /// the post.
  var mostLiked: Section {
    let ranked = posts.enumerated().sorted { first, second in
      let (a, b) = (likes(of: first.element), likes(of: second.element))
      return a != b ? a > b : first.offset < second.offset
    }
    return Section(id: "most-liked", header: "Most liked") {
      for (_, post) in ranked.prefix(Self.mostLikedCount) {
        let likes = likes(of: post)
        Row(
          id: "\(post.id)/most-liked",
          TextItem(
            post.username, subtitle: likes == 1 ? "1 like" : "\(likes) likes",
            accessory: .disclosure)
        )
        .onSelect { [unowned self] context in
          context.presenter.push(PostScreen(post: post, feed: self))
        }
      }
    }
    // 17 terminal columns a card: a username and its likes, the next card peeking.
    .layout(.carousel(itemWidth: .points(136)))
  }

  /// The profile grid: a square picture of every post loaded, three a line; selecting one
  /// opens the post.
  var grid: Section {
    Section(id: "grid", header: "Posts") {
      for post in posts {
        Row(id: "\(post.id)/picture", photo(of: post, aspectRatio: 1))
          .replaces("\(post.id)/actions")
          .selectionTitle("Open post")
          .onSelect { [unowned self] context in
            context.presenter.push(PostScreen(post: post, feed: self))
          }
      }
    }
    .layout(.grid(columns: 3))
  }

  /// The post's photo at `aspectRatio`: loaded from where the data says (``Post/imageURL``),
  /// a photo placeholder showing until it arrives and if it cannot, its description read for
  /// it. The posts and the profile grid show one source, so they share one load and its cached
  /// image. A post that names no URL shows its named picture, as every post once did.
  func photo(of post: Post, aspectRatio: Double) -> any Component {
    guard let url = post.imageURL else {
      return ImageItem(
        source: .named("\(post.id).png"), aspectRatio: aspectRatio, altText: post.imageAlt)
    }
    return AsyncImageItem(
      .url(url), aspectRatio: aspectRatio, accessibilityLabel: post.imageAlt,
      placeholder: .named("photo"))
  }

  /// What the action bar's buttons do.
  func perform(_ action: String?, on post: Post, presenter: any Presenter) {
    switch action {
    case "like", nil: toggleLike(post.id)
    case "bookmark": toggleSave(post.id)
    case "share":
      if let link = ShareItem.link("https://example.com/p/\(post.id)") {
        presenter.share([link])
      }
    case "comment":
      presenter.push(CommentsScreen(post: post, feed: self))
    default: break
    }
  }

  /// The post's caption, its emoji spelt out in ASCII.
  func caption(of post: Post) -> String {
    isASCII ? EmojiShortNames.spellingOut(post.caption) : post.caption
  }

  func section(for post: Post) -> Section {
    let initial = post.username.first.map { String($0).uppercased() } ?? "?"
    let likes = likes(of: post)
    return Section(id: post.id, style: .grouped) {
      Row(
        id: "\(post.id)/header",
        ParagraphItem(runs: [
          TextRun("(\(initial)) ", style: .dim), TextRun(post.username, style: .bold),
        ])
      )
      .selectable(false)
      Row(id: "\(post.id)/image", photo(of: post, aspectRatio: post.imageAspectRatio))
        .selectable(false)
      Row(
        id: "\(post.id)/actions",
        ActionBarItem([
          .init(
            id: "like", symbol: "heart", title: liked.contains(post.id) ? "Liked" : "Like",
            isOn: liked.contains(post.id)),
          .init(id: "comment", symbol: "bubble.right", title: "Comment"),
          .init(id: "share", symbol: "paperplane", title: "Share"),
          .init(
            id: "bookmark", symbol: "bookmark", title: saved.contains(post.id) ? "Saved" : "Save",
            isOn: saved.contains(post.id)),
        ])
      )
      // Back from the grid: the post's picture, or its card on the "Most liked" shelf.
      .replaces("\(post.id)/picture")
      .replaces("\(post.id)/most-liked")
      .onSelect { [unowned self] context in
        perform(context.actionID, on: post, presenter: context.presenter)
      }
      Row(
        id: "\(post.id)/likes",
        ParagraphItem(likes == 1 ? "1 like" : "\(likes) likes", style: .bold)
      )
      .selectable(false)
      Row(
        id: "\(post.id)/caption",
        ParagraphItem(runs: [
          TextRun(post.username, style: .bold), TextRun(" " + caption(of: post)),
        ])
      )
      .selectable(false)
      let comments = commentCount(of: post)
      if comments > 0 {
        // A count, not a promise to show them: the data has their number, not their text, and
        // the Comment button opens the Comments screen, which says so.
        Row(
          id: "\(post.id)/comments",
          ParagraphItem(comments == 1 ? "1 comment" : "\(comments) comments", style: .dim)
        )
        .selectable(false)
      }
      Row(id: "\(post.id)/time", ParagraphItem(RelativeTime.text(forAge: post.age), style: .dim))
        .selectable(false)
    }
  }
}
