extension SectionedDiff {
  /// Sections paired by id: for each old section its new index and for each new one its old
  /// index, `-1` when there is none.
  struct SectionMatch {
    /// `oldToNew[s]`: the new index of old section `s`, or `-1` when it is deleted.
    var oldToNew: ContiguousArray<Int32>
    /// `newToOld[t]`: the old index of new section `t`, or `-1` when it is inserted.
    var newToOld: ContiguousArray<Int32>
    /// Whether a section id repeats in either content.
    var hasDuplicate: Bool
  }

  /// Pairs the sections of `old` and `new` by id, through one table of both.
  ///
  /// - Complexity: O(number of sections).
  static func matchSections(_ old: ListContent, _ new: ListContent) -> SectionMatch {
    let oldSections = old.sections
    let newSections = new.sections
    var oldToNew = ContiguousArray<Int32>(repeating: -1, count: oldSections.count)
    var newToOld = ContiguousArray<Int32>(repeating: -1, count: newSections.count)
    var duplicate = false
    // Old sections are stored as their index, new ones not in the old content as `-1 - t`.
    let table = IdentityTable(capacityFor: oldSections.count + newSections.count)
    for s in oldSections.indices {
      let id = oldSections[s].id
      let found = table.insert(Int32(s), hash: id.hash) { oldSections[Int($0)].id.matches(id) }
      if found != nil { duplicate = true }
    }
    for t in newSections.indices {
      let id = newSections[t].id
      let found = table.insert(-1 - Int32(t), hash: id.hash) { k in
        k >= 0 ? oldSections[Int(k)].id.matches(id) : newSections[Int(-1 - k)].id.matches(id)
      }
      guard let s = found else { continue }
      if s < 0 || oldToNew[Int(s)] >= 0 {
        duplicate = true
      } else {
        newToOld[t] = s
        oldToNew[Int(s)] = Int32(t)
      }
    }
    table.checkInvariants(
      validIndex: { $0 >= 0 ? $0 < oldSections.count : -1 - $0 < newSections.count },
      hash: { $0 >= 0 ? oldSections[Int($0)].id.hash : newSections[Int(-1 - $0)].id.hash })
    return SectionMatch(oldToNew: oldToNew, newToOld: newToOld, hasDuplicate: duplicate)
  }
}
