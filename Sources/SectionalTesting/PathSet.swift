import Sectional

/// A set of row paths of one content, as one bit per row: the batch validator asks thousands
/// of membership questions of a filter's batch, and bits answer them without hashing.
///
/// Paths outside the content's sections and rows are never members; the validator checks every
/// path's range before it inserts it.
struct PathSet {
  /// The first bit of each section; the last entry is the number of rows.
  private let starts: [Int]
  private var words: [UInt64]
  /// How many paths of each section are members.
  private var counts: [Int]

  /// An empty set for sections holding `rowCounts` rows each.
  init(rowCounts: [Int]) {
    var starts: [Int] = []
    starts.reserveCapacity(rowCounts.count + 1)
    var total = 0
    for count in rowCounts {
      starts.append(total)
      total += max(count, 0)
    }
    starts.append(total)
    self.starts = starts
    words = Array(repeating: 0, count: (total + 63) / 64)
    counts = Array(repeating: 0, count: rowCounts.count)
  }

  /// The bit of `path`, or `nil` when the content has no such row.
  private func bit(_ path: RowPath) -> Int? {
    guard path.section >= 0, path.section + 1 < starts.count, path.row >= 0,
      path.row < starts[path.section + 1] - starts[path.section]
    else { return nil }
    return starts[path.section] + path.row
  }

  /// Adds `path`; returns whether it was new (`true` for a path outside the content, which is
  /// not added).
  mutating func insert(_ path: RowPath) -> Bool {
    guard let bit = bit(path) else { return true }
    let mask: UInt64 = 1 << UInt64(bit & 63)
    guard words[bit >> 6] & mask == 0 else { return false }
    words[bit >> 6] |= mask
    counts[path.section] += 1
    return true
  }

  /// Inserts rows `rows` of `section` (all in range, as the validator checked) when none of
  /// them is a member yet, a word at a time; returns `false`, inserting nothing, otherwise.
  ///
  /// - Complexity: O(rows.count / 64 + 1).
  mutating func insert(section: Int, rows: ClosedRange<Int>) -> Bool {
    guard section >= 0, section + 1 < starts.count, rows.lowerBound >= 0,
      rows.upperBound < starts[section + 1] - starts[section]
    else { return true }
    let first = starts[section] + rows.lowerBound
    let last = starts[section] + rows.upperBound
    let inserted = words.withUnsafeMutableBufferPointer { words -> Bool in
      // The bits of word `index` within first...last.
      func mask(_ index: Int) -> UInt64 {
        let low = max(first, index << 6) & 63
        let high = min(last, (index << 6) | 63) & 63
        return (UInt64.max >> UInt64(63 - high)) & (UInt64.max << UInt64(low))
      }
      for index in (first >> 6)...(last >> 6) where words[index] & mask(index) != 0 {
        return false
      }
      for index in (first >> 6)...(last >> 6) { words[index] |= mask(index) }
      return true
    }
    if inserted { counts[section] += rows.count }
    return inserted
  }

  /// Whether `path` is a member.
  func contains(_ path: RowPath) -> Bool {
    guard let bit = bit(path) else { return false }
    return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
  }

  /// The first member row of `section` at or after `row`, or the section's row count when
  /// there is none (0 for a section the content does not have).
  ///
  /// - Complexity: O(d / 64 + 1) for a distance d to the member.
  func next(inSection section: Int, from row: Int) -> Int {
    first(inSection: section, from: row, member: true)
  }

  /// The first row of `section` at or after `row` that is not a member, or the section's row
  /// count when every row from `row` on is (0 for a section the content does not have): the
  /// end of a run of members, found a word at a time (a filter's batch deletes or inserts
  /// thousands of rows in a few runs).
  ///
  /// - Complexity: O(d / 64 + 1) for a distance d to the row.
  func nextAbsent(inSection section: Int, from row: Int) -> Int {
    first(inSection: section, from: row, member: false)
  }

  /// The first row of `section` at or after `row` that is a member (`member`) or is not, or
  /// the section's row count; 0 for a section the content does not have.
  private func first(inSection section: Int, from row: Int, member: Bool) -> Int {
    guard section >= 0, section + 1 < starts.count else { return 0 }
    let (start, end) = (starts[section], starts[section + 1])
    let bit = start + max(row, 0)
    guard bit < end else { return end - start }
    // Non-members are looked for as the members of the words' complements.
    let flip: UInt64 = member ? 0 : .max
    return words.withUnsafeBufferPointer { words in
      var index = bit >> 6
      var word = (words[index] ^ flip) & (UInt64.max << UInt64(bit & 63))
      while word == 0 {
        index += 1
        guard index << 6 < end else { return end - start }
        word = words[index] ^ flip
      }
      return min((index << 6) + word.trailingZeroBitCount, end) - start
    }
  }

  /// How many members are in `section` (0 for a section the content does not have).
  func count(inSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }
}
