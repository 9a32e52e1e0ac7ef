// UIKit's batch-update rules, checked the way UITableView and UICollectionView check them when a
// batch ends (the rules are the same; only the words differ: rows of a table view, items of a
// collection view), written independently of SectionalTesting's validator so that each can catch
// the other's mistakes. Not UIKit API.

/// The words UIKit's exception reasons use for one kind of view.
struct BatchVocabulary {
  /// "row" or "item".
  var item: String
  /// "rows" or "items".
  var items: String
  /// "table view" or "collection view".
  var view: String
  /// "a row" or "an item".
  var anItem: String

  static let table = BatchVocabulary(
    item: "row", items: "rows", view: "table view", anItem: "a row")
  static let collection = BatchVocabulary(
    item: "item", items: "items", view: "collection view", anItem: "an item")
}

/// Where every surviving section and row of the content before a batch is after it.
struct BatchMapping {
  /// Old section index → new, for sections that stay (not deleted; reloaded ones included).
  var sections: [Int: Int] = [:]
  /// Old sections that were reloaded (their rows and views are shown afresh).
  var reloadedSections: Set<Int> = []
  /// Old index path → new, for rows (items) that keep their cell (not deleted, not reloaded, not in a
  /// deleted or reloaded section).
  var rows: [IndexPath: IndexPath] = [:]
}

/// Checks one batch against the counts before it and the counts the data source gives after it.
struct BatchUpdateCheck {
  var before: [Int]
  var after: [Int]
  var batch: UpdateBatch
  /// The words of the exception reasons: a table view's by default.
  var words = BatchVocabulary.table

  /// The mapping of a valid batch, or the reason UIKit gives for raising
  /// `NSInternalInconsistencyException`.
  func run() -> Result<BatchMapping, BatchViolation> {
    do {
      return .success(try check())
    } catch {
      return .failure(error)
    }
  }

  static func describe(_ path: IndexPath) -> String {
    "<NSIndexPath> {length = 2, path = \(path.section) - \(path.row)}"
  }

  private func check() throws(BatchViolation) -> BatchMapping {
    try checkSectionRanges()
    try checkUnique(
      [
        ("delete", batch.sectionDeletes), ("reload", batch.sectionReloads),
        ("move", batch.sectionMoves.map(\.from)),
      ], of: "section")
    try checkUnique(
      [("insert", batch.sectionInserts), ("move to", batch.sectionMoves.map(\.to))],
      of: "section")
    let expected = before.count - batch.sectionDeletes.count + batch.sectionInserts.count
    guard after.count == expected else {
      throw BatchViolation(
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "\(words.view) after the update (\(after.count)) must be equal to the number of "
          + "sections contained in the \(words.view) before the update (\(before.count)), plus or "
          + "minus the number of sections inserted or deleted (\(batch.sectionInserts.count) "
          + "inserted, \(batch.sectionDeletes.count) deleted).")
    }
    if !batch.rowReloads.isEmpty && !batch.sectionMoves.isEmpty {
      throw BatchViolation(
        "attempt to reload \(words.items) in a batch that also moves sections: UIKit miscounts "
          + "the \(words.items) "
          + "(radar 27041784)")
    }
    var mapping = BatchMapping()
    mapping.sections = sectionMap()
    mapping.reloadedSections = Set(batch.sectionReloads)
    try checkRowRanges(mapping)
    try checkUniqueRows()
    try checkRowCounts(mapping)
    mapping.rows = rowMap(mapping)
    return mapping
  }

  private func checkSectionRanges() throws(BatchViolation) {
    for (verb, sections) in [
      ("delete", batch.sectionDeletes), ("reload", batch.sectionReloads),
      ("move", batch.sectionMoves.map(\.from)),
    ] {
      for section in sections where !before.indices.contains(section) {
        throw BatchViolation(
          "attempt to \(verb) section \(section), but there are only \(before.count) sections "
            + "before the update")
      }
    }
    for (verb, sections) in [
      ("insert", batch.sectionInserts), ("move a section to", batch.sectionMoves.map(\.to)),
    ] {
      for section in sections where !after.indices.contains(section) {
        throw BatchViolation(
          "attempt to \(verb) section \(section) but there are only \(after.count) sections "
            + "after the update")
      }
    }
  }

