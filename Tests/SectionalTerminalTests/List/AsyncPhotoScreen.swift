import Sectional

/// A photo loaded asynchronously (`.key("fox")`, "A red fox") under a caption, when there is
/// one, and over a row "After", when asked: the screen of the tests of `AsyncImageItem` rows.
@MainActor
final class AsyncPhotoScreen: Screen {
  let title: String
  let aspectRatio: Double
  let caption: String?
  let hasRowAfter: Bool

  init(
    title: String = "Photo", aspectRatio: Double, caption: String? = "A fox at dawn",
    hasRowAfter: Bool = false
  ) {
    self.title = title
    self.aspectRatio = aspectRatio
    self.caption = caption
    self.hasRowAfter = hasRowAfter
  }

  var content: ListContent {
    Section(id: "photo") {
      if let caption { Row(id: "caption", TextItem(caption)) }
      Row(
        id: "fox",
        AsyncImageItem(.key("fox"), aspectRatio: aspectRatio, accessibilityLabel: "A red fox"))
      if hasRowAfter { Row(id: "after", TextItem("After")) }
    }
  }
}
