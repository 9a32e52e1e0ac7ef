import BenchmarkSupport
import Sectional

/// A 1,000,000-item grid of 3 columns against a 1,000,000-row list, both through `ListLayout`:
/// a measured height recorded, the offset of an item, the item at an offset. The grid must cost
/// at most twice the list (issue 19): `ratio` is list / grid, so at least 0.5.
enum GridComparison {
  static let count = 1_000_000

  static func layout(_ sectionLayout: SectionLayout) -> ListLayout {
    let rows = (0..<count).map { Row(id: $0, TextItem(""), height: .automatic(estimate: 44)) }
    return ListLayout(
      content: ListContent(sections: [Section(id: 0, rows: rows).layout(sectionLayout)]),
      width: 375, viewportHeight: 800)
  }

  static func line(_ scenario: String, grid: Double, list: Double) -> String {
    comparisonLine(
      scenario, sectional: grid, baseline: list,
      extra: [
        "grid_ns": format(grid * 1e6), "list_ns": format(list * 1e6),
        "grid_over_list": format(list > 0 ? grid / list : 0), "target": "grid_over_list<=2",
      ])
  }

  static func run() {
    var grid = layout(.grid(columns: 3))
    var list = layout(.list)
    var rng = SplitMix64(seed: 19)
    var sink = 0.0
    let operations = 100_000
    let paths = (0..<operations).map { _ in
      RowPath(section: 0, row: Int(rng.next() % UInt64(count)))
    }
    let heights = (0..<operations).map { _ in Double(20 + rng.next() % 101) }

    // Record a measured height for a random row (a grid's line takes its tallest item).
    let gridUpdate = LayoutComparison.perOperation(operations, iterations: 5) {
      for operation in 0..<operations {
        grid.setMeasuredHeight(heights[operation], for: .row(paths[operation]))
      }
    }
    let listUpdate = LayoutComparison.perOperation(operations, iterations: 5) {
      for operation in 0..<operations {
        list.setMeasuredHeight(heights[operation], for: .row(paths[operation]))
      }
    }
    print(line("grid_height_update_1M", grid: gridUpdate, list: listUpdate))

    let frozenGrid = grid
    let frozenList = list
    let gridOffset = LayoutComparison.perOperation(operations, iterations: 5) {
      for path in paths { sink += frozenGrid.frame(of: .row(path))?.top ?? 0 }
    }
    let listOffset = LayoutComparison.perOperation(operations, iterations: 5) {
      for path in paths { sink += frozenList.frame(of: .row(path))?.top ?? 0 }
    }
    print(line("grid_offset_of_item_1M", grid: gridOffset, list: listOffset))

    let gridOffsets = (0..<operations).map { _ in
      Double(rng.next() % UInt64(max(1, frozenGrid.contentHeight)))
    }
    let listOffsets = (0..<operations).map { _ in
      Double(rng.next() % UInt64(max(1, frozenList.contentHeight)))
    }
    let gridItem = LayoutComparison.perOperation(operations, iterations: 5) {
      for offset in gridOffsets { sink += Double(frozenGrid.frame(atOffset: offset)?.index ?? 0) }
    }
    let listItem = LayoutComparison.perOperation(operations, iterations: 5) {
      for offset in listOffsets { sink += Double(frozenList.frame(atOffset: offset)?.index ?? 0) }
    }
    print(line("grid_item_at_offset_1M", grid: gridItem, list: listItem))
    if sink == -1 { print(sink) }
  }
}
