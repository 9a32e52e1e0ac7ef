import Foundation
import Sectional
import SectionalTesting
import Testing

@testable import DemoScreens

/// Marks on the Files screen: "Copy names" (and a marked row's own action) shares exactly the
/// marked rows' names, one a line, in the tree's order, whatever order they were marked in.
@MainActor
@Suite struct FilesMarksTests {
  func folder() throws -> ScratchFolder {
    let folder = try ScratchFolder()
    try folder.file("docs/guide.md", "")
    try folder.file("docs/intro.md", "")
    try folder.file("notes.txt", "")
    try folder.file("todo.txt", "")
    return folder
  }

  func shared(_ app: ScreenTestHost) -> [[ShareItem]] {
    app.presenter.requests.compactMap {
      if case .share(let items) = $0 { return items }
      return nil
    }
  }

  @Test func copyNamesSharesTheMarkedNamesInTheTreesOrder() async throws {
    let folder = try folder()
    defer { folder.remove() }
    let screen = FilesScreen(directory: DataDirectory(url: folder.url))
    let app = ScreenTestHost(screen, viewportHeight: 10_000)
    defer { app.teardown() }
    try app.host.controller.setExpanded(true, row: "docs")
    await app.idle()
    // Nothing marked: nothing to copy.
    #expect(!app.host.commands.map(\.title).contains("Copy names"))
    try app.perform(command: "Select")
    #expect(!app.host.commands.map(\.title).contains("Copy names"))
    for id in ["todo.txt", "docs/intro.md", "docs"] { try app.tap(.id(id)) }
    #expect(screen.selectedRows == [ListID("todo.txt"), ListID("docs/intro.md"), ListID("docs")])
    #expect((app.bars.bottom.first?.component as? TextItem)?.title == "3 items marked")
    let command = try #require(app.host.commands.first { $0.title == "Copy names" })
    #expect(command.shortcut == .mnemonic("c"))
    try app.perform(command: "Copy names")
    #expect(shared(app) == [[.text("docs\nintro.md\ntodo.txt")]])
    // A marked row's action copies them all; another row's, its own name.
    try app.performAction("Copy 3 names", onRow: .id("docs/intro.md"))
    #expect(shared(app).last == [.text("docs\nintro.md\ntodo.txt")])
    try app.performAction("Copy name", onRow: .id("notes.txt"))
    #expect(shared(app).last == [.text("notes.txt")])
    #expect(throws: ScreenTestHost.Failure.self) {
      try app.performAction("Copy 3 names", onRow: .id("notes.txt"))
    }
    // Done drops the marks, and the command with them.
    try app.perform(command: "Done")
    #expect(screen.selectedRows.isEmpty)
    #expect(!app.host.commands.map(\.title).contains("Copy names"))
    try app.performAction("Copy name", onRow: .id("todo.txt"))
    #expect(shared(app).last == [.text("todo.txt")])
  }

  /// A folder's retry row says why it could not be listed; it names no file, so it never joins
  /// the marks: it is neither counted nor copied.
  @Test(.timeLimit(.minutes(10)))
  func aRetryRowIsNeverMarked() async throws {
    let folder = try folder()
    defer { folder.remove() }
    let recorder = RecordingLister()
    recorder.refuse("docs", with: .unreadable("Permission denied"))
    let screen = FilesScreen(directory: DataDirectory(url: folder.url), lister: recorder.lister)
    let app = ScreenTestHost(screen, viewportHeight: 10_000)
    defer { app.teardown() }
    try app.host.controller.setExpanded(true, row: "docs")
    await app.idle()
    let retry = try #require(app.content.sections[0].rows.first { $0.component is LoadingItem })
    try app.perform(command: "Select")
    try app.tap(.id(retry.id))
    #expect(screen.selectedRows.isEmpty)
    #expect((app.bars.bottom.first?.component as? TextItem)?.title == "0 items marked")
    #expect(!app.host.commands.map(\.title).contains("Copy names"))
    try app.tap(.id("notes.txt"))
    #expect((app.bars.bottom.first?.component as? TextItem)?.title == "1 item marked")
    try app.performAction("Copy name", onRow: .id("notes.txt"))
    try app.perform(command: "Copy names")
    #expect(shared(app) == [[.text("notes.txt")], [.text("notes.txt")]])
  }

  /// A mark hidden under a folder closed since is not copied, though the host keeps it until
  /// its next rebuild.
  @Test func aMarkHiddenUnderAClosedFolderIsNotCopied() async throws {
    let folder = try folder()
    defer { folder.remove() }
    let screen = FilesScreen(directory: DataDirectory(url: folder.url))
    let app = ScreenTestHost(screen, viewportHeight: 10_000)
    defer { app.teardown() }
    try app.host.controller.setExpanded(true, row: "docs")
    await app.idle()
    try app.perform(command: "Select")
    for id in ["docs/guide.md", "notes.txt"] { try app.tap(.id(id)) }
    // Closed as ← closes it: the host drops the hidden mark at its next rebuild, which comes
    // after the command; the command copies only what the person sees marked.
    try app.host.controller.setExpanded(false, row: "docs")
    try app.perform(command: "Copy names")
    #expect(shared(app) == [[.text("notes.txt")]])
    #expect(screen.selectedRows == [ListID("notes.txt")])
  }

  /// A person who closes a folder no longer sees the marks inside it: they go at once, and
  /// the count under the tree says so, without waiting for another rebuild.
  @Test func closingAFolderDropsTheMarksItHidesAtOnce() async throws {
    let folder = try folder()
    defer { folder.remove() }
    let screen = FilesScreen(directory: DataDirectory(url: folder.url))
    let app = ScreenTestHost(screen, viewportHeight: 10_000)
    defer { app.teardown() }
    try app.tapDisclosure(.id("docs"))
    await app.idle()
    try app.perform(command: "Select")
    for id in ["docs/guide.md", "notes.txt"] { try app.tap(.id(id)) }
    #expect(screen.selectedRows.count == 2)
    try app.tapDisclosure(.id("docs"))
    #expect(screen.selectedRows == [ListID("notes.txt")])
    #expect((app.bars.bottom.first?.component as? TextItem)?.title == "1 item marked")
  }
}
