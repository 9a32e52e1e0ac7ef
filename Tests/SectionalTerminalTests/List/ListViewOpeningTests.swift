import Sectional
import SectionalTerminal
import Testing

/// A screen's first content arrives after its list exists (a page loaded off the main actor):
/// the cursor it brings is on screen, as it is for content there from the start.
@MainActor
@Suite struct ListViewOpeningTests {
  @Test func aCursorThatAppearsWithTheFirstContentIsShown() throws {
    let controller = try ListController(content: ListContent {})
    let list = ListView(controller: controller, width: 20, height: 5)
    try controller.update {
      Section(id: "post") {
        for line in 0..<6 {
          Row(id: "line-\(line)", TextItem("Line \(line)")).selectable(false)
        }
        Row(id: "like", TextItem("Like"))
      }
    }
    // Seven lines in a five-line view: the cursor's row is the last one shown.
    let lines = grid(list).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[4].hasPrefix("▌Like"), "\(lines)")
    #expect(list.selectedID == ListID("like"))
  }
}
