import Foundation
import Sectional

/// The component of benchmark rows: a revision number, bumped by a content update.
public struct DiffItem: Component {
  /// The revision.
  public var revision: Int

  /// Creates an item.
  ///
  /// - Parameter revision: The revision.
  public init(revision: Int) {
    self.revision = revision
  }
}

/// One diff scenario: old and new content as users build it (UUID ids stored as `ListID`), and
/// the same UUIDs as plain arrays, one per section, for the standard-library baseline.
public struct DiffScenario: Sendable {
  /// The scenario's name, printed first on its line.
  public var name: String
  /// The content before.
  public var old: ListContent
  /// The content after.
  public var new: ListContent
  /// Section ids before, in order.
  public var oldSectionIDs: [UUID]
  /// Section ids after, in order.
  public var newSectionIDs: [UUID]
  /// Row ids before, per section.
  public var oldRows: [[UUID]]
  /// Row ids after, per section.
  public var newRows: [[UUID]]

  /// Creates a scenario from ids, giving rows in `updated` revision 1 in the new content.
  init(
    name: String, sections: ([UUID], [UUID]), rows: ([[UUID]], [[UUID]]), updated: Set<UUID>
  ) {
    self.name = name
    self.oldSectionIDs = sections.0
    self.newSectionIDs = sections.1
    self.oldRows = rows.0
    self.newRows = rows.1
    self.old = ListContent(
      sections: zip(sections.0, rows.0).map { id, rows in
        Section(id: id, rows: rows.map { Row(id: $0, DiffItem(revision: 0)) })
      })
    self.new = ListContent(
      sections: zip(sections.1, rows.1).map { id, rows in
        Section(
          id: id,
          rows: rows.map { Row(id: $0, DiffItem(revision: updated.contains($0) ? 1 : 0)) })
      })
  }

  /// The fewest row moves any diff needs: rows that change section, plus, in each section that
  /// survives, the rows outside the longest run that kept its order.
  public var minimumRowMoves: Int {
    var oldPlace: [UUID: (section: UUID, row: Int)] = [:]
    for (section, rows) in zip(oldSectionIDs, oldRows) {
      for (index, id) in rows.enumerated() { oldPlace[id] = (section, index) }
    }
    let survivingSections = Set(oldSectionIDs).intersection(newSectionIDs)
    var moves = 0
    for (section, rows) in zip(newSectionIDs, newRows) where survivingSections.contains(section) {
      var stayers: [Int] = []
      for id in rows {
        guard let place = oldPlace[id], survivingSections.contains(place.section) else { continue }
        if place.section == section {
          stayers.append(place.row)
        } else {
          moves += 1
        }
      }
      moves += stayers.count - longestIncreasingRun(stayers)
    }
    return moves
  }
}

/// The length of the longest strictly increasing subsequence (patience sorting).
func longestIncreasingRun(_ values: [Int]) -> Int {
  var tails: [Int] = []
  for value in values {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if tails[middle] < value { low = middle + 1 } else { high = middle }
    }
    if low == tails.count { tails.append(value) } else { tails[low] = value }
  }
  return tails.count
}

/// The scenarios of issue 3, from a fixed seed.
public enum DiffScenarios {
  /// A UUID from the generator.
  package static func uuid(_ rng: inout SplitMix64) -> UUID {
    let a = rng.next()
    let b = rng.next()
    return withUnsafeBytes(of: (a, b)) { bytes in
      UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
          bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }
  }

