import Sectional
import Testing

@testable import SectionalTerminal

/// The scroll indicator in the last column: a thumb whose length and place follow the content.
@MainActor
@Suite struct ListViewScrollIndicatorTests {
  static func content(rows: Int) -> ListContent {
    ListContent {
      Section(id: "s", header: "Notes") {
        for index in 0..<rows {
          if index % 3 == 0 {
            Row(
              id: index,
              ParagraphItem("Note \(index): pangolins roll into a ball when threatened."))
          } else {
            Row(id: index, TextItem("Row \(index)", subtitle: "detail \(index)"))
          }
        }
      }
    }
  }

  /// The last column of the view's frame.
  func indicator(_ list: ListView) -> String {
    String(
      grid(list).split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.count >= list.width ? line.last ?? " " : " "
      })
  }

  /// Issue 20: after resizing to 200×60 and back, the thumb was one line too long until the
  /// next move: the rows just off screen kept the heights measured at 200 columns (a paragraph
  /// on one line instead of three), and the first move that scrolled measured them again.
  @Test(arguments: [0, 3, 8])
  func afterAResizeAndBackTheThumbDoesNotChangeAtTheNextMove(moves: Int) throws {
    let list = ListView(
      controller: try ListController(content: Self.content(rows: 12)), width: 24, height: 10)
    for _ in 0..<moves { press(list, .down) }
    _ = grid(list)
    list.resize(width: 200, height: 60)
    _ = grid(list)
    list.resize(width: 24, height: 10)
    let resized = indicator(list)
    let thumb = try #require(list.scrollThumb(), "no indicator: \(resized)")
    press(list, .down)
    press(list, .up)
    let moved = indicator(list)
    #expect(list.scrollThumb()?.count == thumb.count, "[\(resized)] then [\(moved)]")
  }
}
