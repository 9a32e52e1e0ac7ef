import Foundation
import Sectional
import SectionalTesting
import Testing

/// Outlines on a screen host, as a person uses them: a tap on a folder shows its children, a
/// folder's children load when it is first expanded (a loading row meanwhile, a retry row
/// after a failure), and the rebuilds in between keep the tree as the person left it.
@MainActor
@Suite struct OutlineHostTests {
  struct Unreachable: Error, CustomStringConvertible {
    var description: String { "the share is unreachable" }
  }

  /// A folder tree whose listings load on demand; a listing fails while `failing` is set.
  final class FilesScreen: Screen {
    let title = "Files"
    /// The listings loaded so far, by folder.
    var listings: [String: [String]] = ["/": ["docs/", "notes.txt"]]
    var failing = false
    var loads: [String] = []
    var opened: [String] = []
    /// Resumed by the test to let a load finish.
    var gate: CheckedContinuation<Void, Never>?

    var content: ListContent {
      ListContent {
        Section(id: "files") {
          Outline(
            listings["/"] ?? [], id: { $0 },
            children: { [listings] path in
              guard path.hasSuffix("/") else { return .none }
              return listings[path].map { .nodes($0.map { path + $0 }) } ?? .notLoaded
            },
            loadChildren: { [weak self] path in try await self?.load(path) }
          ) { path in
            let row = Row(id: path, TextItem(path))
            return path.hasSuffix("/")
              ? row : row.onSelect { [unowned self] _ in opened.append(path) }
          }
        }
      }
    }

    func load(_ path: String) async throws {
      loads.append(path)
      await withCheckedContinuation { gate = $0 }
      if failing { throw Unreachable() }
      listings[path] = ["a.md", "b/"]
    }

    func finishLoad() {
      gate?.resume()
      gate = nil
    }
  }

  func ids(_ app: ScreenTestHost) -> [String] {
    app.content.sections[0].rows.map { "\($0.id)".replacingOccurrences(of: "\"", with: "") }
  }

  @Test func aTapOnAFolderLoadsItsChildrenWithALoadingRowMeanwhile() async throws {
    let screen = FilesScreen()
    let app = ScreenTestHost(screen)
    defer { app.teardown() }
    #expect(ids(app) == ["docs/", "notes.txt"])
    try app.tap(.id("docs/"))
    #expect(app.host.controller.isExpanded(row: "docs/"))
    #expect(ids(app) == ["docs/", "children of docs/", "notes.txt"])
    #expect(app.content.sections[0].rows[1].component is LoadingItem)
    try await waitUntil("the load starts") { screen.gate != nil }
    #expect(screen.loads == ["docs/"])
    screen.finishLoad()
    await app.idle()
    #expect(ids(app) == ["docs/", "docs/a.md", "docs/b/", "notes.txt"])
    #expect(app.table.violations.isEmpty)
    // A file's row selects as it always did.
    try app.tap(.id("notes.txt"))
    #expect(screen.opened == ["notes.txt"])
  }

  @Test func aFailedLoadOffersARetryThatLoadsAgain() async throws {
    let screen = FilesScreen()
    screen.failing = true
    let app = ScreenTestHost(screen)
    defer { app.teardown() }
    try app.tap(.id("docs/"))
    try await waitUntil("the load starts") { screen.gate != nil }
    screen.finishLoad()
    await app.idle()
    let retry = try #require(
      app.content.sections[0].rows.first { "\($0.id)".contains("children of") })
    #expect(
      (retry.component as? LoadingItem)?.state
        == .failed(message: "Could not load: the share is unreachable"))
    // Rebuilds do not load again by themselves.
    app.host.setNeedsUpdate()
    await app.idle()
    #expect(screen.loads == ["docs/"])
    screen.failing = false
    try app.tap(.id(retry.id))
    try await waitUntil("the load starts") { screen.gate != nil }
    screen.finishLoad()
    await app.idle()
    #expect(screen.loads == ["docs/", "docs/"])
    #expect(ids(app) == ["docs/", "docs/a.md", "docs/b/", "notes.txt"])
    #expect(app.table.violations.isEmpty)
  }

  @Test func theTreeStaysAsThePersonLeftItAcrossRebuilds() async throws {
    let screen = FilesScreen()
    screen.listings["docs/"] = ["a.md"]
    let app = ScreenTestHost(screen)
    defer { app.teardown() }
    try app.tap(.id("docs/"))
    #expect(ids(app) == ["docs/", "docs/a.md", "notes.txt"])
    screen.listings["docs/"] = ["a.md", "c.md"]
    app.host.setNeedsUpdate()
    await app.idle()
    #expect(ids(app) == ["docs/", "docs/a.md", "docs/c.md", "notes.txt"])
    try app.tap(.id("docs/"))
    #expect(ids(app) == ["docs/", "notes.txt"])
    #expect(screen.loads.isEmpty)
    #expect(app.table.violations.isEmpty)
  }
}

extension OutlineHostTests {
  @Test func theDisclosureTogglesARowThatSelectsAndALeafHasNone() async throws {
    let screen = FilesScreen()
    screen.listings["docs/"] = ["a.md"]
    let app = ScreenTestHost(screen)
    defer { app.teardown() }
    try app.tapDisclosure(.id("docs/"))
    #expect(ids(app) == ["docs/", "docs/a.md", "notes.txt"])
    try app.tapDisclosure(.id("docs/"))
    #expect(ids(app) == ["docs/", "notes.txt"])
    #expect(throws: ScreenTestHost.Failure.self) { try app.tapDisclosure(.id("notes.txt")) }
    #expect(screen.opened.isEmpty)
  }
}

extension OutlineHostTests {
  @Test func aScreenThatGoesAwayBeforeItsLoadBeginsIsNotAskedToLoad() async throws {
    let screen = FilesScreen()
    let app = ScreenTestHost(screen)
    try app.tap(.id("docs/"))
    // The load is scheduled, not begun: the screen goes away first.
    app.teardown()
    for _ in 0..<20 { await Task.yield() }
    #expect(screen.loads.isEmpty)
  }
}
