import Foundation
import Sectional
import SectionalTesting
import Testing

@testable import DemoScreens

/// A file's detail on the Files screen: text (its first 2,000 lines, saying how many more), a
/// PNG as a picture, anything else as "Binary file, N bytes"; a file that is damaged, gone or
/// not a file says so, by name, and never hangs; the demo's own data files show their records.
@MainActor
@Suite struct FileContentsScreenTests {
  /// The detail of the file at `path` of `folder`, shown and read.
  func open(_ path: String, in folder: ScratchFolder) async throws -> (
    ScreenTestHost, FileContentsScreen
  ) {
    let files = FilesScreen(directory: DataDirectory(url: folder.url))
    let app = ScreenTestHost(files, viewportHeight: 10_000)
    var id = ""
    for name in path.split(separator: "/") {
      id += id.isEmpty ? String(name) : "/" + name
      if id != path {
        try app.host.controller.setExpanded(true, row: id)
        await app.idle()
      }
    }
    try app.tap(.id(path))
    let screen = try #require(app.screen as? FileContentsScreen)
    await app.idle()
    #expect(app.problems.isEmpty)
    return (app, screen)
  }

  /// The texts of the rows, in order: a paragraph's text, a text row's title.
  func texts(_ app: ScreenTestHost) -> [String] {
    app.content.sections.flatMap(\.rows).compactMap {
      ($0.component as? ParagraphItem)?.plainText ?? ($0.component as? TextItem)?.title
    }
  }

  func summary(_ app: ScreenTestHost) -> String? { texts(app).first }

