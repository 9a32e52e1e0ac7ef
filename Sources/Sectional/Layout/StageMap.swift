/// Where a section or row that exists before a batch is after it, following UIKit's batch rules:
/// deletes and move sources come out first (before-indexes), then inserts and move targets go
/// in (after-indexes). Reloads stay in place.
package struct StageMap {
  private var removedSections: [Int]
  private var addedSections: [Int]
  private var deletedSections: Set<Int>
  private var movedSections: [Int: Int]
  /// The rows that come out of each section (deletes and move sources), sorted.
  private var removedRows: [Int: [Int]]
  /// The rows that go into each section (inserts and move targets), sorted.
  private var addedRows: [Int: [Int]]
  /// The rows deleted from each section, sorted.
  private var deletedRows: [Int: [Int]]
  private var movedRows: [RowPath: RowPath]

  package init(_ stage: Changeset) {
    deletedSections = Set(stage.sectionDeletes)
    movedSections = Dictionary(
      stage.sectionMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    removedSections = (stage.sectionDeletes + stage.sectionMoves.map(\.from)).sorted()
    addedSections = (stage.sectionInserts + stage.sectionMoves.map(\.to)).sorted()
    movedRows = Dictionary(
      stage.rowMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    // Grouped by section from sorted paths: one dictionary write per section, not per row (a
    // filter deletes thousands of rows from a few dozen sections).
    deletedRows = StageMap.rowsBySection(stage.rowDeletes)
    removedRows =
      stage.rowMoves.isEmpty
      ? deletedRows : StageMap.rowsBySection(stage.rowDeletes + stage.rowMoves.map(\.from))
    addedRows = StageMap.rowsBySection(
      stage.rowMoves.isEmpty ? stage.rowInserts : stage.rowInserts + stage.rowMoves.map(\.to))
  }

  /// The rows of `paths` by section, each section's sorted.
  private static func rowsBySection(_ paths: [RowPath]) -> [Int: [Int]] {
    // A diff's paths come sorted: checked in one pass, not sorted again.
    let sorted = zip(paths, paths.dropFirst()).allSatisfy { $0 <= $1 } ? paths : paths.sorted()
    var result: [Int: [Int]] = [:]
    var start = 0
    while start < sorted.count {
      let section = sorted[start].section
      var end = start + 1
      while end < sorted.count && sorted[end].section == section { end += 1 }
      result[section, default: []].append(contentsOf: sorted[start..<end].lazy.map { $0.row })
      start = end
    }
    return result
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
    if let deleted = deletedRows[path.section] {
      let rank = StageMap.rank(path.row, in: deleted)
      if rank < deleted.count && deleted[rank] == path.row { return nil }
    }
    if let target = movedRows[path] { return target }
    guard let section = section(path.section) else { return nil }
    let survivor = path.row - StageMap.rank(path.row, in: removedRows[path.section] ?? [])
    return RowPath(section: section, row: StageMap.shift(survivor, by: addedRows[section] ?? []))
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
