/// The sectioned diff behind ``StagedChangeset/init(from:to:)``.
///
/// 1. Sections, then rows, are paired by id through one ``IdentityTable`` each (linear time);
///    duplicate ids are found on the way.
/// 2. Rows that stay in the same section keep the longest increasing subsequence of their old
///    positions in place; the others move. Rows that change section move. Sections that survive
///    keep the longest increasing subsequence of their old indexes; the others move.
/// 3. A row whose id survives with a different component is reloaded; a section whose header,
///    footer or style changed is reloaded.
/// 4. Everything goes into one batch unless UIKit forbids it: a row that moves and changes, any
///    row reload in a batch that moves sections, and a reloaded section that also moves or whose
///    rows move, come or go are reloaded in a second batch, at their new positions.
///
/// A row that leaves a deleted section, or joins an inserted one, is deleted and inserted: UIKit
/// cannot move a row out of a section it deletes or into one it inserts in the same batch.
enum SectionedDiff {
  /// What happened to a row of the new content, one byte a row.
  enum Fate {
    /// The row belongs to an inserted section.
    static let inInsertedSection: UInt8 = 0
    /// The row is inserted.
    static let inserted: UInt8 = 1
    /// The row keeps its place in the same section.
    static let stays: UInt8 = 2
    /// The row moves (within its section or from another surviving section).
    static let moves: UInt8 = 3
    /// Flag: the row's component changed.
    static let changed: UInt8 = 0x10
    /// The fate without the flag.
    static let kind: UInt8 = 0x0F
  }

  /// Diffs `old` against `new`.
  ///
  /// - Parameters:
  ///   - old: The content shown now.
  ///   - new: The content to show.
  ///   - collectEvents: Whether to list the row events (delete, insert, move, reload) due to rows
  ///     that handle them, with their new positions (old ones for deletes).
  static func stages(
    from old: ListContent, to new: ListContent, collectEvents: Bool = false
  ) throws(ContentError) -> (changes: StagedChangeset, events: [PendingEvent]) {
    var events: [PendingEvent] = []
    let oldSections = old.sections
    let newSections = new.sections

    // MARK: Sections by id.
    var oldSectionNew = ContiguousArray<Int32>(repeating: -1, count: oldSections.count)
    var newSectionOld = ContiguousArray<Int32>(repeating: -1, count: newSections.count)
    var duplicate = false
    do {
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
        if s < 0 || oldSectionNew[Int(s)] >= 0 {
          duplicate = true
        } else {
          newSectionOld[t] = s
          oldSectionNew[Int(s)] = Int32(t)
        }
      }
      table.checkInvariants(
        validIndex: { $0 >= 0 ? $0 < oldSections.count : -1 - $0 < newSections.count },
        hash: { $0 >= 0 ? oldSections[Int($0)].id.hash : newSections[Int(-1 - $0)].id.hash })
    }

    // MARK: Rows by id, flattened.
    var oldRowStart = ContiguousArray<Int>()
    oldRowStart.reserveCapacity(oldSections.count + 1)
    var oldCount = 0
    for section in oldSections {
      oldRowStart.append(oldCount)
      oldCount += section.rows.count
    }
    oldRowStart.append(oldCount)
    var newRowStart = ContiguousArray<Int>()
    newRowStart.reserveCapacity(newSections.count + 1)
    var newCount = 0
    for section in newSections {
      newRowStart.append(newCount)
      newCount += section.rows.count
    }
    newRowStart.append(newCount)

