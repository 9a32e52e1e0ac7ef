import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The headless table's selection, when a change removes its row, goes to the row that
/// replaces it (`Row.replaces(_:)`) without events; with no such row it is cleared, as UIKit
/// clears the selection of a deleted row; with `CursorTracking.keepsLine` it keeps its line.
@MainActor
@Suite struct SuccessorSelectionTests {
  /// Posts shown as rows or as a grid of pictures (see `postsContent`).
  @MainActor final class Posts: Screen {
    let title = "Posts"
    var posts = ["p1", "p2", "p3", "p4"]
    var showsGrid = false
    var names = true

    var content: ListContent {
      postsContent(posts, grid: showsGrid, names: names, columns: 2)
    }

    var commands: [ScreenCommand] {
      [ScreenCommand("Switch", shortcut: .mnemonic("v")) { [unowned self] _ in showsGrid.toggle() }]
    }
  }

  @Test func theSelectionGoesToTheRowThatReplacesItsRow() throws {
    let app = ScreenTestHost(Posts())
    try app.tap(.id("p3/actions"))
    try app.perform(command: "Switch")
    #expect(app.selection == ListID("p3/picture"))
    try app.perform(command: "Switch")
    #expect(app.selection == ListID("p3/actions"))
    #expect(app.table.violations.isEmpty)
  }

  @Test func withoutASuccessorTheSelectionIsClearedAsBefore() throws {
    let screen = Posts()
    screen.names = false
    let app = ScreenTestHost(screen)
    try app.tap(.id("p3/actions"))
    try app.perform(command: "Switch")
    #expect(app.selection == nil)
    // The successor is named but not shown: its post is gone.
    let fewer = Posts()
    let other = ScreenTestHost(fewer)
    try other.tap(.id("p3/actions"))
    fewer.posts.removeAll { $0 == "p3" }
    try other.perform(command: "Switch")
    #expect(other.selection == nil)
  }

  @Test func keepingItsLineTheSelectionIgnoresSuccessors() throws {
    let screen = Posts()
    let app = ScreenTestHost(screen)
    app.host.controller.cursorTracking = .keepsLine
    try app.tap(.id("p3/actions"))
    try app.perform(command: "Switch")
    // Section 2, row 1 before; the grid has one section: its row 1.
    #expect(app.selection == ListID("p2/picture"))
  }
}
