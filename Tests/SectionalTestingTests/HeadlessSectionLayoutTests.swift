import Sectional
import SectionalTesting
import Testing

/// The headless table lays out grid, flow and carousel sections with the core's layout: where
/// each item is, which items a viewport shows, a two-dimensional cursor, and UIKit's batch
/// rules for their items, which are rows.
@MainActor
@Suite struct HeadlessSectionLayoutTests {
  /// Eight items of 50 points in `layout`, in a table 316 points wide: three columns of 100
  /// points with 8 between them.
  func table(
    _ layout: SectionLayout, count: Int = 8, viewportHeight: Double = 600, width: Double = 316
  ) throws -> HeadlessTableView {
    let controller = try ListController {
      Section(id: "photos") {
        for index in 0..<count {
          Row(id: "p\(index)", TextItem("P\(index)")).height(.fixed(50))
        }
      }
      .layout(layout)
    }
    return HeadlessTableView(
      controller: controller, viewportHeight: viewportHeight, viewportWidth: width)
  }

  @Test func aGridItemHasItsLineColumnAndFrame() throws {
    let table = try table(.grid(columns: 3))
    let item = try #require(table.position(of: .id("p4")))
    #expect(item.path == RowPath(section: 0, row: 4))
    #expect(item.line == 1)
    #expect(item.column == 1)
    #expect(item.x == 108)
    #expect(item.width == 100)
    #expect(item.top == 50)
    #expect(item.height == 50)
    #expect(table.contentHeight == 150)
    #expect(table.position(of: .id("nope")) == nil)
  }

  @Test func aListRowIsOneLineOfOneColumnTheWidthOfTheList() throws {
    let table = try table(.list)
    let item = try #require(table.position(of: .id("p4")))
    #expect(item.line == 4)
    #expect(item.column == 0)
    #expect(item.x == 0)
    #expect(item.width == 316)
    #expect(item.top == 200)
  }

  @Test func theViewportShowsWholeLinesOfAGrid() throws {
    let table = try table(.grid(columns: 3), viewportHeight: 100)
    #expect(table.visibleIDs == ["p0", "p1", "p2", "p3", "p4", "p5"].map { ListID($0) })
    table.scroll(toOffset: 60)
    #expect(table.visibleIDs == ["p3", "p4", "p5", "p6", "p7"].map { ListID($0) })
  }

  @Test func theCursorMovesInTwoDimensionsInAGrid() throws {
    let table = try table(.grid(columns: 3))
    try table.moveCursor(to: .id("p1"))
    #expect(table.moveCursor(.right) == ListID("p2"))
    #expect(table.moveCursor(.right) == nil, "the end of a line")
    #expect(table.cursor == ListID("p2"))
    #expect(table.moveCursor(.down) == ListID("p5"))
    #expect(table.moveCursor(.down) == ListID("p7"), "the last line is shorter: its last item")
    #expect(table.moveCursor(.left) == ListID("p6"))
    #expect(table.moveCursor(.up) == ListID("p3"))
    #expect(table.moveCursor(.up) == ListID("p0"))
    #expect(table.moveCursor(.up) == nil)
  }

