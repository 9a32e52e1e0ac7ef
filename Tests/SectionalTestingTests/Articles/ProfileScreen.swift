// The profile grid of the article "Testing screens", verbatim.
import Sectional

@MainActor
final class ProfileScreen: Screen {
  let title = "Profile"
  var opened: [String] = []

  var content: ListContent {
    Section(id: "posts", header: "Posts") {
      for index in 0..<9 {
        Row(
          id: "photo-\(index)",
          ImageItem(source: .named("post-\(index)"), aspectRatio: 1, altText: "Post \(index)")
        )
        .height(.fixed(100))
        .onSelect { [unowned self] _ in opened.append("photo-\(index)") }
      }
    }
    .layout(.grid(columns: 3))
  }
}
