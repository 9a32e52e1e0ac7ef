import Sectional
import Testing

@testable import SectionalTerminal

/// Grid, flow and carousel sections in the list view: literal frames at several widths (and
/// after a resize), in Unicode and ASCII; the two-dimensional cursor; mouse; find; reorder;
/// display events; and what a move costs.
@MainActor
@Suite struct ListViewLineSectionTests {
  static let animals = ["Cat", "Dog", "Fox", "Owl", "Bee", "Elk", "Yak"]

  func animalGrid(_ layout: SectionLayout = .grid(columns: 3), movable: Bool = false)
    -> ListContent
  {
    ListContent {
      Section(id: "top") { Row(id: "intro", TextItem("Animals")) }
      Section(id: "grid", header: "Grid") {
        for name in Self.animals {
          Row(id: name, TextItem(name)).movable(movable)
        }
      }
      .layout(layout)
      Section(id: "bottom") { Row(id: "outro", TextItem("More")) }
    }
  }

  func makeList(
    _ content: ListContent, width: Int, height: Int, glyphs: Glyphs = .unicode
  ) throws -> ListView {
    ListView(
      controller: try ListController(content: content), width: width, height: height,
      glyphs: glyphs)
  }

  func selectedID(_ list: ListView) -> String? {
    list.selectedID.map(Self.name)
  }

  /// A string id as written (a ``ListID``'s description quotes strings).
  static func name(_ id: ListID) -> String {
    "\(id)".replacingOccurrences(of: "\"", with: "")
  }

  static let tags = ["Vegan", "Gluten free", "Spicy", "Under 30 minutes", "Cheap", "Kids"]

  var tagFlow: ListContent {
    ListContent {
      Section(id: "tags", header: "Tags") {
        for name in Self.tags { Row(id: name, TextItem(name)) }
      }
      .layout(.flow)
    }
  }

