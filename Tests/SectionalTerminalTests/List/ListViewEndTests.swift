import Sectional
import SectionalTerminal
import Testing

/// After G the view shows the end of the content; a last row that then grows (a status row
/// that now says why loading failed) is still shown whole.
@MainActor
@Suite struct ListViewEndTests {
  func content(status: String) -> ListContent {
    ListContent {
      Section(id: "items") {
        for index in 1...6 {
          Row(id: "item-\(index)", TextItem("Item \(index)"))
        }
        Row(id: "status", ParagraphItem(status)).selectable(false)
      }
    }
  }

  @Test func aLastRowThatGrowsAfterGIsShownWhole() throws {
    let controller = try ListController(content: content(status: "Loading"))
    let list = ListView(controller: controller, width: 30, height: 4)
    press(list, .character("G"))
    #expect(lines(list).last == " Loading", "\(grid(list))")
    try controller.update(to: content(status: "Loading failed: press Enter to retry now"))
    #expect(
      lines(list) == [
        " Item 5", "▌Item 6", " Loading failed: press Enter", " to retry now",
      ], "\(grid(list))")
  }

  /// The frame's lines without the scroll indicator's column.
  func lines(_ list: ListView) -> [String] {
    grid(list).split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var text = String(line.dropLast())
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }
  }

  @Test func rowsAddedAtTheEndAreNotSkipped() throws {
    // A page that arrives while the end is shown: the view stays where it was.
    let controller = try ListController(content: content(status: "Loading"))
    let list = ListView(controller: controller, width: 30, height: 4)
    press(list, .character("G"))
    var more = content(status: "Loading")
    more.sections[0].rows.insert(
      contentsOf: (7...9).map { Row(id: "item-\($0)", TextItem("Item \($0)")) }, at: 6)
    try controller.update(to: more)
    #expect(grid(list).contains("▌Item 6"), "\(grid(list))")
    #expect(grid(list).contains("Item 7"), "\(grid(list))")
    #expect(!grid(list).contains("Loading"), "\(grid(list))")
  }
}