    var oldRowSection = ContiguousArray<Int32>(repeating: 0, count: oldCount)
    var oldHashes = ContiguousArray<Int>(repeating: 0, count: oldCount)
    var oldToNew = ContiguousArray<Int32>(repeating: -1, count: oldCount)
    var newToOld = ContiguousArray<Int32>(repeating: -1, count: newCount)
    var fate = ContiguousArray<UInt8>(repeating: Fate.inInsertedSection, count: newCount)
    // Rows are read in place through buffer pointers: reading them from the arrays would copy
    // each row's id and component (value-witness calls) just to compare them. Every index below
    // is in bounds by construction: `s` and `t` range over the sections, `r` over a section's
    // rows, and a flat index `k` (or `j`) lies in `oldRowStart[ks]..<oldRowStart[ks + 1]` of its
    // section `ks`, the row counts these arrays were built from.
    // The arrays the loop fills are written through buffer pointers too: a write to an array
    // captured by the closures checks its uniqueness every time. `flat` indexes new rows and `k`
    // old rows, within the counts the arrays were made with.
    oldRowSection.withUnsafeMutableBufferPointer { oldRowSection in
      oldHashes.withUnsafeMutableBufferPointer { oldHashes in
        oldToNew.withUnsafeMutableBufferPointer { oldToNew in
          newToOld.withUnsafeMutableBufferPointer { newToOld in
            fate.withUnsafeMutableBufferPointer { fate in
              oldSections.withUnsafeBufferPointer { oldBuffer in
                newSections.withUnsafeBufferPointer { newBuffer in
                  // Old rows only: 8 bytes a slot, 1 MB for 100,000 rows, so that it mostly stays
                  // in cache. New rows are looked up; those not found get a table of their own
                  // below.
                  let table = IdentityTable(capacityFor: oldCount)
                  for s in 0..<oldBuffer.count {
                    oldBuffer[s].rows.withUnsafeBufferPointer { rows in
                      let start = oldRowStart[s]
                      for r in 0..<rows.count {
                        let flat = start + r
                        let hash = rows[r].id.hash
                        oldRowSection[flat] = Int32(s)
                        oldHashes[flat] = hash
                        let found = table.insert(Int32(flat), hash: hash) { k in
                          // Only for equal tags: nearly always a duplicate id.
                          let ks = Int(oldRowSection[Int(k)])
                          return oldHashes[Int(k)] == hash
                            && oldBuffer[ks].rows.withUnsafeBufferPointer {
                              $0[Int(k) - oldRowStart[ks]].id.matches(rows[r].id)
                            }
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
                    newBuffer[t].rows.withUnsafeBufferPointer { rows in
                      for r in 0..<rows.count {
                        let flat = start + r
                        let hash = rows[r].id.hash
                        var k = -1
                        if predicted < oldCount && oldHashes[predicted] == hash {
                          let ps = Int(oldRowSection[predicted])
                          let same = oldBuffer[ps].rows.withUnsafeBufferPointer {
                            $0[predicted - oldRowStart[ps]].id.matches(rows[r].id)
                          }
                          if same { k = predicted }
                        }
                        if k < 0 {
                          let found = table.find(hash: hash) { k in
                            let ks = Int(oldRowSection[Int(k)])
                            return oldHashes[Int(k)] == hash
                              && oldBuffer[ks].rows.withUnsafeBufferPointer {
                                $0[Int(k) - oldRowStart[ks]].id.matches(rows[r].id)
                              }
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
                          let same = oldBuffer[ks].rows.withUnsafeBufferPointer {
                            $0[k - oldRowStart[ks]].component.isContentEqual(to: rows[r].component)
                          }
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
                    let addedTable = IdentityTable(capacityFor: added.count)
                    for index in added.indices {
                      let hash = addedHashes[index]
                      let found = addedTable.insert(Int32(index), hash: hash) { other in
                        addedHashes[Int(other)] == hash
                          && newRowID(Int(added[Int(other)]), in: newBuffer, starts: newRowStart) {
                            a in
                            newRowID(Int(added[index]), in: newBuffer, starts: newRowStart) { b in
                              a.matches(b)
                            }
                          }
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
    if duplicate {
      try new.validate()
      try old.validate()
    }

    // MARK: Minimal moves.
    // touched[t]: new section t gains, loses or reorders rows in the structural batch.
    var touched = ContiguousArray<Bool>(repeating: false, count: newSections.count)
    var values = ContiguousArray<Int32>()
    var keep = ContiguousArray<Bool>()
    for t in newSections.indices where newSectionOld[t] >= 0 {
      values.removeAll(keepingCapacity: true)
      var increasing = true
      for j in newRowStart[t]..<newRowStart[t + 1] {
        let kind = fate[j] & Fate.kind
        if kind == Fate.stays {
          let k = newToOld[j]
          if let last = values.last, last > k { increasing = false }
          values.append(k)
        } else {
          touched[t] = true
          if kind == Fate.moves {
            let ks = Int(oldRowSection[Int(newToOld[j])])
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
      for j in newRowStart[t]..<newRowStart[t + 1] where fate[j] & Fate.kind == Fate.stays {
        if !keep[candidate] { fate[j] = Fate.moves | (fate[j] & Fate.changed) }
        candidate += 1
      }
    }

    var rowDeletes: [RowPath] = []
    for s in oldSections.indices where oldSectionNew[s] >= 0 {
      let start = oldRowStart[s]
      for k in start..<oldRowStart[s + 1] {
        let j = oldToNew[k]
        if j < 0 || fate[Int(j)] == Fate.inInsertedSection {
          let path = RowPath(section: s, row: k - start)
          rowDeletes.append(path)
          touched[Int(oldSectionNew[s])] = true
          if collectEvents {
            let row = oldSections[s].rows[k - start]
            if row.handles(.delete) {
              events.append(PendingEvent(event: .delete, row: row, path: path))
            }
          }
        }
      }
    }

    var sectionMoved = ContiguousArray<Bool>(repeating: false, count: newSections.count)
    var hasSectionMoves = false
    do {
      values.removeAll(keepingCapacity: true)
      var increasing = true
      for t in newSections.indices where newSectionOld[t] >= 0 {
        if let last = values.last, last > newSectionOld[t] { increasing = false }
        values.append(newSectionOld[t])
      }
      if !increasing {
        keep.removeAll(keepingCapacity: true)
        keep.append(contentsOf: repeatElement(false, count: values.count))
        markLongestIncreasingSubsequence(values, keep: &keep)
        var candidate = 0
        for t in newSections.indices where newSectionOld[t] >= 0 {
          if !keep[candidate] {
            sectionMoved[t] = true
            hasSectionMoves = true
          }
          candidate += 1
        }
      }
    }

    // MARK: The structural batch.
    var main = Changeset(content: new, rowDeletes: rowDeletes)
    var final = Changeset(content: new)
    // decoration[t]: 0 unchanged, 1 reloaded in the structural batch, 2 in the second batch.
    var decoration = ContiguousArray<UInt8>(repeating: 0, count: newSections.count)
    for s in oldSections.indices where oldSectionNew[s] < 0 {
      main.sectionDeletes.append(s)
    }
    for t in newSections.indices {
      let s = Int(newSectionOld[t])
      guard s >= 0 else {
        main.sectionInserts.append(t)
        continue
      }
      if sectionMoved[t] {
        main.sectionMoves.append(Move(from: s, to: t))
      }
      if !newSections[t].hasSameDecoration(as: oldSections[s]) {
        if sectionMoved[t] || touched[t] {
          decoration[t] = 2
          final.sectionReloads.append(t)
        } else {
          decoration[t] = 1
          main.sectionReloads.append(s)
        }
      }
    }

    var intermediate: [RowPath] = []
    for t in newSections.indices where newSectionOld[t] >= 0 {
      let start = newRowStart[t]
      let reloadedSection = decoration[t]
      for j in start..<newRowStart[t + 1] {
        let value = fate[j]
        let kind = value & Fate.kind
        let path = RowPath(section: t, row: j - start)
        if kind == Fate.inserted {
          main.rowInserts.append(path)
          if collectEvents { event(.insert, at: path, in: new, to: &events) }
          continue
        }
        let k = Int(newToOld[j])
        let ks = Int(oldRowSection[k])
        let from = RowPath(section: ks, row: k - oldRowStart[ks])
        if kind == Fate.moves {
          main.rowMoves.append(Move(from: from, to: path))
          if collectEvents { event(.move, at: path, in: new, from: from, to: &events) }
        }
        guard value & Fate.changed != 0 else { continue }
        if collectEvents { event(.reload, at: path, in: new, to: &events) }
        if reloadedSection == 1 { continue }
        if reloadedSection == 2 {
          intermediate.append(path)
        } else if kind == Fate.stays && !hasSectionMoves {
          main.rowReloads.append(from)
        } else {
          intermediate.append(path)
          final.rowReloads.append(path)
        }
      }
    }

    // MARK: The second batch, when needed: the structural batch shows the old components.
    if !final.isEmpty {
      var between = new
      for t in final.sectionReloads {
        let oldSection = oldSections[Int(newSectionOld[t])]
        between.sections[t].header = oldSection.header
        between.sections[t].footer = oldSection.footer
        between.sections[t].style = oldSection.style
      }
      for path in intermediate {
        let k = Int(newToOld[newRowStart[path.section] + path.row])
        let ks = Int(oldRowSection[k])
        between.sections[path.section].rows[path.row] = oldSections[ks].rows[k - oldRowStart[ks]]
      }
      main.content = between
    }
    return (StagedChangeset([main, final]), events)
  }

  /// Calls `body` with the id of the new row at flat position `flat`, read in place.
  ///
  /// - Parameters:
  ///   - flat: A flat row index, in `0..<starts.last`.
  ///   - sections: The new sections.
  ///   - starts: The flat index of each section's first row, then the row count.
  private static func newRowID(
    _ flat: Int, in sections: UnsafeBufferPointer<Section>, starts: ContiguousArray<Int>,
    _ body: (borrowing ListID) -> Bool
  ) -> Bool {
    // The last section starting at or before `flat` (binary search); `flat` is in its range.
    var low = 0
    var high = sections.count - 1
    while low < high {
      let middle = (low + high + 1) >> 1
      if starts[middle] <= flat { low = middle } else { high = middle - 1 }
    }
    return sections[low].rows.withUnsafeBufferPointer { body($0[flat - starts[low]].id) }
  }

  private static func event(
    _ event: RowEvent, at path: RowPath, in content: ListContent, from source: RowPath? = nil,
    to events: inout [PendingEvent]
  ) {
    let row = content.sections[path.section].rows[path.row]
    guard row.handles(event) else { return }
    events.append(
      PendingEvent(
        event: event, row: row, path: path, detail: source.map { .moved(from: $0) } ?? .none))
  }
}
