import Foundation
import Testing

/// The demo's grids through the executable: `v` switches the Feed to its profile grid and the
/// Animals list to a grid of cards (the footer names the way back), Enter on an item opens it,
/// and a grid saved in the state file opens as a grid.
@Suite struct GridSnapshotTests {
  @Test func vSwitchesTheFeedToItsProfileGridAndBack() throws {
    let posts = try demoFrame("feed")
    #expect(footer(posts).contains("v grid"), "\(footer(posts))")
    #expect(posts.output.contains("Like"))
    let grid = try demoFrame("feed", keys: "v")
    #expect(footer(grid).contains("v posts"), "\(footer(grid))")
    // Pictures only: no action bars.
    #expect(grid.output.contains("[image 1:1]"), "\(grid.output)")
    #expect(!grid.output.contains("Like"), "\(grid.output)")
    let back = try demoFrame("feed", keys: "v v")
    #expect(footer(back).contains("v grid"))
    #expect(back.output.contains("Like"))
  }

  /// `v` keeps the cursor on its post: from a post's action bar to its picture in the grid,
  /// and from a picture back to its post's action bar (the two layouts' rows have other ids).
  @Test func vKeepsTheCursorOnItsPost() throws {
    let grid = try demoFrame("feed", keys: "down v")
    #expect(Self.userOfSelectedCard(grid) == "tundra.tales", "\(grid.output)")
    let list = try demoFrame("feed", keys: "v down v")
    #expect(Self.userOfCursorPost(list) == "mika_draws", "\(list.output)")
    let again = try demoFrame("feed", keys: "v right v")
    #expect(Self.userOfCursorPost(again) == "tundra.tales", "\(again.output)")
  }

