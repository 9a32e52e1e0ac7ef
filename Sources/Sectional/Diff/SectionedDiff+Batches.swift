extension SectionedDiff {
  /// The structural batch and what the reload batch will need.
  struct Batches {
    /// Deletes, inserts, moves and the reloads allowed beside them.
    var structural: Changeset
    /// Reloads that must wait for the structural batch (row reloads by new position, section
    /// reloads by new index).
    var reloads: Changeset
    /// New rows that the structural batch shows with their old components: those reloaded in the
    /// second batch, alone or with their section.
    var intermediate: [RowPath]
  }

  /// Builds the structural batch: section deletes, inserts, moves and the section reloads UIKit
  /// allows beside them; row deletes, inserts, moves and the row reloads allowed beside them.
  /// Reloads that must wait go into ``Batches/reloads``.
  ///
  /// A section whose decoration changed is reloaded here unless it also moves or its rows change
  /// (then in the second batch). A changed row is reloaded here when it stays in place and no
  /// section moves; otherwise in the second batch, or not at all when its section is reloaded.
  ///
  /// - Complexity: O(n) in the rows of both contents.
  static func structuralBatch(
    _ old: ListContent, _ new: ListContent, sections: SectionMatch, rows: RowMatch,
    placement: Placement
  ) -> Batches {
    let oldSections = old.sections
    let newSections = new.sections
    let oldSectionNew = sections.oldToNew
    let newSectionOld = sections.newToOld
    var touched = placement.touched
    let oldStart = rows.oldStart
    let newStart = rows.newStart
    let oldToNew = rows.oldToNew
    let newToOld = rows.newToOld
    let fate = rows.fate

    var rowDeletes: [RowPath] = []
    for s in oldSections.indices where oldSectionNew[s] >= 0 {
      let start = oldStart[s]
      for k in start..<oldStart[s + 1] {
        let j = oldToNew[k]
        if j < 0 || fate[Int(j)] == Fate.inInsertedSection {
          rowDeletes.append(RowPath(section: s, row: k - start))
          touched[Int(oldSectionNew[s])] = true
        }
      }
    }

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
      if placement.sectionMoved[t] {
        main.sectionMoves.append(Move(from: s, to: t))
      }
      if !newSections[t].hasSameDecoration(as: oldSections[s]) {
        if placement.sectionMoved[t] || touched[t] {
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
      let start = newStart[t]
      let reloadedSection = decoration[t]
      for j in start..<newStart[t + 1] {
        let value = fate[j]
        let kind = value & Fate.kind
        let path = RowPath(section: t, row: j - start)
        if kind == Fate.inserted {
          main.rowInserts.append(path)
          continue
        }
        let from = rows.oldPath(Int(newToOld[j]))
        if kind == Fate.moves {
          main.rowMoves.append(Move(from: from, to: path))
        }
        guard value & Fate.changed != 0, reloadedSection != 1 else { continue }
        if reloadedSection == 2 {
          intermediate.append(path)
        } else if kind == Fate.stays && !placement.hasSectionMoves {
          main.rowReloads.append(from)
        } else {
          intermediate.append(path)
          final.rowReloads.append(path)
        }
      }
    }
    return Batches(structural: main, reloads: final, intermediate: intermediate)
  }

  /// Completes the second batch: when it has reloads, the structural batch's content shows the
  /// old decoration of the sections and the old components of the rows it reloads.
  ///
  /// - Complexity: O(r) for r reloads, plus a copy of the new content when there are any.
  static func reloadBatch(
    _ old: ListContent, _ new: ListContent, sections: SectionMatch, rows: RowMatch,
    batches: Batches
  ) -> Stages {
    var main = batches.structural
    let final = batches.reloads
    guard !final.isEmpty else { return Stages(structural: main, reloads: final) }
    let oldSections = old.sections
    var between = new
    for t in final.sectionReloads {
      let oldSection = oldSections[Int(sections.newToOld[t])]
      between.sections[t].header = oldSection.header
      between.sections[t].footer = oldSection.footer
      between.sections[t].style = oldSection.style
    }
    for path in batches.intermediate {
      let from = rows.oldPath(Int(rows.newToOld[rows.newStart[path.section] + path.row]))
      between.sections[path.section].rows[path.row] = oldSections[from.section].rows[from.row]
    }
    main.content = between
    return Stages(structural: main, reloads: final)
  }
}
