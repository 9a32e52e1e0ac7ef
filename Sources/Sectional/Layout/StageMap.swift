/// Where a section or row that exists before a batch is after it, following UIKit's batch rules:
/// deletes and move sources come out first (before-indexes), then inserts and move targets go
/// in (after-indexes). Reloads stay in place.
package struct StageMap {
  private var removedSections: [Int]
  private var addedSections: [Int]
  private var deletedSections: Set<Int>
  private var movedSections: [Int: Int]
  /// The rows that come out (deletes and move sources), sorted: what the layout takes out.
  private(set) var removedRows: [RowPath]
  /// The rows that go in (inserts and move targets), sorted: what the layout puts in.
  private(set) var addedRows: [RowPath]
  /// The rows deleted, sorted.
  private var deletedRows: [RowPath]
  private var movedRows: [RowPath: RowPath]

  /// The map of `stage`.
  ///
  /// - Complexity: O(r) for r rows the stage names, in order as a diff names them (O(r log r)
  ///   otherwise): the paths are kept as they come, not grouped by section (a filter deletes
  ///   thousands of rows, and the layout maps one of them).
  package init(_ stage: Changeset) {
    deletedSections = Set(stage.sectionDeletes)
    movedSections = Dictionary(
      stage.sectionMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    removedSections = (stage.sectionDeletes + stage.sectionMoves.map(\.from)).sorted()
    addedSections = (stage.sectionInserts + stage.sectionMoves.map(\.to)).sorted()
    movedRows = Dictionary(
      stage.rowMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    deletedRows = StageMap.ascending(stage.rowDeletes)
    removedRows =
      stage.rowMoves.isEmpty
      ? deletedRows : (stage.rowDeletes + stage.rowMoves.map(\.from)).sorted()
    addedRows =
      stage.rowMoves.isEmpty
      ? StageMap.ascending(stage.rowInserts)
      : (stage.rowInserts + stage.rowMoves.map(\.to)).sorted()
  }

  /// `paths` in ascending order: as they are when they are (a diff's are), checked in one pass.
  private static func ascending(_ paths: [RowPath]) -> [RowPath] {
    paths.isAscending ? paths : paths.sorted()
  }

  /// The index of the first of the sorted `paths` for which `isPast` holds (`isPast` is false
  /// for a prefix of them, then true).
  private static func first(in paths: [RowPath], where isPast: (RowPath) -> Bool) -> Int {
    var low = 0
    var high = paths.count
    while low < high {
      let middle = (low + high) / 2
      if isPast(paths[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The range of the sorted `paths` in `section`.
  private static func rows(ofSection section: Int, in paths: [RowPath]) -> Range<Int> {
    first(in: paths) { $0.section >= section }..<first(in: paths) { $0.section > section }
  }

  /// The index after the batch of section `section`, or `nil` when it was deleted.
  func section(_ section: Int) -> Int? {
    if deletedSections.contains(section) { return nil }
    if let target = movedSections[section] { return target }
    return StageMap.shift(section - StageMap.rank(section, in: removedSections), by: addedSections)
  }

  /// The position after the batch of the row at `path`, or `nil` when it was deleted (itself or
  /// with its section).
  package func row(_ path: RowPath) -> RowPath? {
    let deleted = StageMap.first(in: deletedRows) { $0 >= path }
    if deleted < deletedRows.count && deletedRows[deleted] == path { return nil }
    if let target = movedRows[path] { return target }
    guard let section = section(path.section) else { return nil }
    // The rows of its section that come out before it.
    let removed = StageMap.rows(ofSection: path.section, in: removedRows)
    let survivor =
      path.row - (StageMap.first(in: removedRows) { $0 >= path } - removed.lowerBound)
    // The survivor moves down one place for each row that goes in at or before where it ends
    // up (see ``shift(_:by:)``), within its new section.
    let added = StageMap.rows(ofSection: section, in: addedRows)
    var low = added.lowerBound
    var high = added.upperBound
    while low < high {
      let middle = (low + high) / 2
      if addedRows[middle].row - (middle - added.lowerBound) <= survivor {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return RowPath(section: section, row: survivor + (low - added.lowerBound))
  }

  /// How many of the sorted `values` are less than `value`.
  static func rank(_ value: Int, in values: [Int]) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The final index of the survivor at `index` once items land at the sorted `added` indexes.
  ///
  /// The survivor moves down one place for each added index at or before where it ends up. The
  /// added index at position `i` is reached exactly when `added[i] - i <= index` (`added` is
  /// strictly increasing, so `added[i] - i` never decreases), so it is `index` plus the count of
  /// those, found by binary search.
  ///
  /// - Complexity: O(log *k*), where *k* is the count of `added`. (A walk along `added` made the
  ///   layout's update after a batch of *k* inserts O(*k*²).)
  static func shift(_ index: Int, by added: [Int]) -> Int {
    var low = 0
    var high = added.count
    while low < high {
      let middle = (low + high) / 2
      if added[middle] - middle <= index { low = middle + 1 } else { high = middle }
    }
    return index + low
  }
}
