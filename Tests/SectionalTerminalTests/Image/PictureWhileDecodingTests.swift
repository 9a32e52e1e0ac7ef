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
@Suite(.serialized, .timeLimit(.minutes(2)))
struct PictureWhileDecodingTests {
  final class Album: Screen {
    let title = "Album"
    var content: ListContent {
      Section(id: "s") {
        Row(id: "first", TextItem("First"))
        Row(id: "photo", ImageItem(source: .named("p"), aspectRatio: 2, altText: "A photo"))
          .selectable(false)
        Row(id: "second", TextItem("Second"))
      }
    }
  }

  @Test func aKeyPressedWhileAPictureIsDecodedIsHandledAndThePictureAppearsInPlace() async throws {
    let data = try #require(PictureBoundsTests.halves(width: 400, height: 200))
    let url = try PictureBoundsTests.file(data, "album.png")
    defer { try? FileManager.default.removeItem(at: url) }
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 24))
    let app = TerminalApp(
      root: Album(), width: 40, height: 24, options: TerminalApp.Options(imageFile: { _ in url }))
    let gate = Gate()
    // Held part way through: 32 scanlines decoded.
    app.pictures.whileDecoding = { _, row in if row == 32 { gate.enter() } }
    let run = Task { try await app.run(on: terminal, capability: .truecolor) }
    defer { gate.open() }
    #expect(await gate.waitUntilEntered(within: .seconds(60)), "no decode started")
    // The decode is held: the frame shows the picture's frame with its alt text.
    try await waitUntil("the picture's frame shows its alt text", limit: .seconds(60)) {
      terminal.screen().text.contains("A photo")
    }
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
    // The cursor stayed where the key put it.
    #expect(app.stack.last?.list.selectedID == ListID("second"))
    terminal.send("q")
    try await run.value
  }
}
