import Sectional
import TestSupport
import Testing

/// The examples in the doc comments of Sources/Sectional/Diff/StagedChangeset.swift and
/// StagedChangeset+Diff.swift.
@MainActor
@Suite struct StagedChangesetExamples {
  /// A renderer's data source and table, reduced to what the example touches.
  final class DataSource {
    var content = ListContent()
  }

  final class TableView {
    var batches = 0
    func performBatchUpdates(_ updates: () -> Void) {
      updates()
      batches += 1
    }
  }

  @Test func aDiffInStages() throws {
    let values = try collect {
      let before = ListContent { Section(id: "s") { Row(id: 1, TextItem("a")) } }
      let after = ListContent {
        Section(id: "s") {
          Row(id: 2, TextItem("b"))
          Row(id: 1, TextItem("a"))
        }
      }
      let changes = try StagedChangeset(from: before, to: after)
      changes[0].rowInserts  // [[0, 0]]
    }
    #expect(values.map { "\($0)" } == ["[[0, 0]]"])
  }

  @Test func applyingTheStages() throws {
    let old = ListContent {
      Section(id: "s") {
        Row(id: 1, TextItem("a"))
        Row(id: 2, TextItem("b"))
      }
    }
    let new = ListContent {
      Section(id: "t") { Row(id: 2, TextItem("B")) }
      Section(id: "s") {
        Row(id: 3, TextItem("c"))
        Row(id: 1, TextItem("a"))
      }
    }
    let changes = try StagedChangeset(from: old, to: new)
    let dataSource = DataSource()
    let tableView = TableView()
    var applied: [Int] = []
    func apply(_ stage: Changeset) { applied.append(stage.changeCount) }
    for stage in changes {
      dataSource.content = stage.content
      tableView.performBatchUpdates { apply(stage) }
    }
    #expect(tableView.batches == changes.count)
    #expect(applied.reduce(0, +) == changes.changeCount)
    #expect(dataSource.content.sections.map(\.id) == new.sections.map(\.id))
  }
}
