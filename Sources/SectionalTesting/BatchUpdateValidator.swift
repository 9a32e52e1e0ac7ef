import Sectional

/// Checks one batch the way `UITableView` does, then replays it to check that the rows on screen
/// would match the data source. The package's renderers and tests use it stage by stage; apps
/// check a whole changeset with ``ChangesetVerifier``, the one public entry point.
///
/// ```swift
/// for stage in try StagedChangeset(from: oldContent, to: newContent) {
///   try BatchUpdateValidator.validate(stage, before: oldContent)
///   oldContent = stage.content
/// }
/// ```
package enum BatchUpdateValidator {
  /// Checks `batch` against the content shown before it.
  ///
  /// - Parameters:
  ///   - batch: The batch; its `Changeset/content` is the data source after it.
  ///   - before: What the table showed before the batch.
  ///   - stage: The stage index, for messages.
  /// - Throws: ``BatchUpdateError`` for the first rule broken, with UIKit's wording.
  /// - Complexity: O(n) in the rows of both contents.
  package static func validate(_ batch: Changeset, before: ListContent, stage: Int? = nil)
    throws(BatchUpdateError)
  {
    var check = Check(batch: batch, before: before, stage: stage)
    try check.run()
  }
}

private struct Check {
  let batch: Changeset
  let before: ListContent
  let stage: Int?
  var after: ListContent { batch.content }

  // Section fates, indexed by before- or after-index.
  var deletedSections = Set<Int>()
  var reloadedSections = Set<Int>()
  var insertedSections = Set<Int>()
  var movedSectionSources = Set<Int>()
  var movedSectionTargets = Set<Int>()
  /// After-index of each surviving or moved before-section.
  var sectionNewIndex: [Int: Int] = [:]
  /// Before-index of each after-section that existed before.
  var sectionOldIndex: [Int: Int] = [:]
  /// Each section's row count, before and after, read once: a filter checks thousands of rows.
  var rowCountsBefore: [Int] = []
  var rowCountsAfter: [Int] = []
  /// Why rows of a section may not be named, by before-index (deleted or reloaded) and by
  /// after-index (inserted or reloaded); `nil` when they may.
  var sourceBlock: [String?] = []
  var destinationBlock: [String?] = []

  init(batch: Changeset, before: ListContent, stage: Int?) {
    self.batch = batch
    self.before = before
    self.stage = stage
  }

  func fail(_ rule: BatchUpdateError.Rule, _ message: String) -> BatchUpdateError {
    BatchUpdateError(rule: rule, message: message, stage: stage)
  }

  mutating func run() throws(BatchUpdateError) {
    try checkSections()
    try mapSections()
    noteSectionFates()
    try checkRows()
  }

  // MARK: Sections

