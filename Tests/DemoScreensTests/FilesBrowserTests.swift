import Foundation
import Sectional
import SectionalTesting
import Testing

@testable import DemoScreens

/// The Files browser as a person uses it: the tree beside the contents of the file under its
/// cursor, the contents focused by selecting a file, one pane at a time in a compact width.
@MainActor
@Suite struct FilesBrowserTests {
  func sample() throws -> ScratchFolder {
    let folder = try ScratchFolder()
    try folder.file("notes.txt", "first line\nsecond line")
    try folder.file("todo.txt", "milk")
    try folder.file("inner/deep.txt", "deep")
    return folder
  }

  func browser(_ folder: ScratchFolder) -> (ScreenTestHost, FilesBrowser) {
    let browser = FilesBrowser(tree: FilesScreen(directory: DataDirectory(url: folder.url)))
    return (ScreenTestHost(browser, viewportHeight: 10_000), browser)
  }

  @Test func selectingAFileShowsItsContentsBesideTheTreeWithoutAPush() async throws {
    let folder = try sample()
    defer { folder.remove() }
    let (app, _) = browser(folder)
    defer { app.teardown() }
    #expect(app.shownPanes == [ListID("tree"), ListID("contents")])
    let notes = "notes.txt"
    try app.tap(.id(notes))
    await app.idle()
    #expect(app.focusedPane == ListID("contents"))
    #expect(app.screen.title == "notes.txt")
    let contents = try #require(app.screen as? FileContentsScreen)
    #expect(contents.contents != nil)
    // No screen was pushed: the tree is still the root, beside the contents.
    #expect(app.hosts.count == 1 && app.presenter.requests.isEmpty)
  }

  @Test func aFolderHasNoContentsAndKeepsTheFocusInTheTree() async throws {
    let folder = try sample()
    defer { folder.remove() }
    let (app, _) = browser(folder)
    defer { app.teardown() }
    let inner = "inner"
    try app.tap(.id(inner))
    await app.idle()
    #expect(app.focusedPane == ListID("tree"))
    #expect(app.host(ofPane: "contents")?.screen is FileContentsScreen == false)
  }

  @Test func aCompactWidthShowsOnePaneAndBackShowsTheTreeWithItsCursor() async throws {
    let folder = try sample()
    defer { folder.remove() }
    let (app, _) = browser(folder)
    defer { app.teardown() }
    app.setCompact(true)
    let todo = "todo.txt"
    try app.tap(.id(todo))
    await app.idle()
    #expect(app.shownPanes == [ListID("contents")])
    #expect(app.screen.title == "todo.txt")
    app.goBack()
    #expect(app.shownPanes == [ListID("tree")])
    #expect(app.cursor == ListID(todo))
    app.setCompact(false)
    #expect(app.shownPanes == [ListID("tree"), ListID("contents")])
    #expect(app.host(ofPane: "contents")?.screen.title == "todo.txt")
  }
}
