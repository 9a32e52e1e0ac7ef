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
      var table = IdentityTable(capacityFor: oldSections.count + newSections.count)
      for s in oldSections.indices {
        let id = oldSections[s].id
        if !table.insertOld(Int32(s), hash: id.hash, sameID: { oldSections[Int($0)].id == id }) {
          duplicate = true
        }
      }
      for t in newSections.indices {
        let id = newSections[t].id
        let (s, repeated) = table.insertNew(
          Int32(t), hash: id.hash, sameAsOld: { oldSections[Int($0)].id == id },
          sameAsNew: { newSections[Int($0)].id == id })
        if repeated {
          duplicate = true
        } else if s >= 0 {
          newSectionOld[t] = s
          oldSectionNew[Int(s)] = Int32(t)
        }
      }
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
    for s in oldSections.indices {
      for k in oldRowStart[s]..<oldRowStart[s + 1] { oldRowSection[k] = Int32(s) }
    }
    var oldToNew = ContiguousArray<Int32>(repeating: -1, count: oldCount)
    var newToOld = ContiguousArray<Int32>(repeating: -1, count: newCount)
    var fate = ContiguousArray<UInt8>(repeating: Fate.inInsertedSection, count: newCount)
    do {
      var table = IdentityTable(capacityFor: oldCount + newCount)
      var flat: Int32 = 0
      for s in oldSections.indices {
        let rows = oldSections[s].rows
        for r in rows.indices {
          let inserted = table.insertOld(flat, hash: rows[r].id.hash) { k in
            let ks = Int(oldRowSection[Int(k)])
            return oldSections[ks].rows[Int(k) - oldRowStart[ks]].id == rows[r].id
          }
          if !inserted { duplicate = true }
          flat += 1
        }
      }
      flat = 0
      for t in newSections.indices {
        let rows = newSections[t].rows
        let sectionSurvives = newSectionOld[t] >= 0
        for r in rows.indices {
          let (k, repeated) = table.insertNew(
            flat, hash: rows[r].id.hash,
            sameAsOld: { k in
              let ks = Int(oldRowSection[Int(k)])
              return oldSections[ks].rows[Int(k) - oldRowStart[ks]].id == rows[r].id
            },
            sameAsNew: { k in
              var ts = t
              while newRowStart[ts] > Int(k) { ts -= 1 }
              return newSections[ts].rows[Int(k) - newRowStart[ts]].id == rows[r].id
            })
          if repeated {
            duplicate = true
          } else if k >= 0 {
            newToOld[Int(flat)] = k
            oldToNew[Int(k)] = flat
            if sectionSurvives {
              let ks = Int(oldRowSection[Int(k)])
              if oldSectionNew[ks] < 0 {
                fate[Int(flat)] = Fate.inserted
              } else {
                let oldRow = oldSections[ks].rows[Int(k) - oldRowStart[ks]]
                var value = Int32(ks) == newSectionOld[t] ? Fate.stays : Fate.moves
                if !oldRow.hasSameContent(as: rows[r]) { value |= Fate.changed }
                fate[Int(flat)] = value
              }
            }
          } else if sectionSurvives {
            fate[Int(flat)] = Fate.inserted
          }
          flat += 1
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
