import Foundation
import Testing

/// The demo's grids through the executable: `v` switches the Feed to its profile grid and the
/// Animals list to a grid of cards (the footer names the way back), Enter on an item opens it,
/// and a grid saved in the state file opens as a grid.
@Suite struct GridSnapshotTests {
  @Test func vSwitchesTheFeedToItsProfileGridAndBack() throws {
    let posts = try demoFrame("feed")
    #expect(footer(posts).contains("v Grid"), "\(footer(posts))")
    #expect(posts.output.contains("Like"))
    let grid = try demoFrame("feed", keys: "v")
    #expect(footer(grid).contains("v Posts"), "\(footer(grid))")
    // Pictures only: no action bars.
    #expect(grid.output.contains("Photo by scribe_org"), "\(grid.output)")
    #expect(!grid.output.contains("Like"), "\(grid.output)")
    let back = try demoFrame("feed", keys: "v v")
    #expect(footer(back).contains("v Grid"))
    #expect(back.output.contains("Like"))
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
    #expect(footer(grid).contains("v List"), "\(footer(grid))")
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
        footer(result).contains(screen == "feed" ? "v Posts" : "v List"), "\(result.output)")
    }
  }
}
