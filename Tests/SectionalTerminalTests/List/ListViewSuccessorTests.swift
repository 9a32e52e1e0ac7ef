import Sectional
import SectionalTerminal
import TestSupport
import Testing

/// The terminal's cursor, when a change removes its row, goes to the row that replaces it
/// (`Row.replaces(_:)`); with no such row, to a neighbour, as before.
@MainActor
@Suite struct ListViewSuccessorTests {
  static let posts = (1...6).map { "p\($0)" }

  /// A shelf (a carousel of the posts' cards, last first) over a grid of their pictures, or the
  /// posts as rows (see `postsContent`).
  static func content(grid: Bool, names: Bool = true) -> ListContent {
    let posts = postsContent(Self.posts, grid: grid, names: names)
    guard grid else { return posts }
    let shelf = Section(id: "shelf") {
      for post in Self.posts.reversed() { Row(id: "\(post)/card", TextItem(post)) }
    }
    .layout(.carousel(itemWidth: .points(64)))
    return ListContent(sections: [shelf] + posts.sections)
  }

  func list() throws -> ListView {
    ListView(
      controller: try ListController(content: Self.content(grid: false)), width: 30, height: 12)
  }

  @Test func theCursorGoesToTheRowThatReplacesItsRow() throws {
    let list = try list()
    try list.controller.selectRow(.id("p4/actions"), scrollingTo: nil)
    try list.controller.update(to: Self.content(grid: true))
    #expect(list.selectedID == ListID("p4/picture"))
    try list.controller.update(to: Self.content(grid: false))
    #expect(list.selectedID == ListID("p4/actions"))
  }

  @Test func theShelfIsNotScrolledOnTheWayToTheSuccessor() throws {
    let list = try list()
    try list.controller.selectRow(.id("p1/actions"), scrollingTo: nil)
    try list.controller.update(to: Self.content(grid: true))
    #expect(list.selectedID == ListID("p1/picture"))
    // The shelf shows its first cards: the cursor never stopped on p1's card, its last.
    #expect(
      grid(list).split(separator: "\n", omittingEmptySubsequences: false).prefix(9).joined(
        separator: "\n") == """
          ╭──────╮ ╭──────╮ ╭──────╮ ╭─
          │ p6   │ │ p5   │ │ p4   │ │›
          ╰──────╯ ╰──────╯ ╰──────╯ ╰─
          ┏━━━━━━━┓ ╭───────╮ ╭───────╮
          ┃ P1    ┃ │ P2    │ │ P3    │
          ┗━━━━━━━┛ ╰───────╯ ╰───────╯
          ╭───────╮ ╭───────╮ ╭───────╮
          │ P4    │ │ P5    │ │ P6    │
          ╰───────╯ ╰───────╯ ╰───────╯
          """, "\(grid(list))")
  }

  @Test func withoutASuccessorTheCursorGoesToANeighbourAsBefore() throws {
    let list = try list()
    try list.controller.selectRow(.id("p4/actions"), scrollingTo: nil)
    try list.controller.update(to: Self.content(grid: true, names: false))
    // Its place (section 3, row 1) clamped to the last section: the grid's row 1.
    #expect(list.selectedID == ListID("p2/picture"))
    // Named, but its post is gone from the grid: the same.
    let named = try self.list()
    try named.controller.selectRow(.id("p4/actions"), scrollingTo: nil)
    try named.controller.update(
      to: ListContent(
        sections: Self.content(grid: true).sections.map { section in
          var section = section
          section.rows = RowList(section.rows.filter { !"\($0.id)".contains("p4") })
          return section
        }))
    #expect(named.selectedID == ListID("p2/picture"))
  }
}
