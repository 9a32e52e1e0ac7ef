extension SectionedDiff {
  /// Which new sections move or change rows in the structural batch.
  struct Placement {
    /// `touched[t]`: new section `t` gains, loses or reorders rows in the structural batch.
    var touched: ContiguousArray<Bool>
    /// `sectionMoved[t]`: new section `t` moves.
    var sectionMoved: ContiguousArray<Bool>
    /// Whether any section moves.
    var hasSectionMoves = false
  }

  /// Keeps, in every surviving section, the longest increasing run of rows that stayed in place
  /// and turns the other stayers into moves; marks the sections whose rows change.
  ///
  /// Rows deleted from a section mark it later, when the structural batch lists them.
  ///
  /// - Complexity: O(n + m log m) for n rows, m of them stayers out of order in their section.
  static func placeRows(_ rows: inout RowMatch, _ sections: SectionMatch) -> Placement {
    let newSectionOld = sections.newToOld
    let oldSectionNew = sections.oldToNew
    let sectionCount = newSectionOld.count
    // The arrays are read and written as locals: through `rows` every access would go through
    // the inout struct. `fate` is moved out so that it stays uniquely referenced.
    let newStart = rows.newStart
    let newToOld = rows.newToOld
    let oldSection = rows.oldSection
    var fate = rows.fate
    rows.fate = []
    var touched = ContiguousArray<Bool>(repeating: false, count: sectionCount)
    var values = ContiguousArray<Int32>()
    var keep = ContiguousArray<Bool>()
    for t in 0..<sectionCount where newSectionOld[t] >= 0 {
      values.removeAll(keepingCapacity: true)
      var increasing = true
      for j in newStart[t]..<newStart[t + 1] {
        let kind = fate[j] & Fate.kind
        if kind == Fate.stays {
          let k = newToOld[j]
          if let last = values.last, last > k { increasing = false }
          values.append(k)
        } else {
          touched[t] = true
          if kind == Fate.moves {
            let ks = Int(oldSection[Int(newToOld[j])])
            touched[Int(oldSectionNew[ks])] = true
          }
        }
      }
      guard !increasing else { continue }
      touched[t] = true
      keep.removeAll(keepingCapacity: true)
      keep.append(contentsOf: repeatElement(false, count: values.count))
      markLongestIncreasingSubsequence(values, keep: &keep)
      var candidate = 0
      for j in newStart[t]..<newStart[t + 1] where fate[j] & Fate.kind == Fate.stays {
        if !keep[candidate] { fate[j] = Fate.moves | (fate[j] & Fate.changed) }
        candidate += 1
      }
    }
    rows.fate = fate
    return Placement(
      touched: touched,
      sectionMoved: ContiguousArray(repeating: false, count: sectionCount))
  }

  /// Keeps the longest increasing run of surviving sections in place and moves the others.
  ///
  /// - Complexity: O(s log s) for s sections.
  static func placeSections(_ sections: SectionMatch, into placement: inout Placement) {
    let newSectionOld = sections.newToOld
    var values = ContiguousArray<Int32>()
    var increasing = true
    for t in newSectionOld.indices where newSectionOld[t] >= 0 {
      if let last = values.last, last > newSectionOld[t] { increasing = false }
      values.append(newSectionOld[t])
    }
    guard !increasing else { return }
    var keep = ContiguousArray<Bool>(repeating: false, count: values.count)
    markLongestIncreasingSubsequence(values, keep: &keep)
    var candidate = 0
    for t in newSectionOld.indices where newSectionOld[t] >= 0 {
      if !keep[candidate] {
        placement.sectionMoved[t] = true
        placement.hasSectionMoves = true
      }
      candidate += 1
    }
  }
}
