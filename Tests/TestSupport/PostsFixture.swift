import Sectional

/// Posts shown two ways whose rows have other ids, for `Row.replaces(_:)`: as sections of a
/// title (unselectable) and an action bar (`POST/actions`), or as one section of pictures
/// (`POST/picture`). When `names` is set each row names the other layout's row of its post
/// (and an action bar also the post's card, `POST/card`).
///
/// - Parameters:
///   - posts: The posts' ids.
///   - grid: Whether the pictures show.
///   - names: Whether the rows name the rows they replace.
///   - columns: The pictures' columns; 1 lays them out as a list.
/// - Returns: The content.
package func postsContent(
  _ posts: [String], grid: Bool, names: Bool = true, columns: Int = 3
) -> ListContent {
  ListContent {
    if grid {
      Section(id: "grid") {
        for post in posts {
          let row = Row(id: "\(post)/picture", TextItem(post.uppercased()))
          names ? row.replaces("\(post)/actions") : row
        }
      }
      .layout(columns > 1 ? .grid(columns: columns) : .list)
    } else {
      for post in posts {
        Section(id: post) {
          Row(id: "\(post)/title", TextItem(post)).selectable(false)
          let row = Row(id: "\(post)/actions", TextItem("Like \(post)"))
          names ? row.replaces("\(post)/picture").replaces("\(post)/card") : row
        }
      }
    }
  }
}
