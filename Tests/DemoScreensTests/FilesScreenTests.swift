import Foundation
import Sectional
import SectionalTesting
import Testing

@testable import DemoScreens

/// The Files screen over a temporary folder: folders first, then files, by name; a folder
/// listed only when first opened, with a loading row meanwhile; one that cannot be listed says
/// why, naming it, and lists again from its retry row; nothing walks the tree ahead.
@MainActor
@Suite struct FilesScreenTests {
  func host(_ screen: FilesScreen) -> ScreenTestHost {
    ScreenTestHost(screen, viewportHeight: 10_000)
  }

  /// The rows as shown: each at its depth, `name/` for a folder (`+` collapsed, `-` open),
  /// the detail after `=`, a status row as `[loading]` or `[failed: message]`.
  func shape(_ app: ScreenTestHost) -> [String] {
    let rows = app.content.sections.first.map { Array($0.rows) } ?? []
    return rows.map { row in
      let indent = String(repeating: "  ", count: row.outline?.depth ?? 0)
      if let loading = row.component as? LoadingItem {
        switch loading.state {
        case .loading: return indent + "[loading]"
        case .failed(let message), .unavailable(let message): return indent + "[failed: \(message)]"
        }
      }
      guard let item = row.component as? TextItem else { return indent + "\(row.id)" }
      let mark =
        switch row.outline?.disclosure {
        case .collapsed: "/+"
        case .expanded: "/-"
        default: ""
        }
      return indent + item.title + mark + (item.detail.map { " = \($0)" } ?? "")
    }
  }

  func sample() throws -> ScratchFolder {
    let folder = try ScratchFolder()
    try folder.file("b.txt", "b")
    try folder.file("A.txt", String(repeating: "a", count: 1_234))
    try folder.file("post-10.txt", "")
    try folder.file("post-2.txt", "22")
    try folder.file("zeta/one.txt", "1")
    try folder.file("alpha/inner/deep.txt", "deep")
    try folder.file("alpha/Notes.md", "# notes")
    try folder.folder("empty")
    return folder
  }

