extension SectionedDiff {
  /// Rows paired by id, flattened: old row `k` is row `k - oldStart[s]` of old section `s`
  /// (`oldSection[k]`), and likewise for new rows.
  struct RowMatch {
    /// The flat index of each old section's first row, then the old row count.
    var oldStart: ContiguousArray<Int>
    /// The flat index of each new section's first row, then the new row count.
    var newStart: ContiguousArray<Int>
    /// The section of each old row.
    var oldSection: ContiguousArray<Int32>
    /// The new flat index of each old row, or `-1` when its id is gone.
    var oldToNew: ContiguousArray<Int32>
    /// The old flat index of each new row, or `-1` when its id is new.
    var newToOld: ContiguousArray<Int32>
    /// What happens to each new row (a ``Fate``).
    var fate: ContiguousArray<UInt8>
    /// Whether a row id repeats in either content.
    var hasDuplicate: Bool

    /// The old position of old flat row `k`.
    func oldPath(_ k: Int) -> RowPath {
      let section = Int(oldSection[k])
      return RowPath(section: section, row: k - oldStart[section])
    }
  }

  /// The flat index of each section's first row, then the row count.
  static func rowStarts(_ sections: [Section]) -> ContiguousArray<Int> {
    var starts = ContiguousArray<Int>()
    starts.reserveCapacity(sections.count + 1)
    var count = 0
    for section in sections {
      starts.append(count)
      count += section.rows.count
    }
    starts.append(count)
    return starts
  }