  mutating func checkSections() throws(BatchUpdateError) {
    let beforeCount = before.sections.count
    let afterCount = after.sections.count
    for index in batch.sectionDeletes {
      guard index >= 0, index < beforeCount else {
        throw fail(
          .sectionOutOfRange,
          "attempt to delete section \(index), but there are only \(beforeCount) sections before the update"
        )
      }
      guard deletedSections.insert(index).inserted else {
        throw fail(.conflictingOperations, "attempt to delete section \(index) twice")
      }
    }
    for index in batch.sectionReloads {
      guard index >= 0, index < beforeCount else {
        throw fail(
          .sectionOutOfRange,
          "attempt to reload section \(index), but there are only \(beforeCount) sections before the update"
        )
      }
      guard !deletedSections.contains(index) else {
        throw fail(
          .conflictingOperations, "attempt to delete and reload the same section (\(index))")
      }
      guard reloadedSections.insert(index).inserted else {
        throw fail(.conflictingOperations, "attempt to reload section \(index) twice")
      }
    }
    for move in batch.sectionMoves {
      guard move.from >= 0, move.from < beforeCount else {
        throw fail(
          .sectionOutOfRange,
          "attempt to move section \(move.from), but there are only \(beforeCount) sections before the update"
        )
      }
      guard move.to >= 0, move.to < afterCount else {
        throw fail(
          .sectionOutOfRange,
          "attempt to move section \(move.from) to section \(move.to), but there are only \(afterCount) sections after the update"
        )
      }
      guard !deletedSections.contains(move.from), !reloadedSections.contains(move.from) else {
        throw fail(
          .conflictingOperations,
          "attempt to perform a delete or reload and a move from the same section (\(move.from))")
      }
      guard movedSectionSources.insert(move.from).inserted else {
        throw fail(.conflictingOperations, "attempt to move section \(move.from) twice")
      }
      guard movedSectionTargets.insert(move.to).inserted else {
        throw fail(
          .conflictingOperations, "attempt to move two sections to the same section (\(move.to))")
      }
    }
    for index in batch.sectionInserts {
      guard index >= 0, index < afterCount else {
        throw fail(
          .sectionOutOfRange,
          "attempt to insert section \(index) but there are only \(afterCount) sections after the update"
        )
      }
      guard !movedSectionTargets.contains(index) else {
        throw fail(
          .conflictingOperations,
          "attempt to perform an insert and a move to the same section (\(index))")
      }
      guard insertedSections.insert(index).inserted else {
        throw fail(.conflictingOperations, "attempt to insert section \(index) twice")
      }
    }
    let expected = beforeCount - deletedSections.count + insertedSections.count
    guard afterCount == expected else {
      throw fail(
        .invalidNumberOfSections,
        "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(afterCount)) must be equal to the number of sections contained in the table view before the update (\(beforeCount)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
      )
    }
    if !batch.rowReloads.isEmpty && !batch.sectionMoves.isEmpty {
      throw fail(
        .reloadWithSectionMove,
        "attempt to reload rows in a batch that moves sections (UIKit miscounts rows, radar 27041784)"
      )
    }
  }

  /// Pairs before- and after-sections: moved ones by their moves, the rest in order.
  mutating func mapSections() throws(BatchUpdateError) {
    for move in batch.sectionMoves {
      sectionNewIndex[move.from] = move.to
      sectionOldIndex[move.to] = move.from
    }
    var survivors = before.sections.indices.filter {
      !deletedSections.contains($0) && !movedSectionSources.contains($0)
    }.makeIterator()
    for index in after.sections.indices
    where !insertedSections.contains(index) && !movedSectionTargets.contains(index) {
      guard let old = survivors.next() else { break }
      sectionNewIndex[old] = index
      sectionOldIndex[index] = old
    }
  }

  /// Fills the row counts and the section fates the row checks read per row.
  mutating func noteSectionFates() {
    rowCountsBefore = before.sections.map { $0.rows.count }
    rowCountsAfter = after.sections.map { $0.rows.count }
    sourceBlock = before.sections.indices.map {
      deletedSections.contains($0) ? "deleted" : reloadedSections.contains($0) ? "reloaded" : nil
    }
    destinationBlock = after.sections.indices.map { index in
      if insertedSections.contains(index) { return "inserted" }
      return sectionOldIndex[index].map(reloadedSections.contains) == true ? "reloaded" : nil
    }
  }

  // MARK: Rows

  func rowsBefore(_ section: Int) -> Int { rowCountsBefore[section] }
  func rowsAfter(_ section: Int) -> Int { rowCountsAfter[section] }

  func checkSource(_ path: RowPath, verb: String) throws(BatchUpdateError) {
    guard path.section >= 0, path.section < before.sections.count else {
      throw fail(
        .sectionOutOfRange,
        "attempt to \(verb) row \(path.row) from section \(path.section), but there are only \(before.sections.count) sections before the update"
      )
    }
    guard path.row >= 0, path.row < rowsBefore(path.section) else {
      throw fail(
        .rowOutOfRange,
        "attempt to \(verb) row \(path.row) from section \(path.section) which only contains \(rowsBefore(path.section)) rows before the update"
      )
    }
    if let fate = sourceBlock[path.section] {
      throw fail(
        .rowInChangedSection,
        "attempt to \(verb) row \(path.row) from section \(path.section), which is being \(fate) in the same update"
      )
    }
  }

