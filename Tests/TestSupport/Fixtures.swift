import Sectional

/// Content of `counts.count` sections with ids "s0", "s1", … whose rows have ids "s0r0", ….
package func fixture(_ counts: [Int]) -> ListContent {
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

extension ListContent {
  /// Row ids per section, as strings, for compact expectations.
  package var outline: [[String]] {
    sections.map { section in
      section.rows.map { $0.id.description.replacingOccurrences(of: "\"", with: "") }
    }
  }

  /// Section ids, as strings.
  package var sectionIDs: [String] {
    sections.map { $0.id.description.replacingOccurrences(of: "\"", with: "") }
  }

  /// The content with `transform` applied to its sections.
  package func with(_ transform: (inout [Section]) -> Void) -> ListContent {
    var copy = self
    transform(&copy.sections)
    return copy
  }
}
