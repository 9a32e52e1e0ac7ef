import Sectional
import Testing

/// The example in the doc comment of Sources/Sectional/Content/RowPath.swift.
@Suite struct RowPathExamples {
  @Test func aPathIsASectionAndARow() {
    let path = RowPath(section: 0, row: 2)
    #expect(path.description == "[0, 2]")
    #expect(path < RowPath(section: 1, row: 0))
  }
}
