import Sectional
import SectionalTerminal
import Testing

/// The terminal's cursor, when a change removes its row, goes to the row that replaces it
/// (`Row.replaces(_:)`); with no such row, to a neighbour, as before.
@MainActor
@Suite struct ListViewSuccessorTests {
  /// A shelf (a carousel) over a grid of pictures, or the posts as rows; the rows of each
  /// layout name the other's when `names` is set.
  static func content(grid: Bool, names: Bool = true) -> ListContent {
    let posts = (1...6).map { "p\($0)" }
    return ListContent {
      if grid {
        Section(id: "shelf") {
          for post in posts.reversed() { Row(id: "\(post)/card", TextItem(post)) }
        }
        .layout(.carousel(itemWidth: .points(64)))
        Section(id: "grid") {
          for post in posts {
            let row = Row(id: "\(post)/picture", TextItem(post.uppercased()))
            names ? row.replaces("\(post)/actions") : row
          }
        }
        .layout(.grid(columns: 3))
      } else {
        for post in posts {
          Section(id: post) {
            Row(id: "\(post)/title", TextItem(post)).selectable(false)
            let row = Row(id: "\(post)/actions", TextItem("Like \(post)"))
            names ? row.replaces("\(post)/picture").replaces("\(post)/card") : row
          }
        }
      }
    }
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
