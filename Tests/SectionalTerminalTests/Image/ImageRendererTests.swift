import Foundation
import Sectional
import Testing

@testable import SectionalTerminal

/// Image rows: a frame whose height follows the aspect ratio at the current width, the picture
/// inside in half blocks where there is colour, alt text where there is none.
@MainActor
@Suite struct ImageRendererTests {
  /// A 2×2 PNG: red and blue on top, green and transparent below.
  nonisolated static let file: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectional-image-\(UUID().uuidString).png")
    let data = PNGFixture.png(
      width: 2, height: 2, colorType: 6,
      rows: [[0, 255, 0, 0, 255, 0, 0, 255, 255], [0, 0, 255, 0, 255, 0, 0, 0, 0]])
    try? data.write(to: url)
    return url
  }()

  nonisolated static let broken: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectional-broken-\(UUID().uuidString).png")
    try? Data(PNGFixture.signature + [0, 0, 0, 13]).write(to: url)
    return url
  }()

  func content(aspectRatio: Double, file: String = "fox.png") -> ListContent {
    content(ImageItem(source: .named(file), aspectRatio: aspectRatio, altText: "A red fox"))
  }

  func content(_ image: ImageItem) -> ListContent {
    ListContent {
      Section(id: "s") {
        Row(id: "photo", image).selectable(false)
        Row(id: "after", TextItem("After"))
      }
    }
  }

  func library(_ capability: ColorCapability) -> PictureLibrary {
    let library = PictureLibrary(file: { _ in Self.file })
    library.capability = capability
    return library
  }

  /// The list's frame once the pictures it shows are decoded: drawn (which starts the
  /// decodes), then drawn again when they have finished.
  func settledGrid(_ list: ListView, _ library: PictureLibrary) async -> Buffer {
    var buffer = Buffer(width: list.width, height: list.height)
    list.draw(into: &buffer, x: 0, y: 0)
    library.frameDidEnd()
    await library.settle(within: .seconds(60))
    list.picturesDidChange()
    buffer = Buffer(width: list.width, height: list.height)
    list.draw(into: &buffer, x: 0, y: 0)
    return buffer
  }

  func draw(
    _ content: ListContent, width: Int, height: Int, capability: ColorCapability,
    glyphs: Glyphs = .unicode
  ) async throws -> Buffer {
    let library = PictureLibrary(file: { source in
      guard case .named(let name) = source else { return nil }
      return name == "broken.png" ? Self.broken : name == "fox.png" ? Self.file : nil
    })
    library.capability = capability
    let controller = try ListController(content: content)
    let list = ListView(
      controller: controller, width: width, height: height, glyphs: glyphs,
      renderers: ComponentRenderers.standard.drawingPictures(from: library))
    return await settledGrid(list, library)
  }

  @Test func thePictureIsDrawnInHalfBlocksInsideAFrameOfItsAspectRatio() async throws {
    // 14 columns: 13 for content (one is the scroll bar's), 9 inside the frame; a 2:1 picture
    // over 9 columns is 4.5 pixel rows, 2 lines of half blocks.
    let buffer = try await draw(
      content(aspectRatio: 2), width: 14, height: 8, capability: .truecolor)
    #expect(
      buffer.plainText() == """
         ╭─────────╮
         │▀▀▀▀▀▀▀▀▀│
         │▀▀▀▀▀    │
         ╰─────────╯
        ▌After



        """)
    let red = TerminalColor.rgb(255, 0, 0)
    let blue = TerminalColor.rgb(0, 0, 255)
    let green = TerminalColor.rgb(0, 255, 0)
    // Upper half: red then blue; lower half: green then transparent (the default colour).
    #expect(buffer[3, 1].style == Style(foreground: red, background: red))
    #expect(buffer[10, 1].style == Style(foreground: blue, background: blue))
    #expect(buffer[3, 2].style == Style(foreground: green, background: green))
    #expect(buffer[10, 2].style == Style())
    #expect(buffer[10, 2].symbol == " ")
  }

  @Test func theFramesHeightFollowsTheWidth() async throws {
    for (width, lines) in [(40, 9), (80, 19), (120, 29)] {
      let buffer = try await draw(
        content(aspectRatio: 2), width: width, height: 60, capability: .ansi256)
      let text = buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      #expect(text.filter { $0.contains("▀") }.count == lines, "at \(width) columns")
      #expect(text[lines + 2] == "▌After", "at \(width) columns")
    }
    // A tall picture is taller at the same width.
    let tall = try await draw(content(aspectRatio: 0.5), width: 40, height: 80, capability: .ansi16)
    #expect(tall.plainText().split(separator: "\n").filter { $0.contains("▀") }.count == 35)
  }

  @Test func aTallPictureKeepsToItsShareOfTheHeightNarrowedAndCentred() async throws {
    // 10 lines: the frame takes at most 60 % of them (6), so 4 lines of picture; a 1:2 picture
    // 4 lines (8 pixels) tall is 4 columns wide, centred in the 9 inside the full frame.
    let buffer = try await draw(
      content(aspectRatio: 0.5), width: 14, height: 10, capability: .truecolor)
    #expect(
      buffer.plainText() == """
           ╭────╮
           │▀▀▀▀│
           │▀▀▀▀│
           │▀▀  │
           │▀▀  │
           ╰────╯
        ▌After



        """)
    #expect(buffer[4, 1].style == Style(foreground: .rgb(255, 0, 0), background: .rgb(255, 0, 0)))
    #expect(buffer[7, 1].style == Style(foreground: .rgb(0, 0, 255), background: .rgb(0, 0, 255)))
  }

  @Test func thePictureIsMeasuredAgainWhenTheListsHeightChanges() async throws {
    let library = library(.truecolor)
    let list = ListView(
      controller: try ListController(content: content(aspectRatio: 0.5)), width: 40, height: 20,
      renderers: ComponentRenderers.standard.drawingPictures(from: library))
    func pictureLines() async -> Int {
      await settledGrid(list, library).plainText().split(separator: "\n").filter {
        $0.contains("▀")
      }.count
    }
    // 60 % of 20 lines is 12: 10 lines of picture; of 40, 24: 22 lines.
    #expect(await pictureLines() == 10)
    list.resize(width: 40, height: 40)
    #expect(await pictureLines() == 22)
    #expect(await settledGrid(list, library).plainText().split(separator: "\n")[24] == "▌After")
    list.resize(width: 40, height: 20)
    #expect(await pictureLines() == 10)
  }

  /// Ratios that no data file should hold, but that `aspectRatio` (a variable) or a decoder can
  /// still hand the renderer.
  nonisolated static let hostileRatios: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, -2, 1e-300, 1e-10, 1e-4, 1e300,
    .leastNonzeroMagnitude, .greatestFiniteMagnitude,
  ]

  @Test(arguments: hostileRatios)
  func noAspectRatioSizesAPictureBeyondTheScreen(ratio: Double) async throws {
    var image = ImageItem(source: .named("fox.png"), aspectRatio: 1, altText: "A red fox")
    image.aspectRatio = ratio
    // At most 60 % of 20 lines for the frame, the row after it on screen, and every picture
    // cell inside the 40 columns.
    let buffer = try await draw(content(image), width: 40, height: 20, capability: .truecolor)
    let lines = buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false)
    let frame = lines.prefix { !$0.hasPrefix("▌") }
    #expect(frame.count >= 3 && frame.count <= 12, "\(ratio): \(frame.count) lines")
    #expect(lines[frame.count] == "▌After", "\(ratio)")
    #expect(frame.dropFirst().dropLast().allSatisfy { $0.contains("▀") || $0.contains("│") })
  }

  @Test func coloursFollowTheTerminalsCapability() async throws {
    let indexed = try await draw(
      content(aspectRatio: 2), width: 14, height: 8, capability: .ansi256)
    #expect(indexed[3, 1].style.foreground == .indexed(196))
    let ansi = try await draw(content(aspectRatio: 2), width: 14, height: 8, capability: .ansi16)
    #expect(ansi[3, 1].style.foreground == .ansi(9))
  }

  @Test func altTextWithoutColourInASCIIOrForAnUnreadableFile() async throws {
    let noColour = try await draw(content(aspectRatio: 2), width: 23, height: 5, capability: .none)
    #expect(
      noColour.plainText() == """
         ╭──────────────────╮
         │    A red fox     │
         │   [image 2:1]    │
         ╰──────────────────╯
        ▌After
        """)
    let ascii = try await draw(
      content(aspectRatio: 2), width: 23, height: 5, capability: .truecolor, glyphs: .ascii)
    #expect(
      ascii.plainText() == """
         +------------------+
         |    A red fox     |
         |   [image 2:1]    |
         +------------------+
        >After
        """)
    for file in ["broken.png", "missing.png"] {
      let unreadable = try await draw(
        content(aspectRatio: 2, file: file), width: 23, height: 5, capability: .truecolor)
      #expect(unreadable.plainText() == noColour.plainText(), "\(file)")
    }
  }

  @Test func picturesAreDecodedOncePerSize() async {
    let library = PictureLibrary(file: { _ in Self.file })
    library.capability = .truecolor
    #expect(library.picture(.image(.named("a")), columns: 9, rows: 2) == .pending)
    await library.settle(within: .seconds(60))
    let first = library.picture(.image(.named("a")), columns: 9, rows: 2)
    guard case .ready(.success) = first else {
      Issue.record("not decoded: \(String(describing: first))")
      return
    }
    #expect(library.loads == 1)
    #expect(library.picture(.image(.named("a")), columns: 9, rows: 2) == first)
    #expect(library.picture(.image(.named("a")), columns: 20, rows: 5) == .pending)
    await library.settle(within: .seconds(60))
    #expect(library.picture(.image(.named("a")), columns: 20, rows: 5) != first)
    #expect(library.loads == 2)
  }
}
