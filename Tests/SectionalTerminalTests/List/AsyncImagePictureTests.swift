import Foundation
import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

/// A screen with no image, pushed over a photo.
@MainActor
private final class PlainScreen: Screen {
  let title = "Plain"
  var content: ListContent {
    Section(id: "plain") { Row(id: "text", TextItem("Nothing to see")) }
  }
}

/// A loaded `AsyncImageItem` is drawn as an `ImageItem`'s picture is: in half blocks in colour,
/// decoded off the main actor and cached by the app's picture library, in a frame whose height
/// the aspect ratio gives from the start, so that a finished load moves nothing. Until then,
/// and whenever there is no picture to draw, the frame shows the label and the load's state.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct AsyncImagePictureTests {
  /// A 4×2 picture: red on the left half, blue on the right.
  nonisolated static let halves = PictureBoundsTests.halves(width: 4, height: 2) ?? Data()

  private func lines(_ app: TerminalApp) -> [String] {
    app.render().plainText().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  /// An app over `root` (a 2:1 ``AsyncPhotoScreen`` by default) at 32×20 drawing pictures in
  /// truecolor (unless `capability` says otherwise), whose loads `loader` answers.
  private func app(
    _ loader: FakeImageLoader,
    root: any Screen = AsyncPhotoScreen(aspectRatio: 2, hasRowAfter: true),
    glyphs: Glyphs = .unicode, capability: ColorCapability = .truecolor,
    inline: InlineImages = .none
  ) -> TerminalApp {
    let app = TerminalApp(
      root: root, width: 32, height: 20,
      options: .init(glyphs: glyphs, inlineImages: inline, imageLoader: loader))
    app.showPictures(in: capability)
    return app
  }

  /// Completes the load of the fox with `data`, and waits until the frame shows where it
  /// ended: the load finished, and the picture it made (if any) decoded.
  private func load(_ data: Data, in app: TerminalApp, _ loader: FakeImageLoader) async throws {
    try await waitUntil("the load to start") { loader.pending == [.key("fox")] }
    loader.complete(.key("fox"), with: data)
    try await waitUntil("the load to end") { app.images.phase(of: .key("fox")).image != nil }
    // The frame that sees the loaded bytes starts their decode; a kill deadline, not a timing.
    _ = app.render()
    await app.pictures.settle(within: .seconds(60))
    app.picturesDidChange()
  }

  /// The frame while the fox loads: the picture's frame (27 columns, 7 lines: 2:1 over the
  /// 27 columns inside the row, a cell twice as tall as wide), the label and the state inside.
  nonisolated static let loading = [
    "             Photo",
    "▌A fox at dawn",
    " ╭───────────────────────────╮",
    " │                           │",
    " │                           │",
    " │         A red fox         │",
    " │   [image 2:1, loading]    │",
    " │                           │",
    " │                           │",
    " │                           │",
    " ╰───────────────────────────╯",
    " After",
  ]

  @Test("A loaded PNG is drawn in half blocks in the frame its load showed; nothing moves")
  func aLoadedPictureIsDrawnInPlace() async throws {
    let loader = FakeImageLoader()
    let app = app(loader)
    #expect(Array(lines(app).prefix(12)) == Self.loading)
    try await load(Self.halves, in: app, loader)
    let picture = String(repeating: "▀", count: 27)
    #expect(
      Array(lines(app).prefix(12)) == [
        "             Photo",
        "▌A fox at dawn",
        " ╭───────────────────────────╮",
        " │\(picture)│",
        " │\(picture)│",
        " │\(picture)│",
        " │\(picture)│",
        " │\(picture)│",
        " │\(picture)│",
        " │\(picture)│",
        " ╰───────────────────────────╯",
        " After",
      ])
    let frame = app.render()
    let red = TerminalColor.rgb(255, 0, 0)
    let blue = TerminalColor.rgb(0, 0, 255)
    #expect(frame[2, 3].style == Style(foreground: red, background: red))
    #expect(frame[28, 9].style == Style(foreground: blue, background: blue))
    // Decoded once, then drawn from the library's cache: a frame drawn again decodes nothing.
    app.stack.last?.list.invalidateDrawing()
    _ = app.render()
    #expect(app.pictures.loads == 1)
    #expect(!app.pictures.hasPending)
  }

  /// Bytes a server may send instead of a picture: a page, a PNG cut short, a header claiming
  /// an enormous or an empty image, a body larger than a picture may be.
  nonisolated static let unreadable: [(String, Data)] = [
    ("not a PNG", Data("<html>Not found</html>".utf8)),
    ("no bytes", Data()),
    ("truncated", halves.prefix(halves.count / 2)),
    (
      "enormous",
      PNGFixture.png(width: 1 << 30, height: 1 << 30, colorType: 2, rows: [[0, 0, 0, 0]])
    ),
    ("empty", PNGFixture.png(width: 0, height: 0, colorType: 2, rows: [])),
    ("17 MB", Data(PNGFixture.signature) + Data(count: 17 << 20)),
  ]

  @Test(
    "Loaded bytes that are not a readable PNG keep the label, in the picture's frame",
    arguments: unreadable.indices)
  func unreadableBytesKeepTheLabel(index: Int) async throws {
    let (name, data) = Self.unreadable[index]
    let loader = FakeImageLoader()
    let app = app(loader)
    try await load(data, in: app, loader)
    var expected = Self.loading
    expected[6] = " │        [image 2:1]        │"
    #expect(Array(lines(app).prefix(12)) == expected, "\(name)")
  }

  @Test("A failed load says so in the picture's frame")
  func aFailedLoadInColour() async throws {
    let loader = FakeImageLoader()
    let app = app(loader)
    try await waitUntil("the load to start") { loader.pending == [.key("fox")] }
    loader.fail(.key("fox"), reason: "offline")
    try await waitUntil("the failure") { app.images.phase(of: .key("fox")) == .failed("offline") }
    var expected = Self.loading
    expected[6] = " │    [image 2:1, failed]    │"
    #expect(Array(lines(app).prefix(12)) == expected)
  }

  @Test("Without colour or in ASCII, the frame is the label's, as before")
  func withoutColourTheLabelsFrame() async throws {
    for (glyphs, capability) in [(Glyphs.unicode, ColorCapability.none), (.ascii, .truecolor)] {
      let loader = FakeImageLoader()
      let app = app(loader, glyphs: glyphs, capability: capability)
      try await load(Self.halves, in: app, loader)
      let shown = lines(app)
      #expect(!shown.joined().contains("▀"))
      #expect(shown[3].contains("A red fox"), "\(shown)")
      #expect(shown[4].contains("[image 2:1]"), "\(shown)")
      #expect(shown[6].contains("After"), "\(shown)")
    }
  }

  @Test("A frame too short for the label and the state shows the state")
  func aShortFrameKeepsTheState() async throws {
    let loader = FakeImageLoader()
    let app = app(
      loader,
      root: AsyncPhotoScreen(title: "Banner", aspectRatio: 16, caption: nil, hasRowAfter: true))
    #expect(
      Array(lines(app).prefix(5)) == [
        "             Banner",
        "▌╭───────────────────────────╮",
        " │   [image 16:1, loading]   │",
        " ╰───────────────────────────╯",
        " After",
      ])
    try await load(Self.halves, in: app, loader)
    #expect(lines(app)[2] == " │\(String(repeating: "▀", count: 27))│")
  }

  @Test("A decode no frame wants any more is cancelled; drawn again, it is decoded again")
  func aDecodeWhoseRowLeftIsCancelled() async throws {
    let loader = FakeImageLoader()
    let app = app(loader)
    let gate = Gate()
    app.pictures.whileDecoding = { _, row in if row == nil { gate.enter() } }
    defer { gate.open() }
    try await waitUntil("the load to start") { loader.pending == [.key("fox")] }
    loader.complete(.key("fox"), with: Self.halves)
    try await waitUntil("the load to end") { app.images.phase(of: .key("fox")).image != nil }
    _ = app.render()  // starts the decode
    #expect(await gate.waitUntilEntered(within: .seconds(60)), "no decode started")
    // Another screen covers the photo: the next frame does not draw it.
    app.push(PlainScreen())
    _ = app.render()
    #expect(app.pictures.cancellations == 1)
    #expect(!app.pictures.hasPending)
    gate.open()
    app.pictures.whileDecoding = nil
    app.pop()
    _ = app.render()
    await app.pictures.settle(within: .seconds(60))
    app.picturesDidChange()
    #expect(lines(app)[3] == " │\(String(repeating: "▀", count: 27))│")
  }

  @Test("A terminal that draws pictures itself is sent the loaded picture, in its frame")
  func inlinePicturesOfLoadedImages() async throws {
    let loader = FakeImageLoader()
    let app = app(loader, inline: .kitty)
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 32, rows: 20))
    let run = Task { try await app.run(on: terminal, capability: .truecolor) }
    try await waitUntil("the load to start", limit: .seconds(60)) {
      loader.pending == [.key("fox")]
    }
    #expect(terminal.screen().text.contains("[image 2:1, loading]"))
    #expect(!terminal.outputText.contains("\u{1B}_Ga=T"))
    loader.complete(.key("fox"), with: Self.halves)
    // Looks, not wall time (see InlineImagesTests).
    for _ in 0..<6_000 where !terminal.outputText.contains("\u{1B}_Ga=T") {
      try await Task.sleep(for: .milliseconds(5))
    }
    terminal.send("q")
    try await run.value
    // Inside the frame: line 4 (the title bar, the caption, the frame's top above it),
    // column 3; 27 columns, 7 lines.
    #expect(terminal.outputText.contains("\u{1B}[4;3H\u{1B}_Ga=T,f=100,q=2,c=27,r=7,"))
  }

  /// The bytes a pipeline has for a source, which a test changes.
  final class LoadedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    var bytes: Data? {
      get { lock.withLock { data } }
      set { lock.withLock { data = newValue } }
    }
  }

  @Test("A loaded source is decoded once per size, and again when its bytes change")
  func loadedPicturesAreCachedBySourceAndBytes() async {
    let loaded = LoadedBytes()
    let library = PictureLibrary(file: { _ in nil }, loaded: { _ in loaded.bytes })
    library.capability = .truecolor
    let fox = PictureSource.loaded(.key("fox"))
    // Nothing loaded yet: no picture, and nothing to decode.
    #expect(library.picture(fox, columns: 8, rows: 2) == nil)
    loaded.bytes = Self.halves
    #expect(library.picture(fox, columns: 8, rows: 2) == .pending)
    await library.settle(within: .seconds(60))
    let first = library.picture(fox, columns: 8, rows: 2)
    guard case .ready(.success(let picture)) = first else {
      Issue.record("not decoded: \(String(describing: first))")
      return
    }
    #expect(picture.cells[0].upper == .rgb(255, 0, 0))
    #expect(library.picture(fox, columns: 8, rows: 2) == first)
    #expect(library.loads == 1)
    // Loaded again with another picture (the pipeline forgot it; the server changed it).
    loaded.bytes = PictureBoundsTests.halves(width: 6, height: 2)
    #expect(library.picture(fox, columns: 8, rows: 2) == .pending)
    await library.settle(within: .seconds(60))
    #expect(library.loads == 2)
  }
}
