import Sectional
import Testing

/// The examples in the doc comments of Sources/Sectional/Content/Row+Replaces.swift and of
/// `Changeset.successor(of:)` in Sources/Sectional/Controller/CursorTracking.swift.
@Suite struct RowReplacesExamples {
  struct Post: Sendable {
    var id: String
    var image: String
    var caption: String
  }

  static let posts = (1...4).map { Post(id: "p\($0)", image: "p\($0).png", caption: "Post \($0)") }

  static func list(_ posts: [Post]) -> ListContent {
    ListContent {
      for post in posts {
        Section(id: post.id) { Row(id: "\(post.id)/actions", TextItem("Like")) }
      }
    }
  }

  @Test func aPictureReplacesItsPostsActionBar() throws {
    let posts = Self.posts
    let grid = ListContent {
      Section(id: "grid") {
        for post in posts {
          Row(
            id: "\(post.id)/picture",
            ImageItem(source: .named(post.image), aspectRatio: 1, altText: post.caption)
          )
          .replaces("\(post.id)/actions")
        }
      }
      .layout(.grid(columns: 3))
    }
    let changes = try StagedChangeset(from: Self.list(posts), to: grid)
    var selectedID: ListID? = ListID("p3/actions")
    for stage in changes {
      if let id = selectedID, let successor = stage.successor(of: id) {
        selectedID = stage.content[successor]?.id
      }
    }
    #expect(selectedID == ListID("p3/picture"))
  }
}