  func checkDestination(_ path: RowPath, verb: String) throws(BatchUpdateError) {
    guard path.section >= 0, path.section < after.sections.count else {
      throw fail(
        .sectionOutOfRange,
        "attempt to \(verb) row \(path.row) into section \(path.section), but there are only \(after.sections.count) sections after the update"
      )
    }
    guard path.row >= 0, path.row < rowsAfter(path.section) else {
      throw fail(
        .rowOutOfRange,
        "attempt to \(verb) row \(path.row) into section \(path.section), but there are only \(rowsAfter(path.section)) rows in section \(path.section) after the update"
      )
    }
    if let fate = destinationBlock[path.section] {
      throw fail(
        .rowInChangedSection,
        "attempt to \(verb) row \(path.row) into section \(path.section), which is being \(fate) in the same update"
      )
    }
  }

  func checkRows() throws(BatchUpdateError) {
    // Bits per row, not hash sets: a filter deletes or inserts thousands of rows.
    var deleted = PathSet(rowCounts: rowCountsBefore)
    var reloaded = PathSet(rowCounts: rowCountsBefore)
    var movedFrom = PathSet(rowCounts: rowCountsBefore)
    var movedTo = PathSet(rowCounts: rowCountsAfter)
    var inserted = PathSet(rowCounts: rowCountsAfter)
    try insert(batch.rowDeletes, into: &deleted) { path throws(BatchUpdateError) in
      try checkSource(path, verb: "delete")
    } repeated: { path in
      fail(
        .conflictingOperations,
        "attempt to delete the same index path twice (\(path.uikitDescription))")
    }
    for path in batch.rowReloads {
      try checkSource(path, verb: "reload")
      guard !deleted.contains(path) else {
        throw fail(
          .conflictingOperations,
          "attempt to delete and reload the same index path (\(path.uikitDescription))")
      }
      guard reloaded.insert(path) else {
        throw fail(
          .conflictingOperations,
          "attempt to reload the same index path twice (\(path.uikitDescription))")
      }
    }
    for move in batch.rowMoves {
      try checkSource(move.from, verb: "move")
      try checkDestination(move.to, verb: "move")
      guard !deleted.contains(move.from) else {
        throw fail(
          .conflictingOperations,
          "attempt to perform a delete and a move from the same index path (\(move.from.uikitDescription))"
        )
      }
      guard !reloaded.contains(move.from) else {
        throw fail(
          .conflictingOperations,
          "attempt to perform a reload and a move of the same index path (\(move.from.uikitDescription))"
        )
      }
      guard movedFrom.insert(move.from) else {
        throw fail(
          .conflictingOperations,
          "attempt to move the same index path twice (\(move.from.uikitDescription))")
      }
      guard movedTo.insert(move.to) else {
        throw fail(
          .conflictingOperations,
          "attempt to move two index paths to the same index path (\(move.to.uikitDescription))")
      }
    }
    if batch.rowMoves.isEmpty {
      // No move target to meet: runs of inserted rows are checked and inserted whole.
      try insert(batch.rowInserts, into: &inserted) { path throws(BatchUpdateError) in
        try checkDestination(path, verb: "insert")
      } repeated: { path in
        fail(
          .conflictingOperations,
          "attempt to insert the same index path twice (\(path.uikitDescription))")
      }
    } else {
      for path in batch.rowInserts {
        try checkDestination(path, verb: "insert")
        guard !movedTo.contains(path) else {
          throw fail(
            .conflictingOperations,
            "attempt to perform an insert and a move to the same index path (\(path.uikitDescription))"
          )
        }
        guard inserted.insert(path) else {
          throw fail(
            .conflictingOperations,
            "attempt to insert the same index path twice (\(path.uikitDescription))")
        }
      }
    }
    try checkCounts(deleted: deleted, inserted: inserted)
    try replay(deleted: deleted, reloaded: reloaded, inserted: inserted, movedTo: movedTo)
  }

