import Sectional

/// A post's comments, opened by its "Comment" button: the comments it has and an "Add a
/// comment…" field with a "Post" button that appends yours.
///
/// The demo's data holds how many comments a post has, not their text, so those show as a
/// count; yours are saved in the state file (``Preferences/comments``) and kept, like the
/// comment you are writing, for the feed's life.
@MainActor
public final class CommentsScreen: Screen {
  /// The rows that are not comments, by kind.
  public enum Field: Hashable, Sendable {
    /// The "Add a comment…" field.
    case draft
    /// The "Post" button.
    case post
  }

  /// The title.
  public let title = "Comments"
  /// The post.
  public let post: Post
  let feed: FeedScreen

  /// The longest comment, in characters.
  nonisolated public static let maximumLength = 1_000

  /// What the comment field keeps of `text`, and why it refused the rest: the admission the
  /// field applies to what is typed or pasted, which a loaded state file's comments get too.
  ///
  /// - Parameter text: A comment.
  /// - Returns: What the field keeps.
  nonisolated static func admit(_ text: String) -> TextAdmission {
    TextAreaItem("Comment", text: "", maxLength: maximumLength).admit(text)
  }

  /// The comments section, kept while no comment is added: a keystroke in the comment box
  /// rebuilds the screen, and a post with thousands of comments must not build them all again.
  private let commentsMemo = SectionMemo<Int>()

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - post: The post.
  ///   - feed: The feed it belongs to, which keeps the comments and the one being written.
  public init(post: Post, feed: FeedScreen) {
    self.post = post
    self.feed = feed
  }

  /// Puts the focus in the "Add a comment…" field, as the Comment button promises.
  ///
  /// - Parameter context: The host's context.
  public func attach(_ context: ScreenContext) {
    context.focus(Field.draft)
  }

  /// The post's caption, its comments, and the field to add one.
  public var content: ListContent {
    let mine = feed.comments(on: post.id)
    let draft = feed.draft(for: post.id)
    Section(id: "post", style: .grouped) {
      Row(
        id: "caption",
        ParagraphItem(runs: [
          TextRun(post.username, style: .bold), TextRun(" " + feed.caption(of: post)),
        ])
      )
      .selectable(false)
    }
    // The user's comments are only ever added to, so their count says when they change.
    commentsMemo.section(for: mine.count) { comments(mine) }
    Section(id: "compose", style: .grouped) {
      Row(
        id: Field.draft,
        TextAreaItem(
          "Comment", text: draft, placeholder: "Add a comment…",
          lines: 2...5,
          maxLength: Self.maximumLength,
          // How much room is left, once something is written.
          hint: draft.isEmpty ? nil : "\(draft.count) of \(Self.maximumLength) characters",
          // Return posts the comment: the footer says "⏎ send".
          submitLabel: .send)
      )
      .onChange(String.self) { [feed, post] text in feed.setDraft(text, for: post.id) }
      // Return in the field posts, as the button does (a new line has its own key).
      .onSubmit { [unowned self] _ in postDraft() }
      Row(id: Field.post, ButtonItem("Post", isEnabled: Self.canPost(draft)))
        .onSelect { [unowned self] _ in postDraft() }
    }
  }

  /// The comments: how many the data has, then the user's own.
  func comments(_ mine: [String]) -> Section {
    Section(id: "comments", header: "Comments", style: .grouped) {
      if post.comments > 0 {
        // The data has their number only: say so, rather than seem to list them.
        Row(
          id: "earlier",
          ParagraphItem(
            (post.comments == 1 ? "1 earlier comment" : "\(post.comments) earlier comments")
              + ", not in the demo's data",
            style: .dim)
        )
        .selectable(false)
      } else if mine.isEmpty {
        Row(id: "none", ParagraphItem("No comments yet.", style: .dim)).selectable(false)
      }
      for (index, comment) in mine.enumerated() {
        Row(
          id: "comment-\(index)",
          ParagraphItem(runs: [TextRun("you", style: .bold), TextRun(" " + comment)])
        )
        .selectable(false)
      }
    }
  }

  /// Appends the comment being written, unless it is blank, and empties the field.
  func postDraft() {
    if feed.addComment(feed.draft(for: post.id), to: post.id) {
      feed.setDraft("", for: post.id)
    }
  }

  /// Whether a draft can be posted: it is not blank.
  nonisolated static func canPost(_ draft: String) -> Bool {
    draft.contains { !$0.isWhitespace }
  }
}
