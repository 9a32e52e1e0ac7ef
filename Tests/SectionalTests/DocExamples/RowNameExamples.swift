import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The example in the doc comment of Sources/Sectional/Content/Row+Name.swift.
@MainActor
@Suite struct RowNameExamples {
  struct Process: Sendable {
    var pid: Int
    var name: String
  }

  @Test func aRowOfATableIsNamed() throws {
    let process = Process(pid: 3142, name: "swift-frontend")
    let columns = [ColumnSpec("PID", width: .fixed(6)), ColumnSpec("Name", width: .fixed(16))]
    let cells = ["\(process.pid)", process.name]
    let details = RowAction("Show details") { _ in }
    let rows = collect {
      Row(id: process.pid, ColumnsItem(cells, columns: columns))
        .named("\(process.name) (\(process.pid))")
        .contextMenu([details])
    }
    let row = try #require(rows.first as? Row)
    #expect(row.traits.name == "swift-frontend (3142)")
    #expect(row.traits.contextMenuActions.map(\.title) == ["Show details"])
  }
}
