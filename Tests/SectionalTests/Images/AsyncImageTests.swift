import Foundation
import Sectional
import SectionalTesting
import Testing

/// A screen of photos, each an asynchronous image 100 points tall, keyed by `keys`.
@MainActor
private final class PhotosScreen: Screen {
  let title = "Photos"
  var keys: [String]
  var captions: [String: String] = [:]
  var ids: [String]

  init(keys: [String], ids: [String]? = nil) {
    self.keys = keys
    self.ids = ids ?? keys
  }

  var content: ListContent {
    Section(id: "photos") {
      for (id, key) in zip(ids, keys) {
        Row(
          id: id,
          AsyncImageItem(
            .key(key), aspectRatio: 1, accessibilityLabel: captions[id] ?? "Photo \(id)",
            placeholder: .named("photo")),
          height: .fixed(100))
      }
    }
  }
}

/// The bytes a test's image `key` loads to.
private func bytes(_ key: String) -> Data { Data(key.utf8) }

@MainActor
@Suite("Asynchronous images: loads, cache, sharing, cancellation, failures")
struct AsyncImageTests {
  /// 30 photos p0…p29 in a 600-point viewport: p0…p5 show, p6…p11 are prefetched.
  private func photos(_ loader: FakeImageLoader) -> (ScreenTestHost, PhotosScreen) {
    let screen = PhotosScreen(keys: (0..<30).map { "p\($0)" })
    return (ScreenTestHost(screen, imageLoader: loader), screen)
  }

  @Test("Rows on screen and in the prefetch window start their loads; others do not")
  func prefetchStartsLoads() async throws {
    let loader = FakeImageLoader()
    let (app, _) = photos(loader)
    defer { app.teardown() }
    try await waitUntil("the prefetched photo's load") { loader.pending.contains(.key("p8")) }
    #expect(app.table.prefetchedIDs.contains(ListID("p8")))
    #expect(Set(loader.requests) == Set((0..<12).map { AsyncImageItem.Source.key("p\($0)") }))
    #expect(app.image(of: .id("p0")) == .loading)
    #expect(app.image(of: .id("p20")) == .empty)
  }

  @Test("A row that leaves the screen, or the prefetch window, cancels its load")
  func leavingCancels() async throws {
    let loader = FakeImageLoader()
    let (app, _) = photos(loader)
    defer { app.teardown() }
    try await waitUntil("the loads to start") { loader.pending.count == 12 }
    app.scroll(toOffset: 2_400)  // p24…p29 show; p0…p11 left the screen or the window
    try await waitUntil("the loads to be cancelled") { loader.cancellations.count == 12 }
    #expect(Set(loader.cancellations) == Set((0..<12).map { AsyncImageItem.Source.key("p\($0)") }))
    #expect(app.image(of: .id("p0")) == .empty)
    #expect(app.images.loadsInFlight == 6)
  }

  @Test("A loaded image shows on a reload and when its row comes back, without a second load")
  func cachedImageShowsAtOnce() async throws {
    let loader = FakeImageLoader()
    let (app, screen) = photos(loader)
    defer { app.teardown() }
    try await waitUntil("p0's load") { loader.pending.contains(.key("p0")) }
    loader.complete(.key("p0"), with: bytes("p0"))
    try await waitUntil("p0 to show") { app.image(of: .id("p0")) == .loaded(bytes("p0")) }
    screen.captions["p0"] = "A fox"  // the row is reloaded: it configures again
    app.host.setNeedsUpdate()
    await app.idle()
    #expect(app.image(of: .id("p0")) == .loaded(bytes("p0")))
    app.scroll(toOffset: 2_400)
    app.scroll(toOffset: 0)
    #expect(app.image(of: .id("p0")) == .loaded(bytes("p0")))
    #expect(loader.requests.filter { $0 == .key("p0") }.count == 1)
  }

  @Test("Two rows showing one source share one load, and both show it")
  func sharedLoad() async throws {
    let loader = FakeImageLoader()
    let app = ScreenTestHost(
      PhotosScreen(keys: ["same", "same", "other"], ids: ["a", "b", "c"]), imageLoader: loader)
    defer { app.teardown() }
    try await waitUntil("the loads to start") { loader.pending.count == 2 }
    #expect(loader.requests.filter { $0 == .key("same") }.count == 1)
    #expect(loader.complete(.key("same"), with: bytes("same")) == 1)
    try await waitUntil("both rows to show it") {
      app.image(of: .id("a"))?.image != nil && app.image(of: .id("b"))?.image != nil
    }
    #expect(app.image(of: .id("c")) == .loading)
  }

