import Sectional
import SectionalTerminal
import Testing

/// Keys that move through a list as in less, htop and lazygit: pages go the way they say, arrows
/// read content that has no selectable rows, End shows the very bottom.
@MainActor
@Suite struct ListViewNavigationTests {
  func list(_ content: ListContent, width: Int, height: Int) throws -> ListView {
    ListView(controller: try ListController(content: content), width: width, height: height)
  }

  func numbered(_ count: Int) -> ListContent {
    ListContent {
      Section(id: "s") {
        for index in 0..<count { Row(id: index, TextItem("Row \(index)")) }
      }
    }
  }

  @Test func pageDownMovesViewAndCursorAPageClampedAtTheEnd() throws {
    let list = try list(numbered(12), width: 10, height: 4)
    press(list, .pageDown)
    #expect(
      grid(list) == """
        ▌Row 3   │
         Row 4   ┃
         Row 5   │
         Row 6   │
        """)
    press(list, .pageDown)
    #expect(
      grid(list) == """
        ▌Row 6   │
         Row 7   │
         Row 8   ┃
         Row 9   │
        """)
    // The view stops at the end; the cursor goes on a page, then to the last row, and stays.
    press(list, .pageDown)
    #expect(
      grid(list) == """
         Row 8   │
        ▌Row 9   │
         Row 10  │
         Row 11  ┃
        """)
    for _ in 0..<2 {
      press(list, .pageDown)
      #expect(
        grid(list) == """
           Row 8   │
           Row 9   │
           Row 10  │
          ▌Row 11  ┃
          """)
    }
  }

  @Test func pageUpIsTheReverseAndNeverJumpsToTheFirstRow() throws {
    let list = try list(numbered(12), width: 10, height: 4)
    press(list, .character("G"), .pageUp)
    #expect(
      grid(list) == """
         Row 5   │
         Row 6   │
         Row 7   ┃
        ▌Row 8   │
        """)
    press(list, .pageUp, .pageUp)
    #expect(
      grid(list) == """
         Row 0   ┃
         Row 1   │
        ▌Row 2   │
         Row 3   │
        """)
    press(list, .pageUp)
    #expect(list.selectedID == ListID(0))
  }

  @Test func pagesStepThroughRowsTallerThanALine() throws {
    let content = ListContent {
      Section(id: "s") {
        for index in 0..<8 {
          Row(id: index, TextItem("Animal \(index)", subtitle: "Latin \(index)"))
        }
      }
    }
    let list = try list(content, width: 12, height: 5)
    var seen: [Int?] = []
    for _ in 0..<5 {
      press(list, .pageDown)
      seen.append(list.selectedID?.as(Int.self))
    }
    #expect(seen == [2, 4, 6, 7, 7])
    press(list, .pageUp)
    #expect(list.selectedID == ListID(5))
    #expect(
      grid(list) == """
         Latin 3   │
         Animal 4  │
         Latin 4   ┃
        ▌Animal 5  ┃
         Latin 5   │
        """)
  }

  @Test func arrowsScrollContentThatHasNoSelectableRows() throws {
    let content = ListContent {
      Section(id: "s") {
        for index in 0..<8 { Row(id: index, TextItem("Line \(index)")).selectable(false) }
      }
    }
    let list = try list(content, width: 10, height: 3)
    press(list, .down, .character("j"), .down)
    #expect(
      grid(list) == """
         Line 3  │
         Line 4  ┃
         Line 5  │
        """)
    press(list, .up)
    #expect(grid(list).hasPrefix(" Line 2"))
    press(list, .pageDown)
    #expect(grid(list).hasPrefix(" Line 4"))
    press(list, .pageUp)
    #expect(grid(list).hasPrefix(" Line 2"))
  }

  @Test func arrowsReadTheContentBetweenSelectableRows() throws {
    let content = ListContent {
      Section(id: "s") {
        Row(id: "top", TextItem("Top"))
        for index in 1...5 { Row(id: index, TextItem("Note \(index)")).selectable(false) }
        Row(id: "bottom", TextItem("Bottom"))
      }
    }
    let list = try list(content, width: 10, height: 3)
    press(list, .down)
    #expect(
      grid(list) == """
         Note 1  │
         Note 2  ┃
         Note 3  │
        """)
    #expect(list.selectedID == ListID("top"))
    // The rest of the notes fit on one screen with the row below them: the next ↓ reaches it.
    press(list, .down)
    #expect(
      grid(list) == """
         Note 4  │
         Note 5  │
        ▌Bottom  ┃
        """)
    press(list, .up)
    #expect(list.selectedID == ListID("bottom"))
    #expect(grid(list).hasPrefix(" Note 3"))
    press(list, .up)
    #expect(list.selectedID == ListID("top"))
    #expect(grid(list).hasPrefix("▌Top"))
  }

  @Test func endShowsTheVeryBottomOfRowsMeasuredOnTheWay() throws {
    let content = ListContent {
      Section(id: "strip") {
        Row(id: "strip", TextItem("Strip"))
      }
      Section(id: "card", header: "Card", style: .inset) {
        for index in 0..<6 {
          Row(id: index, TextItem("Item \(index)", subtitle: "Detail \(index)")).selectable(false)
        }
      }
    }
    let list = try list(content, width: 16, height: 5)
    press(list, .end)
    #expect(grid(list).hasSuffix("╰─────────────╯┃"))
    press(list, .home)
    #expect(grid(list).hasPrefix("▌Strip"))
  }

  @Test func enterOnACursorScrolledOffScreenShowsItFirst() throws {
    let selected = Selected()
    let content = ListContent {
      Section(id: "s") {
        Row(id: "strip", TextItem("Strip")).onSelect { _ in selected.count += 1 }
        for index in 0..<6 { Row(id: index, TextItem("Line \(index)")).selectable(false) }
      }
    }
    let list = try list(content, width: 10, height: 3)
    press(list, .down, .down)
    #expect(!grid(list).contains("Strip"))
    press(list, .enter)
    #expect(selected.count == 0)
    #expect(grid(list).hasPrefix("▌Strip"))
    press(list, .enter)
    #expect(selected.count == 1)
  }

  @MainActor final class Selected {
    var count = 0
  }
}