  /// A week of cards 10 columns wide (80 points), in a carousel; `log` gets the display events.
  func week(log: Log? = nil) -> ListContent {
    ListContent {
      Section(id: "week", header: "Week") {
        for name in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] {
          Row(id: name, TextItem(name))
            .on(.willDisplay) { log?.events.append("display \(Self.name($0.id))") }
            .on(.didEndDisplaying) { log?.events.append("end \(Self.name($0.id))") }
            .on(.didSelect) { log?.events.append("select \(Self.name($0.id))") }
        }
      }
      .layout(.carousel(itemWidth: .points(80)))
    }
  }

  final class Log {
    var events: [String] = []
  }

  @Test func aGridIsColumnsOfCardsAtItsFramesWidths() throws {
    let list = try makeList(animalGrid(), width: 33, height: 13)
    #expect(
      grid(list) == """
        ▌Animals
         Grid
        ╭────────╮ ╭────────╮ ╭────────╮
        │ Cat    │ │ Dog    │ │ Fox    │
        ╰────────╯ ╰────────╯ ╰────────╯
        ╭────────╮ ╭────────╮ ╭────────╮
        │ Owl    │ │ Bee    │ │ Elk    │
        ╰────────╯ ╰────────╯ ╰────────╯
        ╭────────╮
        │ Yak    │
        ╰────────╯
         More

        """)
    // Narrower: the same three columns, narrower cards.
    list.resize(width: 24, height: 13)
    #expect(
      grid(list) == """
        ▌Animals
         Grid
        ╭─────╮ ╭─────╮ ╭─────╮
        │ Cat │ │ Dog │ │ Fox │
        ╰─────╯ ╰─────╯ ╰─────╯
        ╭─────╮ ╭─────╮ ╭─────╮
        │ Owl │ │ Bee │ │ Elk │
        ╰─────╯ ╰─────╯ ╰─────╯
        ╭─────╮
        │ Yak │
        ╰─────╯
         More

        """)
  }

  @Test func anAdaptiveGridTakesAsManyColumnsAsFit() throws {
    // Items at least 80 points (10 columns) wide: 3 columns in 32, 2 in 23.
    let wide = try makeList(animalGrid(.grid(minimumItemWidth: 80)), width: 33, height: 12)
    press(wide, .down, .right)
    #expect(
      grid(wide) == """
         Animals
         Grid
        ╭────────╮ ┏━━━━━━━━┓ ╭────────╮
        │ Cat    │ ┃ Dog    ┃ │ Fox    │
        ╰────────╯ ┗━━━━━━━━┛ ╰────────╯
        ╭────────╮ ╭────────╮ ╭────────╮
        │ Owl    │ │ Bee    │ │ Elk    │
        ╰────────╯ ╰────────╯ ╰────────╯
        ╭────────╮
        │ Yak    │
        ╰────────╯
         More
        """)
    let narrow = try makeList(animalGrid(.grid(minimumItemWidth: 80)), width: 24, height: 8)
    press(narrow, .down, .right)
    #expect(
      grid(narrow).split(separator: "\n").prefix(4).joined(separator: "\n") == """
         Animals               ┃
         Grid                  ┃
        ╭─────────╮ ┏━━━━━━━━━┓┃
        │ Cat     │ ┃ Dog     ┃┃
        """)
  }

  @Test func anAdaptiveGridTakesAsManyColumnsAsFitOnResize() throws {
    let list = try makeList(animalGrid(.grid(minimumItemWidth: 80)), width: 33, height: 8)
    press(list, .down, .right, .down)
    #expect(selectedID(list) == "Bee")
    // Two columns now: Bee is the first item of the third line, under Fox.
    list.resize(width: 24, height: 8)
    press(list, .up)
    #expect(selectedID(list) == "Fox")
    #expect(
      grid(list) == """
        │ Cat     │ │ Dog     ││
        ╰─────────╯ ╰─────────╯│
        ┏━━━━━━━━━┓ ╭─────────╮┃
        ┃ Fox     ┃ │ Owl     │┃
        ┗━━━━━━━━━┛ ╰─────────╯┃
        ╭─────────╮ ╭─────────╮┃
        │ Bee     │ │ Elk     ││
        ╰─────────╯ ╰─────────╯│
        """)
  }

  @Test func aGridInASCII() throws {
    let list = try makeList(animalGrid(), width: 33, height: 8, glyphs: .ascii)
    press(list, .down, .right, .down)
    // The scroll indicator is ASCII too.
    #expect(
      grid(list) == """
         Animals                        #
         Grid                           #
        +--------+ +--------+ +--------+#
        | Cat    | | Dog    | | Fox    |#
        +--------+ +--------+ +--------+#
        +--------+ #========# +--------+|
        | Owl    | # Bee    # | Elk    ||
        +--------+ #========# +--------+|
        """)
  }

  @Test func aFlowWrapsPillsAtTheWidthAndAgainOnResize() throws {
    let list = try makeList(tagFlow, width: 41, height: 3)
    #expect(
      grid(list) == """
         Tags
        (>Vegan<) ( Gluten free ) ( Spicy )
        ( Under 30 minutes ) ( Cheap ) ( Kids )
        """)
    list.resize(width: 25, height: 6)
    #expect(
      grid(list) == """
         Tags
        (>Vegan<)
        ( Gluten free )
        ( Spicy )
        ( Under 30 minutes )
        ( Cheap ) ( Kids )
        """)
    list.resize(width: 41, height: 3)
    press(list, .right, .down)
    #expect(selectedID(list) == "Under 30 minutes")
    let ascii = try makeList(tagFlow, width: 12, height: 4, glyphs: .ascii)
    // A pill wider than the list has a line of its own, cut.
    press(ascii, .down, .down)
    #expect(
      grid(ascii) == """
         Tags      #
        ( Vegan )  #
        ( Glut... )|
        (>Spicy<)  |
        """)
  }

  @Test func aCarouselIsClippedWithIndicatorsAndFollowsTheCursor() throws {
    let list = try makeList(week(), width: 31, height: 4)
    #expect(
      grid(list) == """
         Week
        ┏━━━━━━━━┓ ╭────────╮ ╭───────
        ┃ Mon    ┃ │ Tue    │ │ Wed  ›
        ┗━━━━━━━━┛ ╰────────╯ ╰───────
        """)
    press(list, .right, .right, .right)
    #expect(
      grid(list) == """
         Week
        ───────╮ ╭────────╮ ┏━━━━━━━━┓
        ‹ue    │ │ Wed    │ ┃ Thu    ›
        ───────╯ ╰────────╯ ┗━━━━━━━━┛
        """)
    press(list, .end)
    #expect(selectedID(list) == "Sun")
    let ascii = try makeList(week(), width: 31, height: 4, glyphs: .ascii)
    press(ascii, .end)
    #expect(
      grid(ascii) == """
         Week
        -------+ +--------+ #========#
        <ri    | | Sat    | # Sun    #
        -------+ +--------+ #========#
        """)
    press(ascii, .home)
    #expect(ascii.carousels.offset(of: ListID("week")) == 0)
  }

  @Test func theCursorMovesWithinLinesAndAcrossThemKeepingItsColumn() throws {
    let list = try makeList(animalGrid(), width: 33, height: 20)
    var visited: [String?] = []
    for key: TerminalKey in [.down, .right, .down, .down, .down, .up, .up, .left, .left, .right] {
      press(list, key)
      visited.append(selectedID(list))
    }
    #expect(
      visited == [
        "Cat", "Dog", "Bee",
        // The last line has only Yak: the nearest column.
        "Yak", "outro",
        // Up into the grid from below: the first item of its last line.
        "Yak", "Owl", "Owl", "Owl", "Bee",
      ])
    // ← at the start of a line is used (it does not go back), and moves nothing.
    press(list, .left)
    #expect(list.handle(.key(KeyEvent(.left))))
    #expect(selectedID(list) == "Owl")
    // On a list row ← is not the list's (the app goes back).
    press(list, .home)
    #expect(!list.handle(.key(KeyEvent(.left))))
  }

  @Test func pagesKeepTheColumn() throws {
    let content = ListContent {
      Section(id: "grid") {
        for index in 0..<60 { Row(id: index, TextItem("Item \(index)")) }
      }
      .layout(.grid(columns: 3))
    }
    let list = try makeList(content, width: 40, height: 10)
    press(list, .right)
    press(list, .pageDown)
    #expect(list.selectedRowPath.map { $0.row % 3 } == 1)
    #expect(list.selectedRowPath.map(\.row).map { $0 > 1 } == true)
    press(list, .pageUp)
    #expect(list.selectedRowPath?.row == 1)
  }

  @Test func aClickSelectsTheItemUnderItAndTheIndicatorsScrollACarousel() throws {
    let log = Log()
    let list = try makeList(week(log: log), width: 31, height: 4)
    _ = grid(list)
    log.events = []
    // Tue's card: columns 11–20 of lines 1–3.
    #expect(list.handle(.mouse(MouseEvent(.press(.left), x: 14, y: 2))))
    #expect(selectedID(list) == "Tue")
    #expect(log.events == ["select Tue"])
    log.events = []
    // The › indicator: a click scrolls by an item; Mon leaves, Thu comes.
    #expect(list.handle(.mouse(MouseEvent(.press(.left), x: 29, y: 2))))
    #expect(list.carousels.offset(of: ListID("week")) == 11)
    #expect(log.events == ["end Mon", "display Thu"])
    #expect(selectedID(list) == "Tue")
    #expect(list.handle(.mouse(MouseEvent(.press(.left), x: 0, y: 2))))
    #expect(list.carousels.offset(of: ListID("week")) == 0)
  }

  @Test func aCarouselsItemsOutOfSightAreNotDisplayed() throws {
    let log = Log()
    let list = try makeList(week(log: log), width: 31, height: 4)
    _ = grid(list)
    #expect(log.events == ["display Mon", "display Tue", "display Wed"])
    log.events = []
    press(list, .right, .right, .right)
    #expect(log.events == ["end Mon", "display Thu"])
  }

  @Test func findHighlightsAndJumpsToGridItems() throws {
    let list = try makeList(animalGrid(), width: 33, height: 9)
    type(list, "/o")
    press(list, .enter)
    // Only the matches stay, still in a grid.
    #expect(
      grid(list) == """
         Grid
        ┏━━━━━━━━┓ ╭────────╮ ╭────────╮
        ┃ Dog    ┃ │ Fox    │ │ Owl    │
        ┗━━━━━━━━┛ ╰────────╯ ╰────────╯
         More



        /o   4 matches
        """)
    // The match is highlighted inside the card (underlined, so it shows without colour).
    var buffer = Buffer(width: 33, height: 9)
    list.draw(into: &buffer, x: 0, y: 0)
    #expect(buffer[3, 2].symbol == "o")
    #expect(buffer[3, 2].style.attributes.contains(.underline))
    type(list, "n")
    #expect(selectedID(list) == "Fox")
  }

  @Test func reorderMovesAnItemWithinItsGrid() throws {
    let list = try makeList(animalGrid(movable: true), width: 33, height: 20)
    press(list, .down, .right)
    type(list, "m")
    press(list, .right)
    #expect(
      list.controller.content.sections[1].rows.map { Self.name($0.id) }.prefix(3) == [
        "Cat", "Fox", "Dog",
      ])
    press(list, .down)
    #expect(
      list.controller.content.sections[1].rows.map { Self.name($0.id) }
        == ["Cat", "Fox", "Owl", "Bee", "Elk", "Dog", "Yak"])
    #expect(selectedID(list) == "Dog")
    press(list, .enter)
    #expect(!list.isReordering)
  }

  @Test func movingTheCursorOneCellRewritesOnlyTheTwoCards() throws {
    let content = ListContent {
      Section(id: "grid") {
        for index in 0..<3_000 { Row(id: index, TextItem("Item \(index)")) }
      }
      .layout(.grid(columns: 3))
    }
    let list = try makeList(content, width: 40, height: 12)
    var first = Buffer(width: 40, height: 12)
    list.draw(into: &first, x: 0, y: 0)
    press(list, .right)
    var second = Buffer(width: 40, height: 12)
    list.draw(into: &second, x: 0, y: 0)
    // Recomposed: the three lines of the line of cards; every other line is shared.
    #expect((0..<12).filter { !second.sharesLine($0, with: first) } == [0, 1, 2])
    let output = FrameWriter(capability: .none).diff(from: first, to: second)
    // Written: the two cards' cells only (columns 1–25 of lines 1–3, 1-based), nothing else.
    let moves = output.matches(of: /\e\[([0-9]+);([0-9]+)H/).map {
      (Int($0.output.1) ?? 0, Int($0.output.2) ?? 0)
    }
    #expect(!moves.isEmpty)
    #expect(moves.allSatisfy { (1...3).contains($0.0) && $0.1 <= 25 })
    // What NO_COLOR shows: the heavy box is the cursor.
    var screen = VirtualScreen(size: TerminalSize(columns: 40, rows: 12))
    screen.apply(Array(FrameWriter(capability: .none).diff(from: nil, to: second).utf8))
    #expect(screen.buffer.line(1).hasPrefix("│ Item 0   │ ┃ Item 1   ┃"))
  }

  @Test func picturesInCardsArePlacedInsideTheirBoxes() throws {
    let content = ListContent {
      Section(id: "photos") {
        for index in 0..<2 {
          Row(id: index, ImageItem(source: .named("p\(index)"), aspectRatio: 1, altText: "P"))
        }
      }
      .layout(.grid(columns: 2))
    }
    let list = try makeList(content, width: 41, height: 20)
    _ = grid(list)
    let placements = list.imagePlacements
    #expect(placements.count == 2)
    // Inside the card's box and the picture's frame: two lines down, three columns in.
    #expect(placements.map(\.y) == [2, 2])
    #expect(placements.first.map { $0.x >= 3 && $0.x + $0.columns <= 18 } == true)
    #expect(placements.last.map { $0.x >= 23 && $0.x + $0.columns <= 39 } == true)
  }
}
