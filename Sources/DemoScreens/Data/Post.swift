import Foundation

/// A post of the Feed screen (article 003), as stored in the feed's JSON pages.
public struct Post: Codable, Equatable, Sendable, Identifiable {
  /// A stable id.
  public var id: String
  /// Who posted it.
  public var username: String
  /// A description of the photo.
  public var imageAlt: String
  /// The photo's width divided by its height: from 0.1 to 10 in a data file.
  public var imageAspectRatio: Double
  /// Where the photo is loaded from: an `http` or `https` URL, or a file in the data folder;
  /// `nil` when nothing says where (a post made in code without one, or a page that names no
  /// URL for a post the data folder has no picture for).
  public var imageURL: URL?
  /// How many people liked it.
  public var likes: Int
  /// The caption.
  public var caption: String
  /// How many comments it has.
  public var comments: Int
  /// How many seconds before "now" it was posted.
  public var age: Int

  /// Creates a post.
  public init(
    id: String, username: String, imageAlt: String, imageAspectRatio: Double, likes: Int,
    caption: String, comments: Int, age: Int, imageURL: URL? = nil
  ) {
    self.id = id
    self.username = username
    self.imageAlt = imageAlt
    self.imageAspectRatio = imageAspectRatio
    self.imageURL = imageURL
    self.likes = likes
    self.caption = caption
    self.comments = comments
    self.age = age
  }
}

/// One page of the feed: its posts, and whether the demo's fake network fails it the first time.
public struct FeedPage: Codable, Equatable, Sendable {
  /// The posts, newest first.
  public var posts: [Post]
  /// Whether the first attempt to load this page fails (to show the retry row).
  public var failsFirstAttempt: Bool?

  /// The file names of the pages, in order.
  public static func fileName(page: Int) -> String { "feed-\(page).json" }

  /// The number of pages in the bundled data set.
  public static let pageCount = 3

  /// Loads and validates one page.
  ///
  /// The page is a dictionary whose `posts` key lists 1 to 1,000 posts, each a dictionary
  /// with every key of ``Post``: texts not empty (the username up to 200 characters, the
  /// picture's description up to 1,000, the caption up to 10,000), ids unique in the page,
  /// `likes`, `comments` and `age` whole numbers from 0 (`age` up to a hundred years, in
  /// seconds), and `imageAspectRatio` a number from 0.1 to 10. A post may say where its photo
  /// is with `imageURL`: an `http` or `https` URL, or a path in the data folder such as
  /// `images/post-1.png` (a relative URL: `%20` for a space; no `..`), up to 2,000 characters.
  /// Without it, the post's photo is `images/ID.png` in the data folder, when there is one.
  ///
  /// - Parameters:
  ///   - page: The page number, from 1.
  ///   - directory: Where the data files are.
  /// - Throws: ``DemoDataError`` naming the post and key of the first problem.
  public static func load(page: Int, from directory: DataDirectory) throws(DemoDataError)
    -> FeedPage
  {
    let file = fileName(page: page)
    let top = try RecordReader(
      try DataFile.json(try directory.data(named: file), file: file), file: file, place: "")
    let records = try top.list("posts", of: "post")
    let failsFirstAttempt = try top.optionalBool("failsFirstAttempt")
    let posts = try DataFile.read(records, file: file, noun: "post", plural: "posts") {
      (reader, id) throws(DemoDataError) in
      Post(
        id: id,
        username: try reader.text("username", maximumLength: DataFile.shortText),
        imageAlt: try reader.text("imageAlt", maximumLength: DataFile.mediumText),
        imageAspectRatio: try reader.number("imageAspectRatio", in: DataFile.aspectRatios),
        likes: try reader.wholeNumber("likes", in: DataFile.counts),
        caption: try reader.text("caption", maximumLength: DataFile.longText),
        comments: try reader.wholeNumber("comments", in: DataFile.counts),
        age: try reader.wholeNumber("age", in: DataFile.ages),
        imageURL: try reader.optionalImageURL("imageURL", in: directory)
          ?? directory.imageURL(named: "\(id).png"))
    }
    return FeedPage(posts: posts, failsFirstAttempt: failsFirstAttempt)
  }
}
