extension SectionedDiff {
  /// Diffs `old` against `new`, skipping the rows of every section whose rows are the very same
  /// storage in both (a ``Section`` value kept and shown again, as ``SectionMemo`` hands back):
  /// the same storage holds the same rows, so none of them is inserted, deleted, moved or
  /// reloaded, and the diff gives the same stages as ``stages(from:to:)`` without reading them.
  ///
  /// Such a section still takes part in the diff of sections (its moves, and a reload when its
  /// header, footer or style changed), as a section without rows. Its ids still count for
  /// uniqueness: `old` is valid (a controller's content always is), so a repeated id can only be
  /// a new row that is not in the old content; when there are such rows, the shared sections'
  /// ids are looked up in a table of them, and on any repeat (or any other doubt) the full diff
  /// runs and reports it.
  ///
  /// - Parameters:
  ///   - old: The content shown now, whose ids are unique.
  ///   - new: The content to show.
  /// - Throws: ``ContentError`` when `new` repeats an id.
  /// - Complexity: O(1) for each shared section, O(n) in the rows of the other sections; plus,
  ///   only when rows are inserted, one read of each shared row's stored hash.
  static func stages(fromValid old: ListContent, to new: ListContent) throws(ContentError)
    -> Stages
  {
    if let stages = sharedStages(old, new) { return stages }
    return try stages(from: old, to: new)
  }

  /// The stages when some sections share their rows' storage and no id repeats; `nil` otherwise.
  private static func sharedStages(_ old: ListContent, _ new: ListContent) -> Stages? {
    // Cheap first: a shared section is paired by id with one that has the same storage.
    guard new.sections.count > 0, old.sections.count > 0 else { return nil }
    let match = matchSections(old, new)
    guard !match.hasDuplicate else { return nil }
    var shared: [Int] = []
    for t in new.sections.indices {
      let s = Int(match.newToOld[t])
      guard s >= 0 else { continue }
      if old.sections[s].rows.sharesStorage(with: new.sections[t].rows) { shared.append(t) }
    }
    guard !shared.isEmpty else { return nil }
    // The diff of the contents with the shared sections emptied: nothing else changes.
    var oldPart = old
    var newPart = new
    for t in shared {
      oldPart.sections[Int(match.newToOld[t])].rows = []
      newPart.sections[t].rows = []
    }
    guard var stages = try? stages(from: oldPart, to: newPart) else { return nil }
    guard !repeatsSharedID(stages.structural, new, shared: shared) else { return nil }
    // The stages show the whole content: the shared rows are back in place.
    if stages.reloads.isEmpty {
      stages.structural.content = new
    } else {
      for t in shared { stages.structural.content.sections[t].rows = new.sections[t].rows }
    }
    stages.reloads.content = new
    return stages
  }

  /// Whether two lists of rows are the same storage: then they hold the same rows (see
  /// ``RowList/sharesStorage(with:)``).
  static func sameStorage(_ first: RowList, _ second: RowList) -> Bool {
    first.sharesStorage(with: second)
  }

  /// Whether two arrays of rows are the same storage.
  static func sameStorage(_ first: [Row], _ second: [Row]) -> Bool {
    RowList(first).sharesStorage(with: RowList(second))
  }

  /// Whether a row `new` has and the old content had not (an inserted row, or a row of an
  /// inserted section) has the id of a row in a shared section.
  private static func repeatsSharedID(
    _ structural: Changeset, _ new: ListContent, shared: [Int]
  ) -> Bool {
    var added: [ListID] = structural.rowInserts.map {
      new.sections[$0.section].rows.id(at: $0.row)
    }
    let ids = RowIDs(new.sections)
    new.sections.withUnsafeBufferPointer { sections in
      for t in structural.sectionInserts {
        let column = ids.ids(ofSection: t)
        for r in 0..<sections[t].rows.count { added.append(column[r]) }
      }
    }
    guard !added.isEmpty, added.count < Int(Int32.max) else { return !added.isEmpty }
    let table = IdentityTable(capacityFor: added.count)
    for index in added.indices {
      // A repeat among the added rows themselves was found by the diff already.
      _ = table.insert(Int32(index), hash: added[index].hash) { added[Int($0)] == added[index] }
    }
    return new.sections.withUnsafeBufferPointer { sections in
      for t in shared {
        let column = ids.ids(ofSection: t)
        for r in 0..<sections[t].rows.count {
          let id = column[r]
          if table.find(hash: id.hash, sameID: { added[Int($0)] == id }) != nil {
            return true
          }
        }
      }
      return false
    }
  }
}