  /// DifferenceKit's published benchmark: `count` UUIDs; `deleted` removed; as many new ones
  /// inserted at `insertAt`; positions `0..<shuffled` shuffled; `updates` surviving rows get a new
  /// component.
  ///
  /// - Parameters:
  ///   - name: The scenario's name.
  ///   - count: The number of rows before.
  ///   - deleted: The range removed.
  ///   - insertAt: Where the new rows go.
  ///   - shuffled: How many leading rows are shuffled.
  ///   - updates: How many rows get a new component.
  public static func flat(
    _ name: String, count: Int, deleted: Range<Int>, insertAt: Int, shuffled: Int,
    updates: Int = 0
  ) -> DiffScenario {
    var rng = SplitMix64(seed: 0x5EC7_1044 &+ UInt64(count) &+ UInt64(updates))
    let source = (0..<count).map { _ in uuid(&rng) }
    var target = source
    target.removeSubrange(deleted)
    target.insert(contentsOf: (0..<deleted.count).map { _ in uuid(&rng) }, at: insertAt)
    target[0..<shuffled].shuffle(using: &rng)
    let targetIDs = Set(target)
    let survivors = source.filter { targetIDs.contains($0) }
    var updated = Set<UUID>()
    while updated.count < min(updates, survivors.count) {
      updated.insert(survivors[Int.random(in: 0..<survivors.count, using: &rng)])
    }
    let section = uuid(&rng)
    return DiffScenario(
      name: name, sections: ([section], [section]), rows: ([source], [target]), updated: updated)
  }

  /// 100 sections × 1,000 rows: 10 sections deleted, 10 inserted, 10 section moves; in each
  /// surviving section 100 row deletes, 100 inserts, 20 updates, 10 rows moved to other sections
  /// and a 20-row window shuffled.
  public static func sectioned() -> DiffScenario {
    var rng = SplitMix64(seed: 0x5EC7_10AD)
    let sectionIDs = (0..<100).map { _ in uuid(&rng) }
    let oldRows = sectionIDs.map { _ in (0..<1_000).map { _ in uuid(&rng) } }
    var newSections = Array(zip(sectionIDs, oldRows))
    for _ in 0..<10 {
      newSections.remove(at: Int.random(in: 0..<newSections.count, using: &rng))
    }
    var updated = Set<UUID>()
    let everyOldRow = Set(oldRows.joined())
    for index in newSections.indices {
      var rows = newSections[index].1
      for _ in 0..<100 { rows.remove(at: Int.random(in: 0..<rows.count, using: &rng)) }
      for _ in 0..<100 { rows.insert(uuid(&rng), at: Int.random(in: 0...rows.count, using: &rng)) }
      let survivors = rows.filter { everyOldRow.contains($0) }
      while updated.count < (index + 1) * 20 {
        updated.insert(survivors[Int.random(in: 0..<survivors.count, using: &rng)])
      }
      let window = Int.random(in: 0...(rows.count - 20), using: &rng)
      rows[window..<(window + 20)].shuffle(using: &rng)
      newSections[index].1 = rows
    }
    for index in newSections.indices {
      for _ in 0..<10 {
        let row = newSections[index].1.remove(
          at: Int.random(in: 0..<newSections[index].1.count, using: &rng))
        var other = Int.random(in: 0..<(newSections.count - 1), using: &rng)
        if other >= index { other += 1 }
        newSections[other].1.insert(
          row, at: Int.random(in: 0...newSections[other].1.count, using: &rng))
      }
    }
    for _ in 0..<10 {
      let section = newSections.remove(at: Int.random(in: 0..<newSections.count, using: &rng))
      newSections.insert(section, at: Int.random(in: 0...newSections.count, using: &rng))
    }
    for _ in 0..<10 {
      let section = (uuid(&rng), (0..<1_000).map { _ in uuid(&rng) })
      newSections.insert(section, at: Int.random(in: 0...newSections.count, using: &rng))
    }
    return DiffScenario(
      name: "sectioned_100x1000", sections: (sectionIDs, newSections.map(\.0)),
      rows: (oldRows, newSections.map(\.1)), updated: updated)
  }

  /// Every scenario of the comparison, in order.
  public static func all() -> [DiffScenario] {
    [
      flat("dk_5k", count: 5_000, deleted: 2_000..<3_000, insertAt: 3_000, shuffled: 200),
      flat(
        "dk_5k_200_updates", count: 5_000, deleted: 2_000..<3_000, insertAt: 3_000,
        shuffled: 200, updates: 200),
      flat("dk_100k", count: 100_000, deleted: 20_000..<30_000, insertAt: 30_000, shuffled: 2_000),
      flat(
        "dk_100k_2000_updates", count: 100_000, deleted: 20_000..<30_000, insertAt: 30_000,
        shuffled: 2_000, updates: 2_000),
      sectioned(),
    ]
  }
}
