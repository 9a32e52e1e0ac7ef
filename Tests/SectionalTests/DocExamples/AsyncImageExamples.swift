import Foundation
import Sectional
import SectionalTesting
import TestSupport
import Testing

/// Sources/Sectional/Images/ImageLoading.swift
struct BundleImages: ImageLoading {
  func loadImage(_ source: AsyncImageItem.Source) async throws -> Data {
    guard case .key(let name) = source,
      let url = Bundle.main.url(forResource: name, withExtension: "png")
    else { throw CocoaError(.fileNoSuchFile) }
    return try Data(contentsOf: url)
  }
}

/// The examples in the doc comments of the asynchronous image's types.
@MainActor
@Suite struct AsyncImageExamples {
  private struct Photo {
    var id: String
    var thumbnailURL: URL
    var caption: String
  }

  /// Sources/Sectional/Components/AsyncImageItem.swift
  @Test func asyncImageItem() throws {
    let photo = Photo(
      id: "fox", thumbnailURL: try #require(URL(string: "https://example.com/fox.jpg")),
      caption: "A red fox")
    let row = Row(
      id: photo.id,
      AsyncImageItem(
        .url(photo.thumbnailURL), aspectRatio: 1, accessibilityLabel: photo.caption,
        placeholder: .named("photo")))
    #expect((row.component as? AsyncImageItem)?.placeholder == .named("photo"))
  }

  /// Sources/Sectional/Images/URLImageLoader.swift and the `Data` pipeline's initializer.
  @Test func urlLoader() {
    let pipeline = ImagePipeline(loader: URLImageLoader())
    #expect(pipeline.loadsInFlight == 0)
  }

  /// Sources/Sectional/Images/ImagePipeline.swift
  @Test func follow() async throws {
    let controller = try ListController {
      Section(id: "s") {
        Row(id: "a", AsyncImageItem(.key("a"), aspectRatio: 1, accessibilityLabel: "A"))
      }
    }
    let pipeline = ImagePipeline(loader: BundleImages())
    pipeline.follow(controller)
    pipeline.observe { source, phase in
      if case .failed(let reason) = phase { print("\(source): \(reason)") }
    }
    var failures: [String] = []
    pipeline.observe { source, phase in
      if case .failed = phase { failures.append(source.description) }
    }
    controller.send(.prefetch, at: RowPath(section: 0, row: 0))
    try await waitUntil("the missing image to fail") { failures == ["a"] }
  }
}
