import Foundation
import Sectional
import SectionalTesting
import TestSupport
import Testing

@Suite struct DiffPropertyTests {
  static let batches = 8
  static let casesPerBatch = 2_560

  /// Why a case fails, or `nil` when the diff's stages are valid and reach the new content.
  static func problem(old: Model, new: Model) -> String? {
    let before = old.content
    let after = new.content
    let changes: StagedChangeset
    do {
      changes = try StagedChangeset(from: before, to: after)
    } catch {
      return "diff threw \(error)"
    }
    do {
      try ChangesetVerifier.verify(changes, from: before, to: after)
    } catch {
      return "\(error)"
    }
    if changes.count > 2 { return "\(changes.count) stages" }
    if old == new && !changes.isEmpty { return "no change but \(changes.count) stages" }
    return nil
  }

  /// The smallest pair of contents, found by removing sections and rows and resetting versions
  /// while the case still fails.
  static func shrink(old: Model, new: Model) -> (Model, Model) {
    var pair = (old, new)
    var improved = true
    func candidates(_ model: Model) -> [Model] {
      var result: [Model] = []
      for index in model.sections.indices {
        var smaller = model
        smaller.sections.remove(at: index)
        result.append(smaller)
      }
      for index in model.sections.indices {
        for row in model.sections[index].rows.indices {
          var smaller = model
          smaller.sections[index].rows.remove(at: row)
          result.append(smaller)
        }
        if model.sections[index].header != 0 {
          var smaller = model
          smaller.sections[index].header = 0
          result.append(smaller)
        }
      }
      return result
    }
    while improved {
      improved = false
      for candidate in candidates(pair.0) where problem(old: candidate, new: pair.1) != nil {
        pair.0 = candidate
        improved = true
        break
      }
      if improved { continue }
      for candidate in candidates(pair.1) where problem(old: pair.0, new: candidate) != nil {
        pair.1 = candidate
        improved = true
        break
      }
    }
    return pair
  }

  @Test(arguments: 0..<batches)
  func randomContentsGiveValidStagesThatReachTheNewContent(batch: Int) {
    for index in 0..<Self.casesPerBatch {
      let seed = UInt64(batch * Self.casesPerBatch + index) &* 0x2545_F491_4F6C_DD1D
      let (old, new, mode) = DiffGenerator.make(seed: seed)
      guard let problem = Self.problem(old: old, new: new) else { continue }
      let (small, smallNew) = Self.shrink(old: old, new: new)
      Issue.record(
        """
        seed \(seed) (\(mode)): \(problem)
        minimal reproduction: \(Self.problem(old: small, new: smallNew) ?? "?")
          old: \(small)
          new: \(smallNew)
        """)
      return
    }
  }

  @Test func sameInputGivesIdenticalOutput() throws {
    for seed: UInt64 in 1...200 {
      let (old, new, _) = DiffGenerator.make(seed: seed)
      let first = try StagedChangeset(from: old.content, to: new.content)
      let second = try StagedChangeset(from: old.content, to: new.content)
      #expect(DiffDescription.of(first) == DiffDescription.of(second), "seed \(seed)")
    }
  }

  @Test func aShuffleOf200RowsMovesExactlyTheMinimum() throws {
    for seed: UInt64 in 1...20 {
      var rng = SplitMix64(seed: seed)
      let ids = Array(0..<200)
      let shuffled = ids.shuffled(using: &rng)
      let old = Model(sections: [
        Model.Part(id: 0, header: 0, rows: ids.map { Model.Pair(id: $0, version: 0) })
      ])
      let new = Model(sections: [
        Model.Part(id: 0, header: 0, rows: shuffled.map { Model.Pair(id: $0, version: 0) })
      ])
      let changes = try StagedChangeset(from: old.content, to: new.content)
      let moves = changes.reduce(0) { $0 + $1.rowMoves.count }
      let minimum = 200 - longestIncreasingSubsequenceLength(shuffled)
      #expect(moves == minimum, "seed \(seed): \(moves) moves, minimum \(minimum)")
      #expect(changes.changeCount == moves)
    }
  }

  /// Quadratic, independent of the library's algorithm.
  func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }
}

/// A changeset as text, to compare two runs.
enum DiffDescription {
  static func of(_ changes: StagedChangeset) -> String {
    changes.map { stage in
      let ids = stage.content.sections.map { section in
        "\(section.id):" + section.rows.map { "\($0.id)" }.joined(separator: ",")
      }
      return [
        "sd\(stage.sectionDeletes)", "si\(stage.sectionInserts)", "sr\(stage.sectionReloads)",
        "sm\(stage.sectionMoves)", "rd\(stage.rowDeletes)", "ri\(stage.rowInserts)",
        "rr\(stage.rowReloads)", "rm\(stage.rowMoves)", ids.joined(separator: "|"),
      ].joined(separator: " ")
    }.joined(separator: "\n")
  }
}