  /// `v` at 40 columns takes the cursor from the first post's action bar straight to its
  /// picture (the picture replaces it, `Row.replaces(_:)`): it never stops on the post's card
  /// on the "Most liked" shelf, so the shelf is not left scrolled sideways to that card. (The
  /// pictures are loaded photos, whose frames keep room for the longest state a load can say,
  /// `[image 1:1, failed]`: the cursor's picture takes so many lines at this width that the
  /// list scrolls the shelf's top away to show it whole.)
  @Test func vAtFortyColumnsLeavesTheShelfUnscrolled() throws {
    let grid = try demoFrame("feed", width: 40, height: 20, keys: "v")
    #expect(
      grid.output == """
                          Feed
        │ fieldnotes  › │ │ scribe_org  › │ │ m│
        │ 1203 likes    │ │ 348 likes     │ │ ›┃
        ╰───────────────╯ ╰───────────────╯ ╰──┃
         Posts                                 ┃
        ┏━━━━━━━━━━┓ ╭──────────╮ ╭───────────╮┃
        ┃ ╭──────╮ ┃ │ ╭──────╮ │ │ ╭───────╮ │┃
        ┃ │      │ ┃ │ │      │ │ │ │       │ │┃
        ┃ │ Phot │ ┃ │ │ Phot │ │ │ │ Photo │ │┃
        ┃ │ o by │ ┃ │ │ o by │ │ │ │  by   │ │┃
        ┃ │ scri │ ┃ │ │ tund │ │ │ │ field │ │┃
        ┃ │ be_o │ ┃ │ │ ra.t │ │ │ │ notes │ ││
        ┃ │  rg  │ ┃ │ │ ales │ │ │ │ [imag │ ││
        ┃ │ [ima │ ┃ │ │ [ima │ │ │ │   e   │ ││
        ┃ │  ge  │ ┃ │ │  ge  │ │ │ │ 1:1]  │ ││
        ┃ │ 1:1] │ ┃ │ │ 1:1] │ │ │ │       │ ││
        ┃ │      │ ┃ │ │      │ │ │ │       │ ││
        ┃ ╰──────╯ ┃ │ ╰──────╯ │ │ ╰───────╯ ││
        ┗━━━━━━━━━━┛ ╰──────────╯ ╰───────────╯│
         ⏎ open post  v posts  ? help  q quit
        """ + "\n", "\(grid.output)")
  }

  /// ↑/↓ between the "Most liked" shelf and the grid keep the column: from the grid's third
  /// column up to the shelf's card above it, and from the shelf's third card down to the grid's
  /// middle column, below it.
  @Test func upAndDownBetweenTheShelfAndTheGridKeepTheColumn() throws {
    let up = try demoFrame("feed", keys: "v right right up")
    #expect(up.output.contains("┃ tundra.tal… ›"), "\(up.output)")
    let down = try demoFrame("feed", keys: "v up right right down")
    #expect(Self.userOfSelectedCard(down) == "tundra.tales", "\(down.output)")
  }

  /// The user whose picture the heavy (cursor's) card of the grid shows ("Photo by NAME").
  static func userOfSelectedCard(_ frame: DemoProcess.Result) -> String? {
    let lines = frame.lines.map { Array($0) }
    guard let top = lines.firstIndex(where: { $0.contains("┏") }),
      let left = lines[top].firstIndex(of: "┏"), let right = lines[top].firstIndex(of: "┓")
    else { return nil }
    let words = lines[(top + 1)...].prefix { $0.count > right && $0[left] == "┃" }.flatMap {
      String($0[(left + 1)..<right]).split(whereSeparator: { " │╭╮╰╯─".contains($0) })
    }
    guard let by = words.firstIndex(of: "by"), by + 1 < words.count else { return nil }
    return String(words[by + 1])
  }

  /// The user of the post whose row has the list's cursor (the row drawn with `▌`): the post
  /// header above it, "(I) NAME".
  static func userOfCursorPost(_ frame: DemoProcess.Result) -> String? {
    guard let cursor = frame.lines.firstIndex(where: { $0.hasPrefix("▌") }) else { return nil }
    let header = frame.lines[..<cursor].last { $0.hasPrefix(" (") }
    return header?.split(separator: " ").dropFirst().first.map(String.init)
  }

  @Test func enterOnAPictureOpensItsPost() throws {
    let post = try demoFrame("feed", keys: "v enter")
    let title = String(post.lines.first ?? "")
    #expect(title.contains("‹ Feed"), "\(post.output)")
    // The post's own rows: its action bar and likes.
    #expect(post.output.contains("Like"), "\(post.output)")
    #expect(post.output.contains("likes"), "\(post.output)")
  }

  @Test func vSwitchesTheAnimalsToAGridOfCardsThatOpenTheirAnimal() throws {
    let grid = try demoFrame("animals", keys: "v")
    #expect(footer(grid).contains("v list"), "\(footer(grid))")
    #expect(grid.output.contains("Red fox"))
    let detail = try demoFrame("animals", keys: "v enter")
    #expect(detail.lines.first?.contains("‹ Animals") == true, "\(detail.output)")
  }

  @Test func aGridSavedInTheStateFileOpensAsAGrid() throws {
    let demo = try DemoProcess()
    let file = demo.configHome.appendingPathComponent("grids.json")
    try Data(#"{"showsAnimalsAsGrid": true, "showsFeedAsGrid": true}"#.utf8).write(to: file)
    for screen in ["animals", "feed"] {
      let result = try demo.snapshot(screen, keys: "", extra: ["--state", file.path])
      #expect(result.status == 0, "\(result.error)")
      #expect(
        footer(result).contains(screen == "feed" ? "v posts" : "v list"), "\(result.output)")
    }
  }

  /// The animals' grid has as many columns of cards at least 20 columns wide as fit: one at 40
  /// columns, three at 80, five at 120.
  @Test(arguments: [(40, 1), (80, 3), (120, 5)])
  func theAnimalsGridHasAsManyColumnsAsFit(width: Int, columns: Int) throws {
    let grid = try demoFrame("animals", width: width, height: 12, keys: "v")
    let names = ["Red fox", "Snow leopard", "Axolotl", "Atlantic puffin", "Ground pangolin"]
    let firstLine = String(grid.lines[2])
    #expect(
      names.filter { firstLine.contains($0) } == Array(names.prefix(columns)), "\(grid.output)")
  }

  /// ←/→ move the cursor within a line of cards, ↑/↓ across lines keeping the column; the
  /// cursor's card is drawn heavy, and Enter opens its animal.
  @Test func theCursorMovesInTwoDimensionsOverTheCards() throws {
    let moved = try demoFrame("animals", keys: "v right down")
    let line = try #require(moved.lines.first { $0.contains("Ground pangolin") })
    #expect(line.contains("┃ Ground pangolin"), "\(moved.output)")
    #expect(!moved.output.contains("┃ Snow leopard"), "\(moved.output)")
    let opened = try demoFrame("animals", keys: "v right down enter")
    #expect(opened.lines.first?.contains("Ground pangolin") == true, "\(opened.output)")
    let back = try demoFrame("animals", keys: "v right down up left")
    #expect(back.output.contains("┃ Red fox"), "\(back.output)")
  }

  /// On the filter pills Space toggles the cursor's pill as Enter does, and Shift-Tab / Tab move
  /// to the previous and next pill, as on the Feed's and Day's pills.
  @Test func spaceAndTabWorkOnTheFilterPills() throws {
    let pills = { (keys: String) throws -> String in
      let frame = try demoFrame("settings", keys: keys)
      return String(frame.lines.last { $0.contains("Outdoor seating") } ?? "")
    }
    #expect(try pills("G") == "( Vegan ✓ ) ( Open now ✓ ) ( Under $20 ✓ ) (>Outdoor seating ✓<)")
    #expect(
      try pills("G space") == "( Vegan ✓ ) ( Open now ✓ ) ( Under $20 ✓ ) (>Outdoor seating<)")
    #expect(
      try pills("G backtab backtab tab")
        == "( Vegan ✓ ) ( Open now ✓ ) (>Under $20 ✓<) ( Outdoor seating ✓ )")
    // At the last pill Tab stays.
    #expect(
      try pills("G tab") == "( Vegan ✓ ) ( Open now ✓ ) ( Under $20 ✓ ) (>Outdoor seating ✓<)")
  }

  /// Settings' filters are pills side by side, wrapped at the width: four on one line at 80
  /// columns, more lines when narrow; → and ← move between them.
  @Test func theFilterPillsWrapAtTheWidth() throws {
    let wide = try demoFrame("settings", width: 80, keys: "G")
    let pills = wide.lines.filter { $0.contains("✓ )") || $0.contains("✓<)") }
    #expect(pills.count == 1, "\(wide.output)")
    let narrow = try demoFrame("settings", width: 30, height: 24, keys: "G")
    #expect(narrow.lines.filter { $0.contains("✓ )") || $0.contains("✓<)") }.count == 3)
    let left = try demoFrame("settings", width: 80, keys: "G left")
    #expect(left.output.contains("(>Under $20 ✓<)"), "\(left.output)")
  }
}
