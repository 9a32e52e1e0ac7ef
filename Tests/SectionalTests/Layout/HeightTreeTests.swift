import SectionalTesting
import TestSupport
import Testing

@_spi(Benchmarks) @testable import Sectional

@Suite struct HeightTreeTests {
  /// Checks every query of `tree` against the flat `model`.
  static func check(_ tree: HeightTree, _ model: [Double], _ rng: inout SplitMix64, seed: UInt64) {
    #expect(tree.isValid, "seed \(seed)")
    #expect(tree.count == model.count, "seed \(seed)")
    #expect(tree.heights == model, "seed \(seed)")
    var prefix = [0.0]
    for height in model { prefix.append(prefix[prefix.count - 1] + height) }
    #expect(tree.totalHeight == prefix[model.count], "seed \(seed)")
    for _ in 0..<20 {
      let index = Int.random(in: -2...model.count + 2, using: &rng)
      #expect(tree.offset(of: index) == prefix[min(max(index, 0), model.count)], "seed \(seed)")
      #expect(
        tree.height(at: index) == (model.indices.contains(index) ? model[index] : 0), "seed \(seed)"
      )
      let offset = Double.random(in: -10...(prefix[model.count] + 10), using: &rng).rounded()
      let found = tree.index(atOffset: offset)
      if model.isEmpty {
        #expect(found == nil, "seed \(seed)")
      } else if let found {
        let clamped = max(0, offset)
        if clamped >= prefix[model.count] {
          #expect(found.index == model.count - 1, "seed \(seed)")
        } else {
          // The first item whose extent covers the offset.
          let expected = model.indices.first { prefix[$0] <= clamped && clamped < prefix[$0 + 1] }
          #expect(found.index == expected, "seed \(seed) offset \(offset)")
          #expect(found.top == prefix[found.index], "seed \(seed)")
        }
      }
    }
    let start = Int.random(in: 0...model.count, using: &rng)
    var visited: [Double] = []
    tree.forEach(from: start) { index, top, height in
      #expect(top == prefix[index] && height == model[index], "seed \(seed)")
      visited.append(height)
      return visited.count < 70
    }
    #expect(visited == Array(model[start..<min(model.count, start + 70)]), "seed \(seed)")
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func everyOperationMatchesAFlatArray(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var model = (0..<Int.random(in: 0...3_000, using: &rng)).map { _ in rng.height() }
    var tree = HeightTree(heights: model)
    HeightTreeTests.check(tree, model, &rng, seed: seed)
    for _ in 0..<150 {
      let snapshot = tree
      let snapshotModel = model
      switch Int.random(in: 0..<4, using: &rng) {
      case 0:
        let index = Int.random(in: -1...model.count, using: &rng)
        let height = rng.height()
        tree.setHeight(height, at: index)
        if model.indices.contains(index) { model[index] = height }
      case 1:
        let run = (0..<Int.random(in: 0...600, using: &rng)).map { _ in rng.height() }
        let index = Int.random(in: 0...model.count, using: &rng)
        tree.insert(contentsOf: run, at: index)
        model.insert(contentsOf: run, at: index)
      case 2:
        let lower = Int.random(in: 0...model.count, using: &rng)
        let upper = min(model.count, lower + Int.random(in: 0...900, using: &rng))
        tree.removeSubrange(lower..<upper)
        model.removeSubrange(lower..<upper)
      default:
        let lower = Int.random(in: 0...model.count, using: &rng)
        let upper = min(model.count, lower + Int.random(in: 0...40, using: &rng))
        let removed = tree.extractSubrange(lower..<upper)
        #expect(removed.heights == Array(model[lower..<upper]), "seed \(seed)")
        model.removeSubrange(lower..<upper)
      }
      HeightTreeTests.check(tree, model, &rng, seed: seed)
      // Copies are values: the earlier copy did not change.
      #expect(snapshot.heights == snapshotModel, "seed \(seed)")
    }
  }

  @Test func invalidHeightsAndIndexesAreClamped() {
    var tree = HeightTree(heights: [10, -5, .nan, .infinity, 20])
    #expect(tree.heights == [10, 0, 0, 0, 20])
    tree.setHeight(-1, at: 0)
    tree.setHeight(5, at: 99)
    tree.insert(contentsOf: [.nan, 3], at: 1_000)
    tree.removeSubrange(-5..<1)
    #expect(tree.heights == [0, 0, 0, 20, 0, 3])
    #expect(tree.index(atOffset: .nan)?.index == 3)
    #expect(tree.index(atOffset: 1e300)?.index == 5)
    #expect(HeightTree().index(atOffset: 0) == nil)
  }

  /// A tree nobody else holds changes in place: before, the uniqueness check on its untyped
  /// root and children always answered "shared" (a miscompile of `isKnownUniquelyReferenced` on
  /// `AnyObject` with this toolchain), so every change copied the whole path to its leaf, and a
  /// filter that hid 2,000 rows copied the root 4,000 times.
  @Test func aTreeNobodyElseHoldsChangesInPlace() {
    var tree = HeightTree(heights: [Double](repeating: 1, count: 2_000))
    #expect(tree.depth == 1)
    let root = ObjectIdentifier(tree.root)
    let firstLeaf = ObjectIdentifier(HeightNode.branch(tree.root).children[0])
    tree.setHeight(3, at: 0)
    tree.removeSubrange(5..<6)
    tree.insert(contentsOf: [2], at: 7)
    #expect(ObjectIdentifier(tree.root) == root)
    #expect(ObjectIdentifier(HeightNode.branch(tree.root).children[0]) == firstLeaf)
    #expect(tree.heights.prefix(8) == [3, 1, 1, 1, 1, 1, 1, 2])
  }

  /// A tree shared with a copy copies what it changes, once, and leaves the copy as it was.
  @Test func aSharedTreeCopiesWhatItChangesOnce() {
    var tree = HeightTree(heights: [Double](repeating: 1, count: 2_000))
    let copy = tree
    tree.setHeight(3, at: 0)
    let root = ObjectIdentifier(tree.root)
    let firstLeaf = ObjectIdentifier(HeightNode.branch(tree.root).children[0])
    #expect(root != ObjectIdentifier(copy.root))
    tree.setHeight(4, at: 1)
    #expect(ObjectIdentifier(tree.root) == root)
    #expect(ObjectIdentifier(HeightNode.branch(tree.root).children[0]) == firstLeaf)
    #expect(copy.heights == [Double](repeating: 1, count: 2_000))
    #expect(tree.heights.prefix(3) == [3, 4, 1])
  }

  @Test func aMillionRowsFitInThirtyTwoBytesEach() {
    let tree = HeightTree(heights: [Double](repeating: 44, count: 1_000_000))
    #expect(tree.memoryFootprint / 1_000_000 <= 32)
  }
}
