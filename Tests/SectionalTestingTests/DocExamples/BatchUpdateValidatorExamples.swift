import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/SectionalTesting/BatchUpdateValidator.swift.
@MainActor
@Suite struct BatchUpdateValidatorExamples {
  /// BatchUpdateValidator.swift
  @Test func everyStageIsValid() throws {
    var oldContent = ListContent {
      Section(id: "a") { for id in 0..<5 { Row(id: id, TextItem("\(id)")) } }
      Section(id: "b") { Row(id: 5, TextItem("5")) }
    }
    let newContent = ListContent {
      Section(id: "b") {
        Row(id: 3, TextItem("3"))
        Row(id: 5, TextItem("five"))
      }
      Section(id: "a") { for id in [4, 0, 9] { Row(id: id, TextItem("\(id)")) } }
    }
    for stage in try StagedChangeset(from: oldContent, to: newContent) {
      try BatchUpdateValidator.validate(stage, before: oldContent)
      oldContent = stage.content
    }
    #expect(oldContent.sections.map(\.id) == newContent.sections.map(\.id))
    // A batch UIKit would reject throws.
    let bad = Changeset(content: newContent, rowInserts: [RowPath(section: 7, row: 0)])
    #expect(throws: BatchUpdateError.self) {
      try BatchUpdateValidator.validate(bad, before: newContent)
    }
  }
}
