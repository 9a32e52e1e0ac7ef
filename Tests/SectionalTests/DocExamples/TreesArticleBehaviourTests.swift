import Sectional
import SectionalTesting
import Testing

/// What the article's screens do, as a person uses them (the examples are in
/// TreesArticleExamples.swift, which imports only what the article states).
extension TreesArticleExamples {
  @Test func theFolderLoadsItsChildrenWhenFirstOpened() async throws {
    let disk = Disk(folders: [
      "/src": [Entry(path: "/src/main.swift", name: "main.swift", isFolder: false)]
    ])
    let screen = FilesScreen(
      disk: disk,
      root: [
        Entry(path: "/src", name: "src", isFolder: true),
        Entry(path: "/docs", name: "docs", isFolder: true),
      ])
    let app = ScreenTestHost(screen)
    defer { app.teardown() }
    try app.tap(.id("/src"))
    await app.idle()
    #expect(
      app.content.sections[0].rows.map(\.id)
        == ["/src", "/src/main.swift", "/docs"].map(ListID.init))
    // ScreenTestHost.tapDisclosure(_:), whose example this is.
    try app.tapDisclosure(.id("/src"))
    #expect(app.content.sections[0].rows.map(\.id) == ["/src", "/docs"].map(ListID.init))
    try app.tap(.id("/docs"))
    await app.idle()
    let status = try #require(app.content.sections[0].rows.last)
    guard case .failed = (status.component as? LoadingItem)?.state else {
      Issue.record("no retry row under /docs")
      return
    }
  }

  @Test func theTreeSortsSiblingsAndKeepsMarks() async throws {
    let screen = ProcessesScreen(processes: [
      Process(pid: 1, parent: 0, name: "init", cpu: 0.1),
      Process(pid: 7, parent: 1, name: "zsh", cpu: 0.5),
      Process(pid: 9, parent: 1, name: "cron", cpu: 2.0),
      Process(pid: 42, parent: 7, name: "swift", cpu: 90),
    ])
    let app = ScreenTestHost(screen)
    defer { app.teardown() }
    screen.isSelectingRows = true
    try app.tap(.id(42))
    try app.perform(command: "Tree view")
    // The marked process shows under its parents, which sort by CPU (descending first).
    try app.host.controller.sortTable(section: "processes", by: 2)
    #expect(app.content.sections[0].rows.map(\.id) == [1, 9, 7, 42].map(ListID.init))
    #expect(screen.selectedRows == [ListID(42)])
    #expect(app.table.violations.isEmpty)
  }
}
