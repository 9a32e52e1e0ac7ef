import Sectional
import TestSupport
import Testing

/// The examples in the doc comments of Sources/Sectional/Components/ColumnSpec.swift,
/// ColumnSpec+Fitting.swift and ColumnsItem.swift.
@Suite struct ColumnsItemExamples {
  /// Sources/Sectional/Components/ColumnSpec.swift
  @Test func columnSpec() {
    let columns = [
      ColumnSpec("PID", width: .fixed(7), alignment: .trailing),
      ColumnSpec("Name", width: .flexible(minimum: 8)),
      ColumnSpec("CPU%", width: .fit(), alignment: .trailing),
    ]
    #expect(columns.map(\.title) == ["PID", "Name", "CPU%"])
  }

  /// Sources/Sectional/Components/ColumnSpec+Fitting.swift
  @Test func fitted() {
    let columns = [
      ColumnSpec("PID", width: .fit(), alignment: .trailing),
      ColumnSpec("Name", width: .flexible()),
      ColumnSpec("CPU%", width: .fit(), alignment: .trailing),
    ]
    let rows = [["1", "launchd", "0.4"], ["42", "swift", "12.5"]]
    let fitted = ColumnSpec.fitted(columns, to: rows)
    let header = ColumnsItem.header(fitted, sort: .init(column: 2, ascending: false))
    #expect(header.columns.map(\.width) == [.fixed(5), .flexible(), .fixed(6)])
  }

  /// Sources/Sectional/Components/ColumnsItem.swift
  @Test func columnsItem() {
    let columns = [
      ColumnSpec("PID", width: .fixed(6), alignment: .trailing),
      ColumnSpec("Name", width: .flexible(minimum: 6)),
      ColumnSpec("CPU%", width: .fixed(6), alignment: .trailing),
    ]
    let header = ColumnsItem.header(columns, sort: .init(column: 2, ascending: false))
    let row = ColumnsItem(["42", "swift-frontend", "12.5"], columns: columns)
    #expect(header.columns == row.columns)
  }
}