  @Test func foldersComeFirstThenFilesEachByNameWithTheirSizes() throws {
    let folder = try sample()
    defer { folder.remove() }
    let app = host(FilesScreen(directory: DataDirectory(url: folder.url)))
    defer { app.teardown() }
    #expect(
      shape(app) == [
        "alpha/+", "empty/+", "zeta/+", "A.txt = 1.2 kB", "b.txt = 1 byte", "post-2.txt = 2 bytes",
        "post-10.txt = 0 bytes",
      ])
    // A file opens its contents (a ›); a folder has no handler of its own: Enter opens it.
    let file = try #require(app.content.sections[0].rows.first { $0.id == ListID("A.txt") })
    #expect((file.component as? TextItem)?.accessory == .disclosure)
    #expect(app.problems.isEmpty)
  }

  @Test(.timeLimit(.minutes(10)))
  func aFolderIsListedWhenFirstOpenedWithALoadingRowMeanwhile() async throws {
    let folder = try sample()
    defer { folder.remove() }
    let recorder = RecordingLister()
    let screen = FilesScreen(directory: DataDirectory(url: folder.url), lister: recorder.lister)
    let app = host(screen)
    defer { app.teardown() }
    // Only the data folder is listed up front.
    #expect(recorder.listed == [""])
    #expect(Set(screen.listings.keys) == [""])
    try app.host.controller.setExpanded(true, row: "alpha")
    #expect(shape(app).prefix(2) == ["alpha/-", "  [loading]"])
    await app.idle()
    #expect(
      shape(app).prefix(4) == ["alpha/- = 2 items", "  inner/+", "  Notes.md = 7 bytes", "empty/+"])
    #expect(recorder.listed == ["", "alpha"])
    // Closed and opened again, it is not listed again; the folder under it is not listed
    // until it is opened itself.
    try app.host.controller.setExpanded(false, row: "alpha")
    try app.host.controller.setExpanded(true, row: "alpha")
    await app.idle()
    #expect(recorder.listed == ["", "alpha"])
    try app.tap(.id("empty"))
    await app.idle()
    #expect(shape(app).contains("empty/- = empty"))
    #expect(recorder.listed == ["", "alpha", "empty"])
    #expect(app.table.violations.isEmpty)
    #expect(app.problems.isEmpty)
  }

  @Test(.timeLimit(.minutes(10)))
  func aLinkBackUpTheTreeIsListedOneLevelAtATime() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.file("a/file.txt", "x")
    try folder.link("a/up", to: "..")
    try folder.link("self", to: "self")
    try folder.link("nowhere", to: "missing")
    let recorder = RecordingLister()
    let screen = FilesScreen(directory: DataDirectory(url: folder.url), lister: recorder.lister)
    let app = host(screen)
    defer { app.teardown() }
    #expect(shape(app) == ["a/+", "nowhere = broken link", "self = broken link"])
    var path = "a"
    for _ in 0..<5 {
      for step in ["", "/up"] {
        path += step
        try app.host.controller.setExpanded(true, row: path)
        await app.idle()
      }
      path += "/a"
    }
    // Ten folders opened, ten listed (and the data folder): nothing walked the loop.
    #expect(recorder.listed.count == 11)
    #expect(screen.listings.count == 11)
    #expect(app.content.sections[0].rows.contains { $0.id == ListID("a/up/a/up/a/up/a/up/a/up/a") })
    #expect(app.problems.isEmpty)
  }

  @Test(.timeLimit(.minutes(10)))
  func aFolderThatCannotBeReadNamesItselfAndListsAgainFromItsRetryRow() async throws {
    let folder = try sample()
    defer { folder.remove() }
    let recorder = RecordingLister()
    recorder.refuse("zeta", with: .unreadable("Permission denied"))
    let screen = FilesScreen(directory: DataDirectory(url: folder.url), lister: recorder.lister)
    let app = host(screen)
    defer { app.teardown() }
    try app.host.controller.setExpanded(true, row: "zeta")
    await app.idle()
    let zeta = folder.at("zeta").path
    #expect(
      shape(app).prefix(4) == [
        "alpha/+", "empty/+", "zeta/-",
        "  [failed: Could not load: \(zeta): the folder cannot be read: Permission denied]",
      ])
    // Rebuilds do not list it again by themselves; the retry row does, once it can be read.
    app.host.setNeedsUpdate()
    await app.idle()
    #expect(recorder.listed == ["", "zeta"])
    recorder.refuse("zeta", with: nil)
    let retry = try #require(app.content.sections[0].rows.first { $0.component is LoadingItem })
    try app.tap(.id(retry.id))
    await app.idle()
    #expect(recorder.listed == ["", "zeta", "zeta"])
    #expect(
      shape(app).prefix(4) == ["alpha/+", "empty/+", "zeta/- = 1 item", "  one.txt = 1 byte"])
    #expect(app.table.violations.isEmpty)
    #expect(app.problems.isEmpty)
  }

  @Test(.timeLimit(.minutes(10)))
  func aFolderGoneOrReplacedByAFileSaysSoAndListsOnceItIsBack() async throws {
    let folder = try sample()
    defer { folder.remove() }
    let app = host(FilesScreen(directory: DataDirectory(url: folder.url)))
    defer { app.teardown() }
    let zeta = folder.at("zeta")
    try FileManager.default.removeItem(at: zeta)
    try app.host.controller.setExpanded(true, row: "zeta")
    await app.idle()
    #expect(
      shape(app)[3] == "  [failed: Could not load: \(zeta.path): the folder is not there any more]")
    try folder.file("zeta", "now a file")
    let retry = try #require(app.content.sections[0].rows.first { $0.component is LoadingItem })
    try app.tap(.id(retry.id))
    await app.idle()
    #expect(
      shape(app)[3] == "  [failed: Could not load: \(zeta.path): it is a file now, not a folder]")
    try FileManager.default.removeItem(at: zeta)
    try folder.file("zeta/back.txt", "")
    try app.tap(.id(retry.id))
    await app.idle()
    #expect(shape(app)[2...3] == ["zeta/- = 1 item", "  back.txt = 0 bytes"])
    #expect(app.problems.isEmpty)
  }

  /// With real permissions, where they bind (root reads whatever they say).
  @Test(.enabled(if: getuid() != 0, "root reads a folder whatever its permissions say"))
  func aFolderWithoutPermissionSaysPermissionDeniedUntilItIsGiven() async throws {
    let folder = try sample()
    defer { folder.remove() }
    let zeta = folder.at("zeta")
    #expect(chmod(zeta.path, 0) == 0)
    let app = host(FilesScreen(directory: DataDirectory(url: folder.url)))
    defer { app.teardown() }
    try app.host.controller.setExpanded(true, row: "zeta")
    await app.idle()
    #expect(shape(app)[3].contains("\(zeta.path): the folder cannot be read: Permission denied"))
    #expect(chmod(zeta.path, 0o755) == 0)
    let retry = try #require(app.content.sections[0].rows.first { $0.component is LoadingItem })
    try app.tap(.id(retry.id))
    await app.idle()
    #expect(shape(app)[3] == "  one.txt = 1 byte")
  }

  /// A folder's load is a task of the list's: one that starts after the screen went away (the
  /// app quit, or a soak test dropped it) finds no screen, and does nothing.
  @Test(.timeLimit(.minutes(10)))
  func aLoadThatStartsAfterTheScreenIsGoneDoesNothing() async throws {
    let folder = try sample()
    defer { folder.remove() }
    weak var gone: FilesScreen?
    do {
      let screen = FilesScreen(directory: DataDirectory(url: folder.url))
      gone = screen
      let app = host(screen)
      try app.host.controller.setExpanded(true, row: "alpha")
      app.teardown()
    }
    #expect(gone == nil)
    // The load's task runs now, if it was not cancelled before it started.
    for _ in 0..<100 { await Task.yield() }
    try await Task.sleep(for: .milliseconds(50))
    #expect(gone == nil)
  }

  @Test func aDataFolderThatCannotBeListedOffersToTryAgain() throws {
    let folder = try sample()
    defer { folder.remove() }
    let recorder = RecordingLister()
    recorder.refuse("", with: .unreadable("Permission denied"))
    let screen = FilesScreen(directory: DataDirectory(url: folder.url), lister: recorder.lister)
    let app = host(screen)
    defer { app.teardown() }
    #expect(
      shape(app) == [
        "[failed: Could not load: \(folder.url.path): the folder cannot be read: Permission denied]"
      ])
    recorder.refuse("", with: nil)
    try app.tap(.id("root-problem"))
    #expect(shape(app).first == "alpha/+")
    #expect(app.problems.isEmpty)
  }

  @Test func anEmptyDataFolderSaysSo() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let app = host(FilesScreen(directory: DataDirectory(url: folder.url)))
    defer { app.teardown() }
    let row = try #require(app.content.sections.first?.rows.first)
    #expect((row.component as? ParagraphItem)?.plainText == "The data folder is empty.")
  }

  /// Names Swift compares equal (é precomposed and decomposed) and a name that is not UTF-8
  /// are rows of their own: ids never repeat, so the content is never refused.
  @Test func namesThatCompareEqualOrAreNotUTF8StillMakeRowsOfTheirOwn() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.file("caf\u{E9}.txt", "one")
    try folder.file("cafe\u{301}.txt", "two!")
    // "bad-" and a byte that is not UTF-8.
    let path = (Array((folder.url.path + "/bad-").utf8) + [0xFF, 0]).map { CChar(bitPattern: $0) }
    let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
    #expect(descriptor >= 0)
    close(descriptor)
    let screen = FilesScreen(directory: DataDirectory(url: folder.url))
    let app = host(screen)
    defer { app.teardown() }
    #expect(app.problems.isEmpty)
    let rows = shape(app)
    #expect(rows.count == 3, "\(rows)")
    #expect(rows.contains("bad-\u{FFFD} = name not UTF-8"), "\(rows)")
    #expect(rows.filter { $0.hasPrefix("café.txt") }.count == 2, "\(rows)")
    #expect(Set(app.content.sections[0].rows.map(\.id)).count == 3)
  }

  @Test func enterOnAFileShowsItsContents() async throws {
    let folder = try sample()
    defer { folder.remove() }
    let app = host(FilesScreen(directory: DataDirectory(url: folder.url)))
    defer { app.teardown() }
    try app.tap(.id("b.txt"))
    let pushed = try #require(app.screen as? FileContentsScreen)
    #expect(pushed.entry.url == folder.at("b.txt"))
    #expect(pushed.title == "b.txt")
    await app.idle()
    #expect(pushed.contents == .text(TextPreview(lines: ["b"], lineCount: 1, size: 1)))
  }

  @Test func byteCountsReadAsFileManagersShowThem() {
    #expect(ByteCount.words(0) == "0 bytes")
    #expect(ByteCount.words(1) == "1 byte")
    #expect(ByteCount.words(999) == "999 bytes")
    #expect(ByteCount.words(1_000) == "1.0 kB")
    #expect(ByteCount.words(1_234) == "1.2 kB")
    #expect(ByteCount.words(17_519) == "17.5 kB")
    #expect(ByteCount.words(999_960) == "1.0 MB")
    #expect(ByteCount.words(5_242_880) == "5.2 MB")
    #expect(ByteCount.words(Int.max).hasSuffix(" EB"))
    #expect(ByteCount.grouped(2_000) == "2,000")
    #expect(ByteCount.grouped(999) == "999")
    #expect(ByteCount.grouped(1_234_567) == "1,234,567")
  }
}