  /// Each index at most once among `lists` (the sources, or the destinations, of a batch).
  private func checkUnique(_ lists: [(String, [Int])], of noun: String) throws(BatchViolation) {
    var seen: [Int: String] = [:]
    for (verb, indexes) in lists {
      for index in indexes {
        if let earlier = seen[index] {
          throw BatchViolation(
            earlier == verb
              ? "attempt to \(verb) \(noun) \(index) twice in the same update"
              : "attempt to \(earlier) and \(verb) \(noun) \(index) in the same update")
        }
        seen[index] = verb
      }
    }
  }

  /// Old sections that stay fill, in order, the new indexes that no insert or move takes.
  private func sectionMap() -> [Int: Int] {
    var map: [Int: Int] = [:]
    for move in batch.sectionMoves { map[move.from] = move.to }
    let gone = Set(batch.sectionDeletes).union(batch.sectionMoves.map(\.from))
    let taken = Set(batch.sectionInserts).union(batch.sectionMoves.map(\.to))
    let staying = before.indices.filter { !gone.contains($0) }
    let free = after.indices.filter { !taken.contains($0) }
    for (old, new) in zip(staying, free) { map[old] = new }
    return map
  }

  private func checkRowRanges(_ mapping: BatchMapping) throws(BatchViolation) {
    let deletedSections = Set(batch.sectionDeletes)
    let reloadedSections = Set(batch.sectionReloads)
    let insertedSections = Set(batch.sectionInserts)
    let reloadedNew = Set(batch.sectionReloads.compactMap { mapping.sections[$0] })
    let sources: [(String, [IndexPath])] = [
      ("delete", batch.rowDeletes), ("reload", batch.rowReloads),
      ("move", batch.rowMoves.map(\.from)),
    ]
    for (verb, paths) in sources {
      for path in paths {
        guard before.indices.contains(path.section) else {
          throw BatchViolation(
            "attempt to \(verb) \(words.item) \(path.row) from section \(path.section), but there are "
              + "only \(before.count) sections before the update")
        }
        guard (0..<before[path.section]).contains(path.row) else {
          throw BatchViolation(
            "attempt to \(verb) \(words.item) \(path.row) from section \(path.section) which only "
              + "contains \(before[path.section]) \(words.items) before the update")
        }
        if deletedSections.contains(path.section) || reloadedSections.contains(path.section) {
          throw BatchViolation(
            "attempt to \(verb) \(words.item) \(path.row) from section \(path.section), which is being "
              + "\(deletedSections.contains(path.section) ? "deleted" : "reloaded") in the same "
              + "update")
        }
      }
    }
    for (verb, paths) in [
      ("insert", batch.rowInserts), ("move \(words.anItem) to", batch.rowMoves.map(\.to)),
    ] {
      for path in paths {
        guard after.indices.contains(path.section) else {
          throw BatchViolation(
            "attempt to \(verb) \(words.item) \(path.row) into section \(path.section), but there "
              + "are only \(after.count) sections after the update")
        }
        guard (0..<after[path.section]).contains(path.row) else {
          throw BatchViolation(
            "attempt to \(verb) \(words.item) \(path.row) into section \(path.section), but there "
              + "are only \(after[path.section]) \(words.items) in section \(path.section) after the update"
          )
        }
        if insertedSections.contains(path.section) || reloadedNew.contains(path.section) {
          throw BatchViolation(
            "attempt to \(verb) \(words.item) \(path.row) into section \(path.section), which is "
              + "being "
              + "\(insertedSections.contains(path.section) ? "inserted" : "reloaded") in the same "
              + "update")
        }
      }
    }
  }