  @Test func theCursorStartsOnTheFirstSelectableRowAndSendsNoEvents() throws {
    var events: [String] = []
    let controller = try ListController {
      Section(id: "head") {
        Row(id: "title", TextItem("Title")).selectable(false)
      }
      Section(id: "photos") {
        for index in 0..<4 {
          Row(id: "p\(index)", TextItem("P\(index)")).on(.didSelect) { _ in
            events.append("select p\(index)")
          }
        }
      }
      .layout(.grid(columns: 2))
    }
    let table = HeadlessTableView(controller: controller, viewportWidth: 316)
    #expect(table.cursor == nil)
    #expect(table.moveCursor(.right) == ListID("p0"))
    #expect(table.moveCursor(.right) == ListID("p1"))
    #expect(table.moveCursor(.up) == nil, "the title above takes no cursor")
    #expect(events.isEmpty)
    try table.tap(.id(try #require(table.cursor)))
    #expect(events == ["select p1"])
  }

  @Test func theCursorScrollsItsItemIntoView() throws {
    let table = try table(.grid(columns: 3), viewportHeight: 100)
    try table.moveCursor(to: .id("p1"))
    #expect(table.contentOffset == 0)
    table.moveCursor(.down)
    table.moveCursor(.down)
    #expect(table.cursor == ListID("p7"))
    #expect(table.contentOffset == 50)
    #expect(table.visibleIDs.contains(ListID("p7")))
  }

  @Test func theCursorGoesOnlyToRowsThatAreThere() throws {
    let table = try table(.grid(columns: 3))
    #expect(throws: HeadlessTableView.MissingRow.self) { try table.moveCursor(to: .id("nope")) }
    try table.moveCursor(to: .id("p1"))
    var after = table.shown
    after.sections[0].rows.remove(at: 1)
    try table.performBatchUpdates(
      Changeset(content: after, rowDeletes: [RowPath(section: 0, row: 1)]))
    #expect(table.cursor == nil, "its row was deleted")
  }

  @Test func aCarouselIsOneLineMovedThroughSideways() throws {
    let table = try table(.carousel(itemWidth: .points(96)), count: 5)
    let last = try #require(table.position(of: .id("p4")))
    #expect(last.line == 0)
    #expect(last.column == 4)
    #expect(last.x == 4 * 104)
    #expect(last.width == 96)
    #expect(table.contentHeight == 50)
    try table.moveCursor(to: .id("p0"))
    #expect(table.moveCursor(.right) == ListID("p1"))
    #expect(table.moveCursor(.left) == ListID("p0"))
    #expect(table.moveCursor(.down) == nil)
  }

  @Test func aFlowPlacesItemsSideBySideAndWraps() throws {
    let long = String(repeating: "x", count: 33)
    let controller = try ListController {
      Section(id: "tags") {
        Row(id: "a", TextItem("ab"))
        Row(id: "b", TextItem("cd"))
        Row(id: "long", TextItem(long))
        Row(id: "c", TextItem("ef"))
      }
      .layout(.flow)
    }
    let table = HeadlessTableView(controller: controller, viewportWidth: 316)
    let a = try #require(table.position(of: .id("a")))
    let b = try #require(table.position(of: .id("b")))
    let wide = try #require(table.position(of: .id("long")))
    let c = try #require(table.position(of: .id("c")))
    #expect(a.line == 0 && a.column == 0 && a.x == 0)
    #expect(b.line == 0 && b.column == 1 && b.x == a.width + 8)
    #expect(a.width < 316 && wide.width <= 316)
    #expect(wide.line == 1 && wide.column == 0 && wide.x == 0)
    #expect(c.line == 2 && c.column == 0)
  }

  @Test func anAdaptiveGridTakesMoreColumnsWhenWider() throws {
    let table = try table(.grid(minimumItemWidth: 100))
    #expect(table.position(of: .id("p4"))?.column == 1)
    table.resize(height: 600, width: 424)
    let item = try #require(table.position(of: .id("p4")))
    #expect(item.line == 1)
    #expect(item.column == 0)
    #expect(item.width == 100)
  }

  @Test func theBatchRulesHoldForGridItems() throws {
    let table = try table(.grid(columns: 3))
    let before = table.shown
    var after = before
    after.sections[0].rows.remove(at: 1)
    #expect(throws: BatchUpdateError.self) {
      try table.performBatchUpdates(Changeset(content: after))
    }
    #expect(table.shown.rowCount == 8)
    try table.performBatchUpdates(
      Changeset(content: after, rowDeletes: [RowPath(section: 0, row: 1)]))
    let item = try #require(table.position(of: .id("p5")))
    #expect(item.line == 1 && item.column == 1)
    #expect(table.contentHeight == 150)
  }

  @Test func theScreenTestHostTellsPositionsAndMovesItsCursor() async throws {
    let screen = PhotoGrid()
    let app = ScreenTestHost(screen, viewportWidth: 316)
    #expect(app.position(of: .id("photo-4"))?.column == 1)
    try app.moveCursor(to: .id("photo-0"))
    try app.moveCursor(.right)
    try app.moveCursor(.down)
    #expect(app.cursor == ListID("photo-4"))
    try app.activateCursor()
    #expect(screen.opened == ["photo-4"])
    #expect(throws: ScreenTestHost.Failure.self) { try app.moveCursor(.left, .left) }
    #expect(app.cursor == ListID("photo-3"), "moved as far as it could")
  }

  /// Six photos in three columns; selecting one records it.
  @MainActor final class PhotoGrid: Screen {
    let title = "Photos"
    var opened: [String] = []
    var content: ListContent {
      Section(id: "photos") {
        for index in 0..<6 {
          Row(id: "photo-\(index)", TextItem("Photo \(index)")).onSelect { [unowned self] _ in
            opened.append("photo-\(index)")
          }
        }
      }
      .layout(.grid(columns: 3))
    }
  }
}
