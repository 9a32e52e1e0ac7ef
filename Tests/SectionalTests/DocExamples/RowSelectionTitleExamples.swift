import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The example in the doc comment of Sources/Sectional/Content/Row+SelectionTitle.swift.
@MainActor
@Suite struct RowSelectionTitleExamples {
  struct Process: Sendable {
    var pid: Int
    var name: String
  }

  func details(of process: Process) -> Alert {
    Alert(title: "\(process.name) (\(process.pid))")
  }

  @Test func aRowSaysWhatSelectingItDoes() throws {
    let process = Process(pid: 42, name: "swift-frontend")
    let rows = collect {
      Row(id: process.pid, TextItem(process.name))
        .selectionTitle("Show details")
        .onSelect { context in context.presenter.present(details(of: process)) }
    }
    let row = try #require(rows.first as? Row)
    #expect(row.traits.selectionTitle == "Show details")
    let (table, presenter) = try showInRecordingTable([row])
    try table.tap(.id(42))
    #expect(presenter.requests == [.alert(Alert(title: "swift-frontend (42)"))])
  }
}
