import DemoScreens
import Foundation
import Testing

/// Where a post's photo is loaded from: the page's optional `imageURL` key — an `http` or
/// `https` URL, or a path in the data folder — or, without it, the post's picture in the data
/// folder's `images`. A value that is none of these is refused as the other keys' bad values
/// are, naming the file, the post and the key.
@MainActor
@Suite struct PostImageURLTests {
  /// A page of one post whose `imageURL` key holds `value` (JSON), or has none.
  func page(id: String = "p", imageURL value: String?) -> String {
    let key = value.map { #", "imageURL": \#($0)"# } ?? ""
    return #"""
      {"posts": [{"id": "\#(id)", "username": "u", "imageAlt": "A photo",
        "imageAspectRatio": 1.5, "likes": 1, "caption": "c", "comments": 0, "age": 5\#(key)}]}
      """#
  }

  func path(_ url: URL?) -> String? { url?.standardizedFileURL.path }

  @Test func theBundledPostsNameTheirPicturesInTheDataFolder() throws {
    for number in 1...FeedPage.pageCount {
      for post in try FeedPage.load(page: number, from: .bundled).posts {
        let url = try #require(post.imageURL, "\(post.id)")
        #expect(url.isFileURL)
        let expected = DataDirectory.bundled.url.appendingPathComponent("images/\(post.id).png")
        #expect(path(url) == path(expected))
        #expect(FileManager.default.fileExists(atPath: url.path), "\(url)")
      }
    }
  }

  @Test func aPathIsTakenInTheDataFolderAndAnHTTPSURLAsItIs() throws {
    let scratch = try ScratchData()
    try scratch.write("feed-1.json", page(imageURL: #""images/post-2.png""#))
    var post = try #require(try FeedPage.load(page: 1, from: scratch.directory).posts.first)
    #expect(path(post.imageURL) == path(scratch.url.appendingPathComponent("images/post-2.png")))
    // Percent-escapes are a URL's: a space is %20.
    try scratch.write("feed-1.json", page(imageURL: #""images/my%20photo.png""#))
    post = try #require(try FeedPage.load(page: 1, from: scratch.directory).posts.first)
    #expect(path(post.imageURL) == path(scratch.url.appendingPathComponent("images/my photo.png")))
    let remote = "https://images.example.com/p/1.jpg?size=large"
    try scratch.write("feed-1.json", page(imageURL: "\"\(remote)\""))
    post = try #require(try FeedPage.load(page: 1, from: scratch.directory).posts.first)
    #expect(post.imageURL == URL(string: remote))
  }

  /// A page written before the key existed: the post's picture in `images`, when there is one.
  @Test func withoutTheKeyThePostsPictureInImagesIsUsed() throws {
    let scratch = try ScratchData()
    try scratch.write("feed-1.json", page(id: "post-3", imageURL: nil))
    var post = try #require(try FeedPage.load(page: 1, from: scratch.directory).posts.first)
    #expect(path(post.imageURL) == path(scratch.url.appendingPathComponent("images/post-3.png")))
    try scratch.write("feed-1.json", page(id: "post-3", imageURL: "null"))
    post = try #require(try FeedPage.load(page: 1, from: scratch.directory).posts.first)
    #expect(path(post.imageURL) == path(scratch.url.appendingPathComponent("images/post-3.png")))
    try scratch.write("feed-1.json", page(id: "no-picture", imageURL: nil))
    post = try #require(try FeedPage.load(page: 1, from: scratch.directory).posts.first)
    #expect(post.imageURL == nil)
  }

  nonisolated static let expected =
    #"must be an http or https URL, or a path in the data folder such as "images/post-1.png", "#

  @Test(arguments: [
    ("3", expected + "found 3"),
    ("true", expected + "found true"),
    (#"["a.png"]"#, expected + "found a list"),
    (#""""#, "must not be empty"),
    (#""  ""#, "must not be empty"),
    (#""ftp://example.com/a.png""#, expected + #"found text "ftp://example.com/a.png""#),
    (#""file:///etc/passwd""#, expected + #"found text "file:///etc/passwd""#),
    (#""javascript:alert(1)""#, expected + #"found text "javascript:alert(1)""#),
    (#""https://""#, expected + #"found text "https://""#),
    (#""https:///a.png""#, expected + #"found text "https:///a.png""#),
    (#""/etc/passwd""#, expected + #"found text "/etc/passwd""#),
    (#""//example.com/a.png""#, expected + #"found text "//example.com/a.png""#),
    (#""../secret.png""#, expected + #"found text "../secret.png""#),
    (#""images/../../secret.png""#, expected + #"found text "images/../../secret.png""#),
    (#""images/%2E%2E/x.png""#, expected + #"found text "images/%2E%2E/x.png""#),
    (#""images/a%2Fb.png""#, expected + #"found text "images/a%2Fb.png""#),
    (#""images//a.png""#, expected + #"found text "images//a.png""#),
    (#""images/a b.png""#, expected + #"found text "images/a b.png""#),
    (#""images/a.png?x=1""#, expected + #"found text "images/a.png?x=1""#),
    (#""https://exa mple.com/a.png""#, expected + #"found text "https://exa mple.com/a.png""#),
    (#""images/a\u0007.png""#, expected + #"found text "images/a␇.png""#),
    (
      "\"https://example.com/\(String(repeating: "a", count: 2_000))\"",
      "is 2020 characters long, at most 2000"
    ),
  ])
  func aBadValueNamesTheFileThePostAndTheKey(value: String, problem: String) throws {
    let scratch = try ScratchData()
    try scratch.write("feed-1.json", page(imageURL: value))
    #expect(
      throws: DemoDataError(
        file: "feed-1.json", place: #"post 1, key "imageURL""#, problem: problem)
    ) {
      try FeedPage.load(page: 1, from: scratch.directory)
    }
  }
}
