import Sectional

/// Content of `counts.count` sections with ids "s0", "s1", … whose rows have ids "s0r0", ….
func fixture(_ counts: [Int]) -> ListContent {
  ListContent {
    for (section, count) in counts.enumerated() {
      Section(id: "s\(section)") {
        for row in 0..<count {
          Row(id: "s\(section)r\(row)", TextItem("s\(section)r\(row)")).height(.fixed(44))
        }
      }
    }
  }
}

func path(_ section: Int, _ row: Int) -> RowPath { RowPath(section: section, row: row) }

extension ListContent {
  /// The content with `transform` applied to its sections.
  func with(_ transform: (inout [Section]) -> Void) -> ListContent {
    var copy = self
    transform(&copy.sections)
    return copy
  }
}