  /// Pairs the rows of `old` and `new` by id and gives each new row its fate (before moves are
  /// minimized: every paired row in the same surviving section ``Fate/stays``).
  ///
  /// - Complexity: O(n) in the rows of both contents.
  static func matchRows(_ old: ListContent, _ new: ListContent, sections: SectionMatch)
    -> RowMatch
  {
    let oldSections = old.sections
    let newSections = new.sections
    let oldSectionNew = sections.oldToNew
    let newSectionOld = sections.newToOld
    let oldRowStart = rowStarts(oldSections)
    let newRowStart = rowStarts(newSections)
    let oldCount = oldRowStart[oldSections.count]
    let newCount = newRowStart[newSections.count]

    var duplicate = false
    var oldRowSection = ContiguousArray<Int32>(repeating: 0, count: oldCount)
    var oldHashes = ContiguousArray<Int>(repeating: 0, count: oldCount)
    var oldToNew = ContiguousArray<Int32>(repeating: -1, count: oldCount)
    var newToOld = ContiguousArray<Int32>(repeating: -1, count: newCount)
    var fate = ContiguousArray<UInt8>(repeating: Fate.inInsertedSection, count: newCount)
    // Ids are read in place through `RowIDs`: a section's built rows where they are (reading
    // them from the arrays would copy each row's id and component), the ids of a section with
    // `ForEach` parts from one buffer made from its elements (no row is made). Every index below
    // is in bounds by construction: `s` and `t` range over the sections, `r` over a section's
    // rows, and a flat index `k` (or `j`) lies in `oldRowStart[ks]..<oldRowStart[ks + 1]` of its
    // section `ks`, the row counts these arrays were built from.
    // The arrays the loop fills are written through buffer pointers too: a write to an array
    // captured by the closures checks its uniqueness every time. `flat` indexes new rows and `k`
    // old rows, within the counts the arrays were made with.
    let oldIDs = RowIDs(oldSections)
    let newIDs = RowIDs(newSections)
    var parts = PartsComparer()
    oldRowSection.withUnsafeMutableBufferPointer { oldRowSection in
      oldHashes.withUnsafeMutableBufferPointer { oldHashes in
        oldToNew.withUnsafeMutableBufferPointer { oldToNew in
          newToOld.withUnsafeMutableBufferPointer { newToOld in
            fate.withUnsafeMutableBufferPointer { fate in
              oldSections.withUnsafeBufferPointer { oldBuffer in
                newSections.withUnsafeBufferPointer { newBuffer in
                  /// Whether old flat row `k` has `id`.
                  func oldRow(_ k: Int, is id: borrowing ListID) -> Bool {
                    let ks = Int(oldRowSection[k])
                    return oldIDs.ids(ofSection: ks)[k - oldRowStart[ks]].matches(id)
                  }
                  // Old rows only: 8 bytes a slot, 1 MB for 100,000 rows, so that it mostly stays
                  // in cache. New rows are looked up; those not found get a table of their own
                  // below.
                  let table = IdentityTable(capacityFor: oldCount)
                  for s in 0..<oldBuffer.count {
                    do {
                      let ids = oldIDs.ids(ofSection: s)
                      let start = oldRowStart[s]
                      for r in 0..<(oldRowStart[s + 1] - start) {
                        let flat = start + r
                        let hash = ids[r].hash
                        oldRowSection[flat] = Int32(s)
                        oldHashes[flat] = hash
                        let found = table.insert(Int32(flat), hash: hash) { k in
                          // Only for equal tags: nearly always a duplicate id.
                          oldHashes[Int(k)] == hash && oldRow(Int(k), is: ids[r])
                        }
                        if found != nil { duplicate = true }
                      }
                    }
                  }
                  table.checkInvariants(
                    validIndex: { $0 >= 0 && $0 < oldCount }, hash: { oldHashes[Int($0)] })
                  // New rows usually follow old ones: try the old row after the last match before
                  // the table.
                  var predicted = 0
                  // New rows that are not in the old content, and their hashes.
                  var added = ContiguousArray<Int32>()
                  var addedHashes = ContiguousArray<Int>()
                  for t in 0..<newBuffer.count {
                    let start = newRowStart[t]
                    let sectionSurvives = newSectionOld[t] >= 0
                    // Rows that stay in this section are compared by their elements when both
                    // sections are one `ForEach`: the comparison is taken once, here.
                    let stayingSame =
                      sectionSurvives
                      ? PartsComparer.elementComparison(
                        old: oldBuffer[Int(newSectionOld[t])].rows, new: newBuffer[t].rows)
                      : nil
                    // Rows are read through pointers: a pointer's subscript lends the row in
                    // place, where a buffer's returns a copy of it.
                    let rows = newIDs.builtRows(ofSection: t)
                    do {
                      let ids = newIDs.ids(ofSection: t)
                      for r in 0..<(newRowStart[t + 1] - start) {
                        let flat = start + r
                        let hash = ids[r].hash
                        var k = -1
                        if predicted < oldCount && oldHashes[predicted] == hash
                          && oldRow(predicted, is: ids[r])
                        {
                          k = predicted
                        }
                        if k < 0 {
                          let found = table.find(hash: hash) { k in
                            oldHashes[Int(k)] == hash && oldRow(Int(k), is: ids[r])
                          }
                          if let found { k = Int(found) }
                        }
                        guard k >= 0 else {
                          if sectionSurvives { fate[flat] = Fate.inserted }
                          added.append(Int32(flat))
                          addedHashes.append(hash)
                          continue
                        }
                        if oldToNew[k] >= 0 {
                          duplicate = true
                          continue
                        }
                        predicted = k + 1
                        newToOld[flat] = Int32(k)
                        oldToNew[k] = Int32(flat)
                        guard sectionSurvives else { continue }
                        let ks = Int(oldRowSection[k])
                        if oldSectionNew[ks] < 0 {
                          fate[flat] = Fate.inserted
                        } else {
                          var value = Int32(ks) == newSectionOld[t] ? Fate.stays : Fate.moves
                          let oldRow = k - oldRowStart[ks]
                          let builtSame = rows.flatMap { rows in
                            oldIDs.builtRows(ofSection: ks).map {
                              $0[oldRow].hasSameContent(as: rows[r])
                            }
                          }
                          let same =
                            builtSame
                            ?? ((Int32(ks) == newSectionOld[t] && stayingSame?(r, oldRow) == true)
                              || parts.same(
                                oldBuffer[ks].rows, section: ks, row: oldRow, newBuffer[t].rows,
                                section: t, row: r))
                          if !same { value |= Fate.changed }
                          fate[flat] = value
                        }
                      }
                    }
                  }
                  // Two new rows with the same id that is not in the old content. (A repeated id
                  // that is in it was caught above: its second row found an old row already
                  // paired.)
                  if added.count > 1 {
                    /// Whether added rows `a` and `b` have the same id.
                    func sameID(_ a: Int, _ b: Int) -> Bool {
                      newRowID(Int(added[a]), in: newBuffer, ids: newIDs, starts: newRowStart) {
                        first in
                        newRowID(Int(added[b]), in: newBuffer, ids: newIDs, starts: newRowStart) {
                          first.matches($0)
                        }
                      }
                    }
                    let addedTable = IdentityTable(capacityFor: added.count)
                    for index in added.indices {
                      let hash = addedHashes[index]
                      let found = addedTable.insert(Int32(index), hash: hash) { other in
                        addedHashes[Int(other)] == hash && sameID(Int(other), index)
                      }
                      if found != nil { duplicate = true }
                    }
                    addedTable.checkInvariants(
                      validIndex: { $0 >= 0 && $0 < added.count }, hash: { addedHashes[Int($0)] })
                  }
                }
              }
            }
          }
        }
      }
    }
    return RowMatch(
      oldStart: oldRowStart, newStart: newRowStart, oldSection: oldRowSection,
      oldToNew: oldToNew, newToOld: newToOld, fate: fate, hasDuplicate: duplicate)
  }

  /// Calls `body` with the id of the new row at flat position `flat`, read in place.
  ///
  /// - Parameters:
  ///   - flat: A flat row index, in `0..<starts.last`.
  ///   - sections: The new sections.
  ///   - ids: Their row ids.
  ///   - starts: The flat index of each section's first row, then the row count.
  private static func newRowID(
    _ flat: Int, in sections: UnsafeBufferPointer<Section>, ids: RowIDs,
    starts: ContiguousArray<Int>, _ body: (borrowing ListID) -> Bool
  ) -> Bool {
    // The last section starting at or before `flat` (binary search); `flat` is in its range.
    var low = 0
    var high = sections.count - 1
    while low < high {
      let middle = (low + high + 1) >> 1
      if starts[middle] <= flat { low = middle } else { high = middle - 1 }
    }
    return body(ids.ids(ofSection: low)[flat - starts[low]])
  }
}
