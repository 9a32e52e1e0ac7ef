import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A ``ColumnsItem`` row is a compact cell of one label per column, lined up as the columns ask,
/// laid out by the same widths as in the terminal.
@MainActor
@Suite struct ColumnsCellTests {
  static let columns = [
    ColumnSpec("PID", width: .fixed(6), alignment: .trailing),
    ColumnSpec("Name", width: .flexible(minimum: 6)),
    ColumnSpec("CPU%", width: .fixed(6), alignment: .trailing),
  ]

  @Test func aRowShowsOneLabelPerColumn() throws {
    let content = ListContent(sections: [
      Section(
        id: "s", header: ColumnsItem.header(Self.columns, sort: .init(column: 2, ascending: false))
      ) {
        Row(id: 42, ColumnsItem(["42", "swift-frontend", "12.5"], columns: Self.columns))
      }
    ])
    let host = try LiaisedTable(content)
    let cell = try #require(host.table.cellForRow(at: path(0, 0)))
    let labels = cell.contentView.subviews.compactMap { $0 as? UILabel }
    #expect(labels.map(\.text) == ["42", "swift-frontend", "12.5"])
    #expect(labels.map(\.textAlignment) == [.right, .natural, .right])
    // VoiceOver hears each cell after its column's title (the core's description).
    #expect(cell.accessibilityLabel == "PID 42, Name swift-frontend, CPU% 12.5")
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test func theLabelsTakeTheColumnsWidthsAndTheLastGiveWayWhenNarrow() throws {
    let content = ListContent(sections: [
      Section(id: "s") {
        Row(id: 42, ColumnsItem(["42", "swift-frontend", "12.5"], columns: Self.columns))
      }
    ])
    let host = try LiaisedTable(content)
    let cell = try #require(host.table.cellForRow(at: path(0, 0)))
    let labels = cell.contentView.subviews.compactMap { $0 as? UILabel }
    // 320 points less 16 each side; a column is 0.6 of the body font's 17 points.
    cell.contentView.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.contentView.layoutSubviews()
    let unit = 17 * 0.6
    #expect(labels.map(\.isHidden) == [false, false, false])
    #expect(labels[0].frame.minX == 16 && labels[0].frame.width == 6 * unit)
    #expect(labels[2].frame.maxX <= 320 - 16)
    // 120 points: PID and the name at its minimum; CPU% hides.
    cell.contentView.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
    cell.contentView.layoutSubviews()
    #expect(labels.map(\.isHidden) == [false, false, true])
  }
}