  /// Checks each of `paths` with `check` and inserts it into `set`, throwing `repeated(path)`
  /// for the first path already there, as one loop over the paths would. A run of adjacent rows
  /// of one section (a diff lists thousands in a few runs) is checked by its ends, which stand
  /// for every row between (the checks are of the section and of the row's range), and
  /// inserted at once; a run that fails is done path by path, for the same error.
  ///
  /// - Complexity: O(r + n / 64) for n paths in r runs.
  func insert(
    _ paths: [RowPath], into set: inout PathSet,
    check: (RowPath) throws(BatchUpdateError) -> Void,
    repeated: (RowPath) -> BatchUpdateError
  ) throws(BatchUpdateError) {
    var start = 0
    while start < paths.count {
      let first = paths[start]
      var end = start
      while end + 1 < paths.count, paths[end + 1].section == first.section,
        paths[end + 1].row == paths[end].row + 1
      {
        end += 1
      }
      if end > start, (try? check(first)) != nil, (try? check(paths[end])) != nil,
        set.insert(section: first.section, rows: first.row...paths[end].row)
      {
        start = end + 1
        continue
      }
      for path in paths[start...end] {
        try check(path)
        guard set.insert(path) else { throw repeated(path) }
      }
      start = end + 1
    }
  }

  func checkCounts(deleted: PathSet, inserted: PathSet) throws(BatchUpdateError) {
    var movesOut = [Int: Int]()
    var movesIn = [Int: Int]()
    for move in batch.rowMoves {
      guard sectionNewIndex[move.from.section] != move.to.section else { continue }
      movesOut[move.from.section, default: 0] += 1
      movesIn[move.to.section, default: 0] += 1
    }
    for newIndex in after.sections.indices {
      guard let oldIndex = sectionOldIndex[newIndex], !reloadedSections.contains(oldIndex) else {
        continue
      }
      let old = rowsBefore(oldIndex)
      let new = rowsAfter(newIndex)
      let (i, d) = (inserted.count(inSection: newIndex), deleted.count(inSection: oldIndex))
      let (mIn, mOut) = (movesIn[newIndex, default: 0], movesOut[oldIndex, default: 0])
      guard new == old - d - mOut + i + mIn else {
        throw fail(
          .invalidNumberOfRows,
          "Invalid update: invalid number of rows in section \(newIndex). The number of rows contained in an existing section after the update (\(new)) must be equal to the number of rows contained in that section before the update (\(old)), plus or minus the number of rows inserted or deleted from that section (\(i) inserted, \(d) deleted) and plus or minus the number of rows moved into or out of that section (\(mIn) moved in, \(mOut) moved out)."
        )
      }
    }
  }

