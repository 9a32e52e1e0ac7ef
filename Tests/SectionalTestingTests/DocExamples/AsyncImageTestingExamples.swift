import Foundation
import Sectional
import SectionalTesting
import TestSupport
import Testing

/// A screen of one photo, keyed "fox".
@MainActor
private final class PhotosScreen: Screen {
  let title = "Photos"
  var content: ListContent {
    Section(id: "photos") {
      Row(id: "fox", AsyncImageItem(.key("fox"), aspectRatio: 1, accessibilityLabel: "A red fox"))
    }
  }
}

/// The examples in the doc comments of FakeImageLoader and the hosts' `image(of:)`.
@MainActor
@Suite struct AsyncImageTestingExamples {
  /// Sources/SectionalTesting/FakeImageLoader.swift and ScreenTestHost+Images.swift
  @Test func fakeLoader() async throws {
    let loader = FakeImageLoader()
    let app = ScreenTestHost(PhotosScreen(), imageLoader: loader)
    try await waitUntil("the first photo to load") { loader.pending.contains(.key("fox")) }
    loader.complete(.key("fox"), with: Data("fox".utf8))
    try await waitUntil("the photo to show") { app.image(of: .id("fox"))?.image != nil }
    #expect(app.image(of: .id("fox")) == .loaded(Data("fox".utf8)))
    app.teardown()
  }

  /// Sources/SectionalTesting/ScreenTestHost+Images.swift, the headless table's `image(of:in:)`.
  @Test func headless() async throws {
    let table = HeadlessTableView(
      controller: try ListController {
        Section(id: "s") {
          Row(id: "fox", AsyncImageItem(.key("fox"), aspectRatio: 1, accessibilityLabel: "Fox"))
        }
      })
    let images = ImagePipeline(loader: FakeImageLoader())
    images.follow(table.controller)
    table.controller.connect(table)
    #expect(table.image(of: .id("fox"), in: images) == .loading)
  }
}
