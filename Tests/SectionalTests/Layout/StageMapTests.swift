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