  @Test func aTextFileShowsItsLinesIndentationKept() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.file("notes/plan.txt", "first\n  indented\n\tafter a tab\n\nlast\r\n")
    let (app, screen) = try await open("notes/plan.txt", in: folder)
    defer { app.teardown() }
    #expect(screen.title == "plan.txt")
    let space = "\u{00A0}"
    #expect(
      texts(app) == [
        "37 bytes, 5 lines.", "first", "\(space)\(space)indented",
        String(repeating: space, count: 4) + "after a tab", " ", "last",
      ])
    // Lines are to read, not to select.
    #expect(app.content.sections.flatMap(\.rows).allSatisfy { !$0.traits.isSelectable })
  }

  @Test func aHugeFileShowsItsFirst2000LinesAndSaysHowManyMore() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let lines = (1...120_000).map { "line \($0) " + String(repeating: "x", count: 40) }
    try folder.file("big.log", lines.joined(separator: "\n") + "\n")
    let size = try #require(
      try folder.at("big.log").resourceValues(forKeys: [.fileSizeKey]).fileSize)
    #expect(size > 5_000_000)
    let (app, _) = try await open("big.log", in: folder)
    defer { app.teardown() }
    let shown = texts(app)
    #expect(shown.first == "\(ByteCount.words(size)), 120,000 lines: the first 2,000 are shown.")
    #expect(shown.count == 1 + 2_000 + 1)
    #expect(shown[1] == lines[0])
    #expect(shown[2_000] == lines[1_999])
    #expect(shown.last == "118,000 more lines are not shown.")
  }

  @Test func aFileOfOneLongLineShowsItCut() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.file("one.txt", String(repeating: "é", count: 3 << 20))
    let (app, _) = try await open("one.txt", in: folder)
    defer { app.teardown() }
    // The line is the file's only one: it is shown, cut; no line is left out.
    #expect(
      texts(app) == [
        "6.3 MB, 1 line. Lines longer than 1,000 characters are cut.",
        String(repeating: "é", count: 1_000) + "…",
      ])
  }

  @Test func linesBeyondTheFirstMegabyteAreLeftOutAndCounted() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    // 1,000 lines of 2,000 bytes: the first megabyte holds 524 of them whole.
    let line = String(repeating: "y", count: 1_999)
    try folder.file("wide.txt", Array(repeating: line, count: 1_000).joined(separator: "\n"))
    let (app, _) = try await open("wide.txt", in: folder)
    defer { app.teardown() }
    let shown = texts(app)
    #expect(
      shown.first
        == "2.0 MB, 1,000 lines: the first 524 are shown. Lines longer than 1,000 characters are cut."
    )
    #expect(shown.count == 1 + 524 + 1)
    #expect(shown.last == "476 more lines are not shown.")
  }

  @Test func invalidUTF8ShowsAsReplacementCharactersAndSaysWhere() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let bytes = Data("ok\nab".utf8) + Data([0xFF, 0xFE]) + Data(" \u{1B}[31mred\n".utf8)
    try folder.file("mixed.txt", bytes)
    let (app, _) = try await open("mixed.txt", in: folder)
    defer { app.teardown() }
    #expect(
      texts(app) == [
        "\(bytes.count) bytes, 2 lines. Not UTF-8 text from line 2, byte 3: the bytes that are not show as \u{FFFD}.",
        "ok", "ab\u{FFFD}\u{FFFD} \u{1B}[31mred",
      ])
  }

  @Test func aPNGShowsAsAPictureFromItsPath() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let png = try Data(
      contentsOf: DataDirectory.bundled.url.appendingPathComponent("images/kea.png"))
    try folder.file("pictures/kea.png", png)
    let (app, screen) = try await open("pictures/kea.png", in: folder)
    defer { app.teardown() }
    #expect(screen.contents == .picture(width: 48, height: 32, size: png.count))
    let picture = try #require(
      app.content.sections.flatMap(\.rows).compactMap { $0.component as? ImageItem }.first)
    #expect(picture.source == .path(folder.at("pictures/kea.png").path))
    #expect(picture.aspectRatio == 1.5)
    #expect(picture.altText == "kea.png, 48 by 32 pixels")
    #expect(summary(app) == "PNG, 48 by 32 pixels, \(ByteCount.words(png.count)).")
    // The demo's terminal finds the picture by that path.
    #expect(
      DataDirectory(url: folder.url).imageFile(for: picture.source) == folder.at("pictures/kea.png")
    )
  }

  @Test(arguments: [
    (
      Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2]),
      "it ends after 10 bytes, inside its header"
    ),
    (
      Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 0, count: 16),
      "its first chunk is not the header (IHDR)"
    ),
    (
      Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        + Data(repeating: 0, count: 8),
      "its header says 0 by 0 pixels"
    ),
  ])
  func aDamagedPNGSaysWhatIsWrong(bytes: Data, reason: String) async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.file("broken.png", bytes)
    let (app, screen) = try await open("broken.png", in: folder)
    defer { app.teardown() }
    #expect(screen.contents == .problem("broken.png is a damaged PNG: \(reason)."))
    #expect(texts(app) == ["broken.png is a damaged PNG: \(reason)."])
  }

  @Test func aBinaryFileSaysItsSize() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.file("blob.bin", Data((0..<12_345).map { UInt8($0 % 256) }))
    let (app, _) = try await open("blob.bin", in: folder)
    defer { app.teardown() }
    #expect(texts(app) == ["Binary file, 12,345 bytes."])
  }

  @Test func anEmptyFileSaysSo() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.file("empty", "")
    let (app, _) = try await open("empty", in: folder)
    defer { app.teardown() }
    #expect(texts(app) == ["Empty file."])
  }

  @Test(.timeLimit(.minutes(10)))
  func aFIFOIsNamedAndNeverWaitedOn() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    #expect(mkfifo(folder.at("pipe").path, 0o644) == 0)
    try folder.link("to-pipe", to: "pipe")
    for name in ["pipe", "to-pipe"] {
      let (app, _) = try await open(name, in: folder)
      defer { app.teardown() }
      #expect(
        texts(app) == ["\(name) is a FIFO (a named pipe), not a file: there is nothing to show."])
    }
  }

  @Test func aFileGoneOrALinkToNothingSaysSo() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.file("soon-gone.txt", "x")
    try folder.link("dangling", to: "nowhere")
    let files = FilesScreen(directory: DataDirectory(url: folder.url))
    let app = ScreenTestHost(files, viewportHeight: 10_000)
    defer { app.teardown() }
    try FileManager.default.removeItem(at: folder.at("soon-gone.txt"))
    try app.tap(.id("soon-gone.txt"))
    await app.idle()
    #expect(texts(app) == ["soon-gone.txt is not there any more."])
    app.pop()
    try app.tap(.id("dangling"))
    await app.idle()
    #expect(texts(app) == ["dangling links to nowhere, which is missing."])
  }

  /// The demo's own data files show their records, read by their screens' loaders, above
  /// their text; each record opens what its screen shows.
  @Test func theDemosDataFilesShowTheirRecords() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    for name in ["Animals.plist", "feed-1.json", "heart-rate.csv"] {
      try folder.file(
        name, try Data(contentsOf: DataDirectory.bundled.url.appendingPathComponent(name)))
    }
    let animals = try Animal.load(from: DataDirectory(url: folder.url))
    let (app, _) = try await open("Animals.plist", in: folder)
    defer { app.teardown() }
    let records = try #require(app.content.sections.first { $0.id == ListID("records") })
    #expect(records.rows.map { ($0.component as? TextItem)?.title } == animals.map(\.name))
    #expect(app.content.sections.last?.header?.component as? TextItem == TextItem("Text"))
    try app.tap(.id("animal-\(animals[1].id)"))
    #expect((app.screen as? AnimalDetailScreen)?.animal == animals[1])
    app.pop()
    app.pop()

    try app.tap(.id("heart-rate.csv"))
    await app.idle()
    let days = try #require(app.content.sections.first { $0.id == ListID("records") })
    #expect(days.rows.count == 15)
    try app.tap(.id("day-2026-11-03"))
    #expect((app.screen as? DayScreen)?.selectedDay == "2026-11-03")
    app.pop()
    app.pop()

    try app.tap(.id("feed-1.json"))
    await app.idle()
    let posts = try #require(app.content.sections.first { $0.id == ListID("records") })
    let first = try #require(posts.rows.first?.component as? TextItem)
    #expect(first.title == "scribe_org")
    #expect(first.subtitle == "Morning light over the harbour")
    #expect(first.detail == "348 likes")
  }

  @Test func aDamagedDataFileSaysWhyAndStillShowsItsText() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.file("feed-2.json", "{\"posts\": [")
    // The same name below the top of the data folder is a file like any other.
    try folder.file("old/feed-2.json", "{\"posts\": [")
    let (app, screen) = try await open("feed-2.json", in: folder)
    defer { app.teardown() }
    #expect(
      texts(app) == [
        "11 bytes, 1 line.",
        "The demo cannot use this file: feed-2.json: not valid JSON (the file ends in mid-value).",
        "{\"posts\": [",
      ])
    #expect(screen.records != nil)
    app.pop()
    try app.host.controller.setExpanded(true, row: "old")
    await app.idle()
    try app.tap(.id("old/feed-2.json"))
    await app.idle()
    #expect(texts(app) == ["11 bytes, 1 line.", "{\"posts\": ["])
  }
}
