import Sectional
import SectionalTerminal
import Testing

/// Pinned and collapsible section headers in the list view, as literal grids.
@MainActor
@Suite struct ListViewHeaderTests {
  static func letters(_ pinned: Bool? = true) -> ListContent {
    ListContent(
      sections: ["A", "B"].map { name in
        let section = Section(id: name, header: "Section \(name)") {
          for index in 0..<4 {
            Row(id: "\(name)\(index)", TextItem("\(name.lowercased())\(index)"))
          }
        }
        return pinned.map { section.pinnedHeader($0) } ?? section
      })
  }

  /// The frames seen while scrolling one line at a time through both sections.
  func frames(_ content: ListContent, pinsHeaders: Bool = false, glyphs: Glyphs = .unicode)
    throws -> [String]
  {
    let controller = try ListController(content: content)
    let list = ListView(controller: controller, width: 16, height: 3, glyphs: glyphs)
    list.pinsHeaders = pinsHeaders
    var frames = [grid(list)]
    for _ in 0..<8 {
      list.scroll(by: 1)
      frames.append(grid(list))
    }
    return frames
  }

  // Line by line from the top: the header of the section crossing the top line covers it, and
  // the cursor never stays under it (it moves to the first row the header leaves visible).
  @Test func aPinnedHeaderStaysOnTheTopLineUntilTheNextHeaderPushesItUp() throws {
    #expect(
      try frames(Self.letters()).joined(separator: "\n--\n") == """
         Section A     ┃
        ▌a0            │
         a1            │
        --
         Section A     ┃
        ▌a1            │
         a2            │
        --
         Section A     │
        ▌a2            ┃
         a3            │
        --
         Section A     │
        ▌a3            ┃
         Section B     │
        --
         Section A     │
         Section B     ┃
        ▌b0            │
        --
         Section B     │
        ▌b0            ┃
         b1            │
        --
         Section B     │
        ▌b1            │
         b2            ┃
        --
         Section B     │
        ▌b2            │
         b3            ┃
        --
         Section B     │
        ▌b2            │
         b3            ┃
        """)
  }

  @Test func inASCIIAPinnedHeaderIsDrawnTheSame() throws {
    #expect(
      try frames(Self.letters(), glyphs: .ascii)[2] == """
         Section A     |
        >a2            #
         a3            |
        """)
  }

  @Test func headersPinByTheListDefaultUnlessTheSectionSaysNo() throws {
    // The list pins by default; a section that says nothing follows it.
    #expect(
      try frames(Self.letters(nil), pinsHeaders: true)[2] == """
         Section A     │
        ▌a2            ┃
         a3            │
        """)
    // A section that says no scrolls its header away.
    #expect(
      try frames(Self.letters(false), pinsHeaders: true)[2] == """
        ▌a1            │
         a2            ┃
         a3            │
        """)
    // Nothing pins by default.
    #expect(
      try frames(Self.letters(nil))[2] == """
        ▌a1            │
         a2            ┃
         a3            │
        """)
  }

  static func filters() -> ListContent {
    ListContent {
      Section(id: "main", header: "Main") {
        Row(id: "a", TextItem("Alpha"))
      }
      Section(id: "filters", header: "Filters", style: .grouped) {
        Row(id: "f1", TextItem("Unread"))
        Row(id: "f2", TextItem("Flagged"))
      }
      .collapsible()
      Section(id: "end", header: "End") {
        Row(id: "z", TextItem("Zulu"))
      }
    }
  }

  /// The first frame, then one after each of ↓ Enter ↓ ↑ → ←.
  func collapsing(glyphs: Glyphs) throws -> [String] {
    let controller = try ListController(content: Self.filters())
    let list = ListView(controller: controller, width: 20, height: 8, glyphs: glyphs)
    var frames = [grid(list)]
    for key in [TerminalKey.down, .enter, .down, .up, .right, .left] {
      press(list, key)
      frames.append(grid(list))
    }
    #expect(controller.isCollapsed(section: "filters"))
    return frames
  }

  static let expanded = """
     Main
     Alpha

    ▌ ▾ FILTERS
     Unread
     Flagged
     End
     Zulu
    """
  static let collapsed = """
     Main
     Alpha

    ▌ ▸ FILTERS
     End
     Zulu


    """

  @Test func enterAndTheArrowsOnACollapsibleHeaderCollapseAndExpandIt() throws {
    let frames = try collapsing(glyphs: .unicode)
    // ↓ stops on the collapsible header (its section can be folded), not on "End".
    #expect(
      frames[0] == """
         Main
        ▌Alpha

          ▾ FILTERS
         Unread
         Flagged
         End
         Zulu
        """)
    #expect(frames[1] == Self.expanded)
    // Enter folds it: the rows go, the indicator turns, the cursor stays on the header.
    #expect(frames[2] == Self.collapsed)
    // ↓ passes the collapsed section's rows; ↑ comes back to the header.
    #expect(
      frames[3] == """
         Main
         Alpha

          ▸ FILTERS
         End
        ▌Zulu


        """)
    #expect(frames[4] == Self.collapsed)
    #expect(frames[5] == Self.expanded)
    #expect(frames[6] == Self.collapsed)
  }

  @Test func inASCIITheIndicatorIsAnArrowHeadAColumnApartFromTheCursor() throws {
    let frames = try collapsing(glyphs: .ascii)
    #expect(
      frames[2] == """
         Main
         Alpha

        > > FILTERS
         End
         Zulu


        """)
    #expect(frames[5].split(separator: "\n", omittingEmptySubsequences: false)[3] == "> v FILTERS")
  }

  @Test func aClickOnACollapsibleHeaderTogglesIt() throws {
    let controller = try ListController(content: Self.filters())
    let list = ListView(controller: controller, width: 20, height: 8)
    list.handle(.mouse(MouseEvent(.press(.left), x: 3, y: 3)))
    #expect(controller.isCollapsed(section: "filters"))
    #expect(list.selectedHeader == ListID("filters"))
    list.handle(.mouse(MouseEvent(.press(.left), x: 3, y: 3)))
    #expect(!controller.isCollapsed(section: "filters"))
  }

  @Test func theEndOfItsSectionPushesATallPinnedHeaderUpLineByLine() throws {
    let content = ListContent(
      sections: ["A", "B"].map { name in
        Section(id: name, header: ParagraphItem("Head \(name)\ntail \(name)")) {
          for index in 0..<3 { Row(id: "\(name)\(index)", TextItem("\(name)\(index)")) }
        }
        .headerHeight(.fixed(2))
        .pinnedHeader()
      })
    let frames = try frames(content)
    // The next header comes up under the pinned one, then pushes it up a line, then takes its
    // place.
    #expect(
      frames[3...5].joined(separator: "\n--\n") == """
         Head A        │
         tail A        ┃
         Head B        │
        --
         tail A        │
         Head B        ┃
         tail B        │
        --
         Head B        │
         tail B        ┃
        ▌B0            │
        """)
  }
}
