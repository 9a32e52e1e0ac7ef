import Foundation
import Sectional
import TestSupport
import Testing

struct Photo: Hashable, Sendable {
  var id: Int
  var thumbnail: URL
  var caption: String
}

@MainActor final class PhotoGridScreen: Screen {
  let title = "Photos"
  var photos: [Photo] = []

  var content: ListContent {
    Section(id: "photos") {
      ForEach(photos, id: \.id) { photo in
        Row(
          id: photo.id,
          AsyncImageItem(
            .url(photo.thumbnail), aspectRatio: 1, accessibilityLabel: photo.caption,
            placeholder: .named("photo")))
      }
    }
    .layout(.grid(columns: 3))
  }
}

/// The code of the article "Images from the network".
@MainActor
@Suite("Article: Images from the network")
struct ImagesFromTheNetworkArticleTests {
  @Test("The photo grid shows one asynchronous image a photo, in a grid of three")
  func grid() throws {
    let screen = PhotoGridScreen()
    let url = try #require(URL(string: "https://example.com/1.jpg"))
    screen.photos = [Photo(id: 1, thumbnail: url, caption: "A fox")]
    let section = try #require(screen.content.sections.first)
    #expect(section.layout == .grid(columns: 3))
    let row = try #require(section.rows.first)
    #expect((row.component as? AsyncImageItem)?.source == .url(url))
    #expect(row.component.accessibilityDescription.label == "A fox")
  }
}
