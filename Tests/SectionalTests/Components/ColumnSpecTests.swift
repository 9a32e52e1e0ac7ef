import Testing

@testable import Sectional

/// Column widths are shared by every renderer: fixed columns keep theirs, flexible ones share
/// the rest by weight, fit columns take their widest text, and a row never adds up to more than
/// its width.
@Suite struct ColumnSpecTests {
  @Test func flexibleColumnsShareTheSpareWidthByWeight() {
    let columns = [
      ColumnSpec("A", width: .fixed(4)),
      ColumnSpec("B", width: .flexible(weight: 1)),
      ColumnSpec("C", width: .flexible(weight: 2)),
    ]
    // 20 - 4 - 2 gaps = 14 spare over minimums of 1 each: 12 shared 4 / 8.
    #expect(ColumnSpec.widths(of: columns, in: 20) == [4, 5, 9])
    // What division leaves goes to the first flexible column.
    #expect(ColumnSpec.widths(of: columns, in: 21) == [4, 6, 9])
  }

  @Test func fitColumnsTakeTheirWidestCellOrTitleWithItsSortIndicator() {
    let columns = [
      ColumnSpec("PID", width: .fit(), alignment: .trailing),
      ColumnSpec("Name", width: .fit(maximum: 6)),
      ColumnSpec("CPU%", width: .fixed(5)),
    ]
    let fitted = ColumnSpec.fitted(columns, to: [["1", "launchd"], ["1234567", "zsh"]])
    #expect(fitted.map(\.width) == [.fixed(7), .fixed(6), .fixed(5)])
    // Unfitted, a fit column is as wide as its title and the indicator.
    #expect(ColumnSpec.widths(of: columns, in: 80) == [5, 6, 5])
    // Wide characters count two columns.
    #expect(ColumnSpec.fitted([columns[0]], to: [["日本語"]]).map(\.width) == [.fixed(6)])
  }

  @Test func theLastColumnsNarrowThenHideWhenTheRowIsTooNarrow() {
    let columns = [
      ColumnSpec("A", width: .fixed(5)),
      ColumnSpec("B", width: .flexible(minimum: 4)),
      ColumnSpec("C", width: .fixed(6)),
    ]
    #expect(ColumnSpec.widths(of: columns, in: 17) == [5, 4, 6])
    #expect(ColumnSpec.widths(of: columns, in: 14) == [5, 4, 3])
    #expect(ColumnSpec.widths(of: columns, in: 11) == [5, 4, 0])
    #expect(ColumnSpec.widths(of: columns, in: 7) == [5, 1, 0])
    #expect(ColumnSpec.widths(of: columns, in: 0) == [0, 0, 0])
    // Seeded sweep: never more than the width, whatever the columns.
    var seed: UInt64 = 20_261_125
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<500 {
      let specs = (0..<(1 + next(6))).map { _ -> ColumnSpec in
        switch next(3) {
        case 0: ColumnSpec("x", width: .fixed(next(20) - 2))
        case 1: ColumnSpec("y", width: .flexible(weight: next(4) - 1, minimum: next(10) - 1))
        default: ColumnSpec("z", width: .fit(maximum: next(2) == 0 ? nil : next(8)))
        }
      }
      let width = next(60)
      let widths = ColumnSpec.widths(of: specs, in: width, gap: 1)
      #expect(
        ColumnSpec.usedColumns(widths, gap: 1) <= width, "seed 20261125: \(specs) at \(width)")
      #expect(widths.allSatisfy { $0 >= 0 })
    }
  }

  @Test func aHeaderCarriesItsTitlesAndSort() {
    let columns = [
      ColumnSpec("PID", width: .fixed(6), alignment: .trailing),
      ColumnSpec("Name", width: .flexible(minimum: 6)),
      ColumnSpec("CPU%", width: .fixed(6), alignment: .trailing),
    ]
    let header = ColumnsItem.header(columns, sort: .init(column: 2, ascending: false))
    let row = ColumnsItem(["42", "swift-frontend", "12.5"], columns: columns)
    #expect(header.cells == ["PID", "Name", "CPU%"])
    #expect(header.isHeader && !row.isHeader)
    #expect(header.sort == ColumnsItem.Sort(column: 2, ascending: false))
    #expect(row != ColumnsItem(["42", "swift-frontend", "12.6"], columns: columns))
  }
}
