import Sectional
import Testing

/// Two-dimensional moves between rows of list, grid, flow and carousel sections.
@Suite struct GridNavigationTests {
  static let layout: ListLayout = {
    func rows(_ count: Int, from id: Int) -> [Row] {
      (0..<count).map { Row(id: id + $0, TextItem("x"), height: .fixed(10)) }
    }
    let flow = ["a", "bb", "ccc", "dddd", "eeeeeeeeee", "ffffffffff", "gg"].enumerated().map {
      Row(id: 100 + $0.offset, TextItem($0.element), height: .fixed(10))
    }
    let content = ListContent(sections: [
      {
        var list = Section(id: 0, rows: rows(2, from: 0))
        list.header = HeaderFooter(TextItem("List"), height: .fixed(28))
        return list
      }(),
      Section(id: 1, rows: rows(7, from: 10)).layout(.grid(columns: 3)),
      Section(id: 2, rows: []),
      Section(id: 3, rows: rows(3, from: 30)).layout(.grid(columns: 2)),
      Section(id: 4, rows: rows(3, from: 40)).layout(.carousel(itemWidth: .fraction(0.4))),
      Section(id: 5, rows: flow).layout(.flow),
      Section(id: 6, rows: rows(1, from: 60)),
    ])
    return ListLayout(content: content, width: 316, viewportHeight: 500)
  }()

  func move(_ section: Int, _ row: Int, _ direction: ListLayout.Direction) -> [Int]? {
    GridNavigationTests.layout.row(from: RowPath(section: section, row: row), moving: direction)
      .map { [$0.section, $0.row] }
  }

  @Test func listRowsMoveUpAndDownOnlyAndEnterAGridAtItsFirstItem() {
    let layout = GridNavigationTests.layout
    let below = layout.row(from: RowPath(section: 0, row: 1), moving: .down)
    #expect(below == RowPath(section: 1, row: 0))
    #expect(move(0, 0, .down) == [0, 1])
    #expect(move(0, 0, .up) == nil)
    #expect(move(0, 0, .left) == nil)
    #expect(move(0, 1, .right) == nil)
    #expect(move(1, 2, .up) == [0, 1])
    #expect(move(6, 0, .down) == nil)
  }

  @Test func gridItemsKeepTheirColumnAndClampToARaggedLastLine() {
    #expect(move(1, 1, .right) == [1, 2])
    #expect(move(1, 2, .right) == nil)
    #expect(move(1, 3, .left) == nil)
    #expect(move(1, 4, .left) == [1, 3])
    #expect(move(1, 2, .down) == [1, 5])
    #expect(move(1, 4, .down) == [1, 6])
    #expect(move(1, 5, .down) == [1, 6])
    #expect(move(1, 6, .up) == [1, 3])
  }

  @Test func movesCrossSectionsSkippingEmptyOnesToTheNearestColumn() {
    #expect(move(1, 6, .down) == [3, 0])
    #expect(move(3, 1, .up) == [1, 6])
    #expect(move(3, 0, .up) == [1, 6])
    #expect(move(3, 1, .down) == [3, 2])
    #expect(move(3, 2, .down) == [4, 0])
  }

  @Test func carouselsMoveSidewaysAndLeaveUpOrDown() {
    #expect(move(4, 1, .left) == [4, 0])
    #expect(move(4, 0, .left) == nil)
    #expect(move(4, 1, .right) == [4, 2])
    #expect(move(4, 2, .right) == nil)
    #expect(move(4, 2, .up) == [3, 2])
    // Into the flow below: the item whose centre is nearest the carousel item's, not the first.
    #expect(move(4, 1, .down) == [5, 3])
    #expect(move(4, 0, .down) == [5, 1])
  }

  @Test func flowItemsMoveToTheNearestCentre() {
    #expect(move(5, 6, .up) == [5, 2])
    #expect(move(5, 0, .down) == [5, 5])
    #expect(move(5, 4, .right) == nil)
    #expect(move(5, 5, .down) == [6, 0])
    #expect(move(6, 0, .up) == [5, 5])
    #expect(move(5, 1, .up) == [4, 0])
  }

  @Test func pathsTheLayoutDoesNotHaveGoNowhere() {
    #expect(move(9, 0, .down) == nil)
    #expect(move(1, 7, .up) == nil)
    #expect(move(-1, 0, .left) == nil)
    #expect(move(2, 0, .down) == nil)
  }
}
