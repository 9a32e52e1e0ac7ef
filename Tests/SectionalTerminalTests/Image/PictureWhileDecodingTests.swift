import Foundation
import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

/// Issue 31, item 1: the app answers keys while a picture is decoded. The decode is held in
/// flight (the library's test hook blocks it); a key pressed meanwhile is handled and drawn,
/// the picture's frame shows its alt text; once the decode is let go, the picture is drawn in
/// place. The decode is held part way through (32 scanlines decoded) by the library's test
/// hook. Deterministic: nothing is timed, every wait has a kill deadline.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5)))
struct PictureWhileDecodingTests {
  /// A photo between two rows: an `ImageItem`, or an `AsyncImageItem` (loaded, then decoded).
  final class Album: Screen {
    let title = "Album"
    let photo: any Component
    init(_ photo: any Component) { self.photo = photo }
    var content: ListContent {
      Section(id: "s") {
        Row(id: "first", TextItem("First"))
        Row(id: "photo", photo).selectable(false)
        Row(id: "second", TextItem("Second"))
      }
    }
  }

  /// Answers every load with `data` at once.
  struct Loaded: ImageLoading {
    let data: Data
    func loadImage(_ source: AsyncImageItem.Source) async throws -> Data { data }
  }

  @Test func aKeyPressedWhileAPictureIsDecodedIsHandledAndThePictureAppearsInPlace() async throws {
    let data = try #require(PictureBoundsTests.halves(width: 400, height: 200))
    let url = try PictureBoundsTests.file(data, "album.png")
    defer { try? FileManager.default.removeItem(at: url) }
    try await answersKeysWhileDecoding(
      Album(ImageItem(source: .named("p"), aspectRatio: 2, altText: "A photo")),
      TerminalApp.Options(imageFile: { _ in url }))
  }

  /// The bytes an `AsyncImageItem` loaded are decoded as a file is: off the main actor.
  @Test func aKeyPressedWhileALoadedImageIsDecodedIsHandledAndItsPictureAppearsInPlace()
    async throws
  {
    let data = try #require(PictureBoundsTests.halves(width: 400, height: 200))
    try await answersKeysWhileDecoding(
      Album(AsyncImageItem(.key("p"), aspectRatio: 2, accessibilityLabel: "A photo")),
      TerminalApp.Options(imageLoader: Loaded(data: data)))
  }

  /// Runs an app over `album` holding its picture's decode part way through: a key pressed
  /// meanwhile is handled, the picture's frame showing its description; let go, the picture
  /// is drawn in the frame that showed it.
  func answersKeysWhileDecoding(_ album: Album, _ options: TerminalApp.Options) async throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 24))
    let app = TerminalApp(root: album, width: 40, height: 24, options: options)
    let gate = Gate()
    // Held part way through: 32 scanlines decoded.
    app.pictures.whileDecoding = { _, row in if row == 32 { gate.enter() } }
    let run = Task { try await app.run(on: terminal, capability: .truecolor) }
    defer { gate.open() }
    #expect(await gate.waitUntilEntered(within: .seconds(60)), "no decode started")
    // The decode is held: the frame shows the picture's frame with its description.
    try await waitUntil("the picture's frame shows its description", limit: .seconds(60)) {
      terminal.screen().text.contains("A photo")
    }
    let frameTop = terminal.screen().text.split(separator: "\n").firstIndex { $0.contains("╭") }
    #expect(app.stack.last?.list.selectedID == ListID("first"))
    terminal.send(.key(KeyEvent(.down)))
    try await waitUntil("the key is handled while the picture is decoded", limit: .seconds(60)) {
      app.stack.last?.list.selectedID == ListID("second")
    }
    #expect(app.pictures.hasPending, "the decode should still be held")
    #expect(!terminal.screen().text.contains("▀"))
    gate.open()
    try await waitUntil("the picture is drawn once decoded", limit: .seconds(60)) {
      terminal.screen().text.contains("▀")
    }
    #expect(!terminal.screen().text.contains("A photo"))
    // In place: the frame did not move, and the cursor stayed where the key put it.
    #expect(
      terminal.screen().text.split(separator: "\n").firstIndex { $0.contains("╭") } == frameTop)
    #expect(app.stack.last?.list.selectedID == ListID("second"))
    terminal.send("q")
    try await run.value
  }
}