  private func checkUniqueRows() throws(BatchViolation) {
    var sources: [IndexPath: String] = [:]
    for (verb, paths) in [
      ("delete", batch.rowDeletes), ("reload", batch.rowReloads),
      ("move", batch.rowMoves.map(\.from)),
    ] {
      for path in paths {
        if let earlier = sources[path] {
          throw BatchViolation(Self.conflict(earlier, verb, path))
        }
        sources[path] = verb
      }
    }
    var destinations: [IndexPath: String] = [:]
    for (verb, paths) in [("insert", batch.rowInserts), ("move to", batch.rowMoves.map(\.to))] {
      for path in paths {
        if let earlier = destinations[path] {
          throw BatchViolation(Self.conflict(earlier, verb, path))
        }
        destinations[path] = verb
      }
    }
  }

  static func conflict(_ first: String, _ second: String, _ path: IndexPath) -> String {
    let location = "(\(describe(path)))"
    switch (first, second) {
    case ("delete", "reload"), ("reload", "delete"):
      return "attempt to delete and reload the same index path \(location)"
    case ("delete", "move"), ("move", "delete"):
      return "attempt to perform a delete and a move from the same index path \(location)"
    case ("reload", "move"), ("move", "reload"):
      return "attempt to reload and move the same index path \(location): UIKit would create two "
        + "animations for one cell"
    case ("insert", "move to"), ("move to", "insert"):
      return "attempt to perform an insert and a move to the same index path \(location)"
    default:
      return "attempt to \(first) the same index path twice \(location)"
    }
  }

  /// Rows after = rows before − deleted − moved out + inserted + moved in, for every section that
  /// exists before and after and is not reloaded.
  private func checkRowCounts(_ mapping: BatchMapping) throws(BatchViolation) {
    for old in before.indices {
      guard let new = mapping.sections[old], !mapping.reloadedSections.contains(old) else {
        continue
      }
      let deleted = batch.rowDeletes.filter { $0.section == old }.count
      let inserted = batch.rowInserts.filter { $0.section == new }.count
      let movedOut = batch.rowMoves.filter { $0.from.section == old }.count
      let movedIn = batch.rowMoves.filter { $0.to.section == new }.count
      let expected = before[old] - deleted - movedOut + inserted + movedIn
      guard after[new] == expected else {
        throw BatchViolation(
          "Invalid update: invalid number of \(words.items) in section \(new). The number of "
            + "\(words.items) contained in an existing section after the update (\(after[new])) "
            + "must be equal to the number of \(words.items) contained in that section before the "
            + "update (\(before[old])), plus or minus the number of \(words.items) inserted or "
            + "deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
            + "minus the number of \(words.items) moved into or out of that section (\(movedIn) moved in, \(movedOut) "
            + "moved out).")
      }
    }
  }

  /// Rows that stay fill, in order, the new rows of their section that no insert or move takes.
  private func rowMap(_ mapping: BatchMapping) -> [IndexPath: IndexPath] {
    var map: [IndexPath: IndexPath] = [:]
    let reloaded = Set(batch.rowReloads)
    for move in batch.rowMoves { map[move.from] = move.to }
    let gone = Set(batch.rowDeletes).union(batch.rowMoves.map(\.from))
    let taken = Set(batch.rowInserts).union(batch.rowMoves.map(\.to))
    for old in before.indices {
      guard let new = mapping.sections[old], !mapping.reloadedSections.contains(old) else {
        continue
      }
      let staying = (0..<before[old]).map { IndexPath(row: $0, section: old) }
        .filter { !gone.contains($0) }
      let free = (0..<after[new]).map { IndexPath(row: $0, section: new) }
        .filter { !taken.contains($0) }
      for (from, to) in zip(staying, free) where !reloaded.contains(from) {
        map[from] = to
      }
    }
    return map
  }
}

/// Why UIKit would raise `NSInternalInconsistencyException` for a batch.
struct BatchViolation: Error {
  var reason: String

  init(_ reason: String) {
    self.reason = reason
  }
}