  /// Works out which row the table would show at every position after the batch and compares it
  /// with the data source.
  ///
  /// The rows a batch keeps are walked a run at a time, between the rows it removes and those
  /// it brings: a run that is the very same rows in both contents (slices of one `ForEach` or
  /// outline source, the same built rows) is skipped whole, other rows are compared one by one.
  ///
  /// Rows deleted and inserted are passed a run at a time; rows moved, one at a time.
  ///
  /// - Complexity: O(r + m + p log p + n / 64) for r runs of rows deleted or inserted, m rows
  ///   moved and p runs of shared rows, plus one comparison for each kept row that is not
  ///   shared.
  func replay(deleted: PathSet, reloaded: PathSet, inserted: PathSet, movedTo: PathSet)
    throws(BatchUpdateError)
  {
    var movedIn: [RowPath: RowPath] = [:]
    var movedOut = PathSet(rowCounts: rowCountsBefore)
    var parts = PartsComparer()
    for move in batch.rowMoves {
      movedIn[move.to] = move.from
      _ = movedOut.insert(move.from)
    }
    for newIndex in after.sections.indices {
      guard let oldIndex = sectionOldIndex[newIndex], !reloadedSections.contains(oldIndex) else {
        continue
      }
      let oldSection = before.sections[oldIndex]
      let newSection = after.sections[newIndex]
      if oldSection.id != newSection.id {
        throw fail(
          .inconsistentContent,
          "section \(newIndex) is \(newSection.id) in the data source, but the update leaves section \(oldSection.id) there"
        )
      }
      if !oldSection.hasSameDecoration(as: newSection) {
        throw fail(
          .inconsistentContent,
          "section \(newSection.id) changed its header, footer or style, but the update does not reload it"
        )
      }
      // Ids and contents are compared as the diff compares them: rows of a `ForEach` by their
      // ids and elements where they can be, not made.
      let (oldRows, newRows) = (oldSection.rows, newSection.rows)
      /// Checks that new row `rowIndex` shows what old row `source` showed.
      func compare(_ source: RowPath, _ rowIndex: Int) throws(BatchUpdateError) {
        let path = RowPath(section: newIndex, row: rowIndex)
        let sourceRows = before.sections[source.section].rows
        let (oldID, newID) = (sourceRows.id(at: source.row), newRows.id(at: rowIndex))
        guard oldID == newID else {
          throw fail(
            .inconsistentContent,
            "row \(path) is \(newID) in the data source, but the update leaves row \(oldID) there"
          )
        }
        if !reloaded.contains(source)
          && !parts.same(
            sourceRows, section: source.section, row: source.row, newRows, section: newIndex,
            row: rowIndex)
        {
          throw fail(
            .inconsistentContent,
            "row \(newID) at \(path) changed, but the update does not reload it")
        }
      }
      // The next old row the batch removes, and the next new row it brings, at or after a row;
      // each set is looked into again only once the walk has passed its last answer.
      var ahead = (deleted: -1, movedOut: -1, inserted: -1, movedTo: -1)
      func nextGone(_ row: Int) -> Int {
        if ahead.deleted < row { ahead.deleted = deleted.next(inSection: oldIndex, from: row) }
        if ahead.movedOut < row { ahead.movedOut = movedOut.next(inSection: oldIndex, from: row) }
        return min(ahead.deleted, ahead.movedOut)
      }
      func nextArrived(_ row: Int) -> Int {
        if ahead.inserted < row { ahead.inserted = inserted.next(inSection: newIndex, from: row) }
        if ahead.movedTo < row { ahead.movedTo = movedTo.next(inSection: newIndex, from: row) }
        return min(ahead.inserted, ahead.movedTo)
      }
      var (oldRow, newRow) = (0, 0)
      var (gone, arrived) = (nextGone(0), nextArrived(0))
      while newRow < newRows.count {
        if newRow == arrived {
          if newRow == ahead.inserted {
            // Rows inserted are not compared: past their whole run (no row moves into it).
            newRow = inserted.nextAbsent(inSection: newIndex, from: newRow)
          } else {
            // A row moved here is compared with the row it came from.
            if let from = movedIn[RowPath(section: newIndex, row: newRow)] {
              try compare(from, newRow)
            }
            newRow += 1
          }
          arrived = nextArrived(newRow)
          continue
        }
        while oldRow == gone && oldRow < oldRows.count {
          // Past a run of deleted rows at once; a row moved away one at a time.
          oldRow =
            oldRow == ahead.deleted
            ? deleted.nextAbsent(inSection: oldIndex, from: oldRow) : oldRow + 1
          gone = nextGone(oldRow)
        }
        guard oldRow < oldRows.count else { break }
        // A run of kept rows, up to the next row removed or brought.
        let limit = min(gone - oldRow, arrived - newRow)
        let shared = oldRows.sharedRun(from: oldRow, newRows, from: newRow, limit: limit)
        if shared.isShared {
          oldRow += shared.count
          newRow += shared.count
          continue
        }
        for _ in 0..<shared.count {
          try compare(RowPath(section: oldIndex, row: oldRow), newRow)
          oldRow += 1
          newRow += 1
        }
      }
    }
  }
}
