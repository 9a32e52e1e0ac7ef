import Foundation

/// A post of the Feed screen (article 003), as stored in the feed's JSON pages.
public struct Post: Codable, Equatable, Sendable, Identifiable {
  /// A stable id.
  public var id: String
  /// Who posted it.
  public var username: String
  /// A description of the photo.
  public var imageAlt: String
  /// The photo's width divided by its height.
  public var imageAspectRatio: Double
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
    caption: String, comments: Int, age: Int
  ) {
    self.id = id
    self.username = username
    self.imageAlt = imageAlt
    self.imageAspectRatio = imageAspectRatio
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
  /// - Parameters:
  ///   - page: The page number, from 1.
  ///   - directory: Where the data files are.
  /// - Throws: ``DemoDataError`` naming the post and key of the first problem.
  public static func load(page: Int, from directory: DataDirectory) throws(DemoDataError)
    -> FeedPage
  {
    let file = fileName(page: page)
    let data = try directory.data(named: file)
    let decoded: FeedPage
    do {
      decoded = try JSONDecoder().decode(FeedPage.self, from: data)
    } catch let error as DecodingError {
      throw error.demoError(file: file, recordWord: "post")
    } catch {
      throw DemoDataError(file: file, problem: "not JSON: \(error.localizedDescription)")
    }
    for (index, post) in decoded.posts.enumerated() {
      let place = "post \(index + 1)"
      if post.id.isEmpty {
        throw DemoDataError(file: file, place: place + ", key \"id\"", problem: "the id is empty")
      }
      if post.likes < 0 || post.comments < 0 || post.age < 0 {
        throw DemoDataError(
          file: file, place: place, problem: "likes, comments and age must not be negative")
      }
      if !(post.imageAspectRatio.isFinite && post.imageAspectRatio > 0) {
        throw DemoDataError(
          file: file, place: place + ", key \"imageAspectRatio\"",
          problem: "must be a positive number, found \(post.imageAspectRatio)")
      }
    }
    return decoded
  }
}
