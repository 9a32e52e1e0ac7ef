import TestSupport
import Testing

@testable import Sectional

/// `StageMap` finds where a row that exists before a batch is after it. These check it against
/// the batch carried out on an array, in UIKit's order: deletes and move sources come out first
/// (before-positions), then inserts and move targets go in (after-positions).
@Suite struct StageMapTests {
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func everySurvivorLandsWhereTheBatchPutsIt(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<40 {
      let count = Int.random(in: 0...400, using: &rng)
      // Each old row is kept, deleted or moved; a few new rows are inserted.
      var kept: [Int] = []
      var deleted: [Int] = []
      var moved: [Int] = []
      for row in 0..<count {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: deleted.append(row)
        case 1: moved.append(row)
        default: kept.append(row)
        }
      }
      let insertedCount = Int.random(in: 0...(count / 2 + 3), using: &rng)
      // The final order: the kept rows in order, with moved and inserted ones placed at random.
      var final: [Int?] = kept.map { $0 }
      for row in moved.shuffled(using: &rng) {
        final.insert(row, at: Int.random(in: 0...final.count, using: &rng))
      }
      for _ in 0..<insertedCount {
        final.insert(nil, at: Int.random(in: 0...final.count, using: &rng))
      }
      let stage = Changeset(
        content: ListContent(sections: []),
        rowDeletes: deleted.map { RowPath(section: 0, row: $0) },
        rowInserts: final.indices.filter { final[$0] == nil }.map { RowPath(section: 0, row: $0) },
        rowMoves: moved.map { row in
          Move(
            from: RowPath(section: 0, row: row),
            to: RowPath(section: 0, row: final.firstIndex(of: row) ?? -1))
        })
      let map = StageMap(stage)
      for row in 0..<count {
        let expected = final.firstIndex(of: row).map { RowPath(section: 0, row: $0) }
        #expect(map.row(RowPath(section: 0, row: row)) == expected, "seed \(seed), row \(row)")
      }
    }
  }

  /// Several sections, rows moving between them, given in any order: each survivor lands in
  /// its own section's place.
  @Test(arguments: [21, 22, 23, 24, 25, 26] as [UInt64])
  func survivorsOfSeveralSectionsLandWhereTheBatchPutsThem(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<30 {
      let sectionCount = Int.random(in: 1...5, using: &rng)
      // Each row is its (section, row) before the batch; new rows are nil.
      var final: [[RowPath?]] = []
      var deleted: [RowPath] = []
      var moved: [RowPath] = []
      for section in 0..<sectionCount {
        var kept: [RowPath?] = []
        for row in 0..<Int.random(in: 0...150, using: &rng) {
          let path = RowPath(section: section, row: row)
          switch Int.random(in: 0..<8, using: &rng) {
          case 0, 1: deleted.append(path)
          case 2: moved.append(path)
          default: kept.append(path)
          }
        }
        final.append(kept)
      }
      for path in moved.shuffled(using: &rng) {
        let section = Int.random(in: 0..<sectionCount, using: &rng)
        final[section].insert(path, at: Int.random(in: 0...final[section].count, using: &rng))
      }
      for _ in 0..<Int.random(in: 0...60, using: &rng) {
        let section = Int.random(in: 0..<sectionCount, using: &rng)
        final[section].insert(nil, at: Int.random(in: 0...final[section].count, using: &rng))
      }
      var inserts: [RowPath] = []
      var targets: [RowPath: RowPath] = [:]
      for (section, rows) in final.enumerated() {
        for (row, old) in rows.enumerated() {
          let path = RowPath(section: section, row: row)
          if let old { targets[old] = path } else { inserts.append(path) }
        }
      }
      let stage = Changeset(
        content: ListContent(sections: []),
        rowDeletes: deleted.shuffled(using: &rng),
        rowInserts: inserts.shuffled(using: &rng),
        rowMoves: moved.map { Move(from: $0, to: targets[$0] ?? $0) })
      let map = StageMap(stage)
      for path in deleted { #expect(map.row(path) == nil, "seed \(seed), \(path)") }
      for (old, new) in targets { #expect(map.row(old) == new, "seed \(seed), \(old)") }
    }
  }

  @Test(arguments: [11, 12, 13, 14] as [UInt64])
  func aShiftCountsTheAddedIndexesAtOrBeforeWhereTheSurvivorLands(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let total = Int.random(in: 0...300, using: &rng)
      let added = (0..<total).filter { _ in Bool.random(using: &rng) }
      let survivors = (0..<total).filter { !added.contains($0) }
      for (index, final) in survivors.enumerated() {
        #expect(StageMap.shift(index, by: added) == final, "seed \(seed), survivor \(index)")
      }
      // Past the last survivor, survivors keep counting after the added indexes.
      #expect(StageMap.shift(survivors.count, by: added) == total, "seed \(seed)")
    }
  }
}
