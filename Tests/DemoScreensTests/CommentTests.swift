import DemoScreens
import Foundation
import Sectional
import SectionalTesting
import Testing

/// Feed → "Comment": the post's comments and an "Add a comment…" field whose "Post" appends
/// yours, kept across visits and in the state file (issue 16, item 8).
@MainActor
@Suite struct CommentTests {
  typealias Field = CommentsScreen.Field

  /// The feed of a catalog whose state is saved in a fresh file, with its first page loaded.
  @MainActor
  struct Setup {
    let url: URL
    let catalog: DemoCatalog
    let feed: FeedScreen
    let app: ScreenTestHost

    init() async throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "comments-\(UUID()).json")
      catalog = DemoCatalog(directory: .bundled, store: PreferenceStore(url: url))
      feed = try #require(try catalog.make(.feed) as? FeedScreen)
      app = ScreenTestHost(feed, viewportHeight: 2_000)
      await app.idle()
    }

    var post: Post { feed.posts[0] }
    var fields: FormDriver { FormDriver(app) }

    func openComments() throws {
      try app.tap(.id("\(post.id)/actions"), detail: .action("comment"))
      #expect(app.screen is CommentsScreen)
    }

    var postButton: ButtonItem? { fields.component(Field.post, as: ButtonItem.self) }
    var texts: [String] {
      app.content.sections.flatMap(\.rows).compactMap {
        ($0.component as? ParagraphItem)?.plainText
      }
    }
  }

  @Test func commentOpensThePostsCommentsWithAnEmptyField() async throws {
    let setup = try await Setup()
    defer { setup.app.teardown() }
    try setup.openComments()
    #expect(setup.app.presenter.requests.last == .push(title: "Comments"))
    #expect(setup.texts.contains("scribe_org Morning light over the harbour"))
    // A count the data has, said to be one, and no promise to list them.
    #expect(setup.texts.contains("87 earlier comments, not in the demo's data"))
    let field = try #require(setup.fields.component(Field.draft, as: TextAreaItem.self))
    #expect(field.text.isEmpty)
    #expect(field.placeholder == "Add a comment…")
    #expect(setup.postButton?.isEnabled == false)
    // The field has the focus, as the Comment button promises.
    #expect(setup.fields.focusedID == ListID(Field.draft))
  }

  @Test func returnInTheFieldPostsAndKeepsTheFocus() async throws {
    let setup = try await Setup()
    defer { setup.app.teardown() }
    try setup.openComments()
    try setup.fields.pressReturn()  // blank: nothing is posted
    #expect(setup.feed.comments(on: setup.post.id).isEmpty)
    try setup.fields.type("By Return", into: Field.draft)
    try setup.fields.pressReturn()
    #expect(setup.feed.comments(on: setup.post.id) == ["By Return"])
    #expect(setup.fields.component(Field.draft, as: TextAreaItem.self)?.text == "")
    #expect(setup.fields.focusedID == ListID(Field.draft))
  }

  @Test func postIsEnabledWhenTheTextIsNotBlankAndAppendsTheComment() async throws {
    let setup = try await Setup()
    defer { setup.app.teardown() }
    try setup.openComments()
    try setup.fields.type("  \n ", into: Field.draft)
    #expect(setup.postButton?.isEnabled == false)
    try setup.app.tap(.id(Field.post))
    #expect(setup.feed.comments(on: setup.post.id).isEmpty)
    try setup.fields.clear(Field.draft)
    try setup.fields.type("Lovely light\nand boats", into: Field.draft)
    #expect(setup.postButton?.isEnabled == true)
    try setup.app.tap(.id(Field.post))
    #expect(setup.feed.comments(on: setup.post.id) == ["Lovely light\nand boats"])
    #expect(setup.texts.contains("you Lovely light\nand boats"))
    // The field is empty again, and Post disabled.
    #expect(setup.fields.component(Field.draft, as: TextAreaItem.self)?.text == "")
    #expect(setup.postButton?.isEnabled == false)
    try setup.fields.type("Second", into: Field.draft)
    try setup.app.tap(.id(Field.post))
    #expect(setup.feed.comments(on: setup.post.id) == ["Lovely light\nand boats", "Second"])
    // Saved, and counted on the feed once back.
    setup.catalog.store.flush()
    #expect(
      PreferenceStore(url: setup.url).preferences.comments[setup.post.id]
        == ["Lovely light\nand boats", "Second"])
    setup.app.pop()
    await setup.app.idle()
    let count = try #require(
      setup.fields.component("\(setup.post.id)/comments", as: ParagraphItem.self))
    #expect(count.plainText == "89 comments")
  }

  @Test func commentsAndTheDraftAreKeptAcrossVisits() async throws {
    let setup = try await Setup()
    try setup.openComments()
    try setup.fields.type("Kept", into: Field.draft)
    try setup.app.tap(.id(Field.post))
    try setup.fields.type("Half written", into: Field.draft)
    setup.app.teardown()

    // Leave the feed and come back through the catalog.
    let app = ScreenTestHost(try setup.catalog.make(.feed), viewportHeight: 2_000)
    defer { app.teardown() }
    await app.idle()
    try app.tap(.id("\(setup.post.id)/actions"), detail: .action("comment"))
    let texts = app.content.sections.flatMap(\.rows).compactMap {
      ($0.component as? ParagraphItem)?.plainText
    }
    #expect(texts.contains("you Kept"))
    #expect(FormDriver(app).component(Field.draft, as: TextAreaItem.self)?.text == "Half written")

    // A new run of the demo reads them from the state file.
    setup.catalog.store.flush()
    let next = DemoCatalog(directory: .bundled, store: PreferenceStore(url: setup.url))
    let feed = try #require(try next.make(.feed) as? FeedScreen)
    #expect(feed.comments(on: setup.post.id) == ["Kept"])
  }

  @Test func aPostWithoutCommentsSaysSo() async throws {
    let setup = try await Setup()
    defer { setup.app.teardown() }
    let quiet = Post(
      id: "quiet", username: "nobody", imageAlt: "", imageAspectRatio: 1, likes: 0,
      caption: "Hello", comments: 0, age: 0)
    let screen = CommentsScreen(post: quiet, feed: setup.feed)
    let texts = screen.content.sections.flatMap(\.rows).compactMap {
      ($0.component as? ParagraphItem)?.plainText
    }
    #expect(texts == ["nobody Hello", "No comments yet."])
  }
}
