extension ListContent {
  /// Checks the identity rules: section ids unique, and row ids unique across the whole list.
  ///
  /// Ids are matched through the diff's identity table over the hashes every ``ListID``
  /// stored when it was made: no id is hashed again and nothing is allocated per row (a table of
  /// 8-byte slots, 2 MB for 100,000 rows). Duplicates, rare by nature, are gathered on the side.
  ///
  /// - Throws: ``ContentError`` naming every duplicate id with all its positions.
  /// - Complexity: O(n) in the number of rows and sections.
  public func validate() throws(ContentError) {
    var duplicates: [ContentError.Duplicate] = []
    for (first, indexes) in ListContent.repeats(sectionIDsOf: sections) {
      duplicates.append(.section(id: sections[first].id, indexes: indexes))
    }
    for (first, paths) in ListContent.repeats(rowIDsOf: sections) {
      duplicates.append(.row(id: sections[first.section].rows.id(at: first.row), paths: paths))
    }
    if !duplicates.isEmpty {
      throw ContentError(duplicates: duplicates)
    }
  }

  /// Every section id used more than once: its first index and all its indexes, in the order
  /// the second use of each appears.
  private static func repeats(sectionIDsOf sections: [Section]) -> [(Int, [Int])] {
    var groups: [(first: Int, indexes: [Int])] = []
    var groupOfFirst: [Int32: Int] = [:]
    let table = IdentityTable(capacityFor: sections.count)
    sections.withUnsafeBufferPointer { sections in
      for index in 0..<sections.count {
        let id = sections[index].id
        guard
          let first = table.insert(
            Int32(index), hash: id.hash, sameID: { sections[Int($0)].id == id })
        else { continue }
        if let group = groupOfFirst[first] {
          groups[group].indexes.append(index)
        } else {
          groupOfFirst[first] = groups.count
          groups.append((Int(first), [Int(first), index]))
        }
      }
      table.checkInvariants(
        validIndex: { $0 >= 0 && $0 < sections.count }, hash: { sections[Int($0)].id.hash })
    }
    return groups.map { ($0.first, $0.indexes) }
  }

  /// Every row id used more than once: its first position and all its positions, in the order
  /// the second use of each appears.
  private static func repeats(rowIDsOf sections: [Section]) -> [(RowPath, [RowPath])] {
    // starts[s]: the flat index of section s's first row; the last entry is the row count.
    let starts = SectionedDiff.rowStarts(sections)
    let count = starts[starts.count - 1]
    guard count <= Int(Int32.max) else { return [] }
    var groups: [(first: RowPath, paths: [RowPath])] = []
    var groupOfFirst: [Int32: Int] = [:]
    let table = IdentityTable(capacityFor: count)
    // Ids are read in place, or from the elements of `ForEach` parts: no row is made.
    let ids = RowIDs(sections)
    sections.withUnsafeBufferPointer { sections in
      starts.withUnsafeBufferPointer { starts in
        /// The position of flat row `flat` (in `0..<count`): the last section starting at or
        /// before it, found by binary search (only for ids whose hash tags collide).
        func path(_ flat: Int) -> RowPath {
          var low = 0
          var high = sections.count - 1
          while low < high {
            let middle = (low + high + 1) >> 1
            if starts[middle] <= flat { low = middle } else { high = middle - 1 }
          }
          return RowPath(section: low, row: flat - starts[low])
        }
        /// The id at `at`, read in place, given to `body`.
        func withID<Result>(at: RowPath, _ body: (borrowing ListID) -> Result) -> Result {
          body(ids.ids(ofSection: at.section)[at.row])
        }
        for s in 0..<sections.count {
          do {
            let column = ids.ids(ofSection: s)
            let start = starts[s]
            for r in 0..<(starts[s + 1] - start) {
              let hash = column[r].hash
              let found = table.insert(Int32(start + r), hash: hash) { k in
                withID(at: path(Int(k))) { $0 == column[r] }
              }
              guard let first = found else { continue }
              let here = RowPath(section: s, row: r)
              if let group = groupOfFirst[first] {
                groups[group].paths.append(here)
              } else {
                groupOfFirst[first] = groups.count
                let firstPath = path(Int(first))
                groups.append((firstPath, [firstPath, here]))
              }
            }
          }
        }
        table.checkInvariants(
          validIndex: { $0 >= 0 && Int($0) < count },
          hash: { k in withID(at: path(Int(k))) { $0.hash } })
      }
    }
    return groups.map { ($0.first, $0.paths) }
  }
}