  @Test("A load one row left but another still shows goes on")
  func sharedLoadOutlivesOneRow() async throws {
    let loader = FakeImageLoader()
    // Rows "near" (0–100) and "far" (500–600) show the same source.
    let keys = ["same"] + (1..<5).map { "x\($0)" } + ["same"] + (6..<20).map { "x\($0)" }
    let ids = ["near"] + (1..<5).map { "x\($0)" } + ["far"] + (6..<20).map { "x\($0)" }
    let app = ScreenTestHost(PhotosScreen(keys: keys, ids: ids), imageLoader: loader)
    defer { app.teardown() }
    try await waitUntil("the shared load") { loader.pending.contains(.key("same")) }
    app.scroll(toOffset: 450)  // "near" left; "far" still shows
    #expect(!app.table.visibleIDs.contains(ListID("near")))
    #expect(app.table.visibleIDs.contains(ListID("far")))
    #expect(loader.cancellations.contains(.key("same")) == false)
    loader.complete(.key("same"), with: bytes("same"))
    try await waitUntil("the far row to show it") { app.image(of: .id("far"))?.image != nil }
    #expect(loader.requests.filter { $0 == .key("same") }.count == 1)
  }

  @Test("A failed load shows the placeholder, and observers hear why")
  func failureShowsPlaceholder() async throws {
    let loader = FakeImageLoader()
    let (app, _) = photos(loader)
    defer { app.teardown() }
    var heard: [String] = []
    app.images.observe { source, phase in
      if case .failed(let reason) = phase { heard.append("\(source): \(reason)") }
    }
    try await waitUntil("p1's load") { loader.pending.contains(.key("p1")) }
    loader.fail(.key("p1"), reason: "offline")
    try await waitUntil("p1 to fail") { app.image(of: .id("p1")) == .failed("offline") }
    #expect(heard == ["p1: offline"])
    // The failure stays while the row shows (no retry loop), and is forgotten once it left.
    #expect(loader.requests.filter { $0 == .key("p1") }.count == 1)
    app.scroll(toOffset: 2_400)
    app.scroll(toOffset: 0)
    try await waitUntil("p1 to load again") { loader.pending.contains(.key("p1")) }
    #expect(app.image(of: .id("p1")) == .loading)
  }

  @Test("A row reloaded with another source releases the old one")
  func newSourceReleasesOld() async throws {
    let loader = FakeImageLoader()
    let screen = PhotosScreen(keys: ["old"], ids: ["photo"])
    let app = ScreenTestHost(screen, imageLoader: loader)
    defer { app.teardown() }
    try await waitUntil("the old load") { loader.pending.contains(.key("old")) }
    screen.keys = ["new"]
    app.host.setNeedsUpdate()
    await app.idle()
    try await waitUntil("the new load, the old one cancelled") {
      loader.pending == [.key("new")] && loader.cancellations == [.key("old")]
    }
  }

  @Test("Over its cost limit, the cache keeps the most recently used images, to 3/4 of it")
  func costLimit() async throws {
    let loader = FakeImageLoader()
    let images = ImagePipeline(loader: loader, costLimit: 40)
    let keys = ["a", "b", "c", "d", "e"]
    let controller = try ListController {
      Section(id: "s") {
        for key in keys {
          Row(id: key, AsyncImageItem(.key(key), aspectRatio: 1, accessibilityLabel: key))
        }
      }
    }
    images.follow(controller)
    for (index, key) in keys.enumerated() {
      controller.send(.prefetch, at: RowPath(section: 0, row: index))
      try await waitUntil("\(key)'s load") { loader.pending.contains(.key(key)) }
      loader.complete(.key(key), with: Data(repeating: 1, count: 10))
      try await waitUntil("\(key) to be cached") { images.phase(of: .key(key)).image != nil }
    }
    // e took the cost to 50: a and b, used least recently, went, down to 30.
    #expect(images.cached.count == 3)
    #expect(images.cached.cost == 30)
    #expect(
      keys.map { images.phase(of: .key($0)).image != nil } == [false, false, true, true, true])
  }

  @Test("A screen that goes away cancels the loads only it waited for")
  func teardownCancels() async throws {
    let loader = FakeImageLoader()
    let (app, _) = photos(loader)
    try await waitUntil("the loads to start") { loader.pending.count == 12 }
    app.teardown()
    #expect(app.images.loadsInFlight == 0)
    try await waitUntil("the loads to be cancelled") { loader.cancellations.count == 12 }
  }

  @Test("An asynchronous image reads as an image with its label")
  func accessibility() {
    let item = AsyncImageItem(.key("fox"), aspectRatio: 4.0 / 3.0, accessibilityLabel: "A red fox")
    #expect(
      item.accessibilityDescription == AccessibilityDescription(label: "A red fox", traits: .image))
    #expect(item.height(forWidth: 400) == 300)
    #expect(AsyncImageItem(.key("x"), aspectRatio: .nan, accessibilityLabel: "").aspectRatio == 1)
  }
}
