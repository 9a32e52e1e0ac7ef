import Foundation
import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

@MainActor
@Suite("Asynchronous images in the terminal")
struct AsyncImageRendererTests {
  private func lines(_ app: TerminalApp) -> [String] {
    app.render().plainText().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  /// An app over a 4:3 ``AsyncPhotoScreen`` whose loads `loader` answers, counting the frames it asks for
  /// outside input in `frames`.
  private func app(_ loader: FakeImageLoader, glyphs: Glyphs = .unicode) -> TerminalApp {
    TerminalApp(
      root: AsyncPhotoScreen(aspectRatio: 4.0 / 3.0), width: 32, height: 8,
      options: .init(glyphs: glyphs, imageLoader: loader))
  }

  @Test("The label and the load's state show in a frame; a finished load asks for a frame")
  func loadingThenLoaded() async throws {
    let loader = FakeImageLoader()
    let app = app(loader)
    var frames = 0
    app.onNeedsDisplay = { frames += 1 }
    #expect(
      lines(app) == [
        "             Photo",
        "▌A fox at dawn",
        " ╭───────────────────────────╮",
        " │         A red fox         │",
        " │  [image 1.33:1, loading]  │",
        " ╰───────────────────────────╯",
        "",
        " ↑↓ move   ? help   q quit",
      ])
    try await waitUntil("the load to start") { loader.pending == [.key("fox")] }
    loader.complete(.key("fox"), with: Data("fox".utf8))
    // No key: the frame loop is woken by the load.
    try await waitUntil("a frame to be asked for") { frames > 0 }
    #expect(
      lines(app)[3...4] == [
        " │         A red fox         │",
        " │      [image 1.33:1]       │",
      ])
  }

  @Test("A failed load says so, in ASCII too, and the row keeps its height")
  func failedInASCII() async throws {
    let loader = FakeImageLoader()
    let app = app(loader, glyphs: .ascii)
    try await waitUntil("the load to start") { loader.pending == [.key("fox")] }
    loader.fail(.key("fox"), reason: "offline")
    try await waitUntil("the failure") { app.images.phase(of: .key("fox")) == .failed("offline") }
    #expect(
      lines(app)[1...6] == [
        ">A fox at dawn",
        " +---------------------------+",
        " |         A red fox         |",
        " |  [image 1.33:1, failed]   |",
        " +---------------------------+",
        "",
      ])
  }

  @Test("A snapshot shows where the loads ended, not that they were loading")
  func snapshotWaitsForLoads() async {
    let frame = await TerminalApp.snapshot(
      root: AsyncPhotoScreen(aspectRatio: 4.0 / 3.0), width: 32, height: 8, keys: [],
      options: .init(imageLoader: Bundled()))
    #expect(frame.contains("[image 1.33:1]"))
  }

  @Test("A screen that is popped cancels its loads")
  func popCancels() async throws {
    let loader = FakeImageLoader()
    let app = TerminalApp(
      root: AsyncPhotoScreen(aspectRatio: 4.0 / 3.0), width: 32, height: 8,
      options: .init(imageLoader: loader))
    app.push(AsyncPhotoScreen(aspectRatio: 4.0 / 3.0))
    try await waitUntil("both loads to share one") { loader.pending == [.key("fox")] }
    app.pop()
    #expect(loader.cancellations.isEmpty)  // the root still shows it
  }
}

/// Answers every key at once.
private struct Bundled: ImageLoading {
  func loadImage(_ source: AsyncImageItem.Source) async throws -> Data {
    Data(source.description.utf8)
  }
}
