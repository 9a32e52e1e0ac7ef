import SectionalTesting
import TestSupport
import Testing

@_spi(Benchmarks) @testable import Sectional

/// The data-structure invariant checks: seeded mutations keep every invariant (debug builds also
/// check them inside every mutation), and each check reports a structure broken on purpose, so
/// that a check that cannot fail would fail here.
@Suite struct InvariantTests {
  @Test(arguments: [11, 12, 13] as [UInt64])
  func aLargeTreeKeepsItsInvariantsThroughSeededMutations(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    // Past the whole-check limit, so that the top-level checks run inside the mutations.
    var tree = HeightTree(
      heights: (0..<HeightTree.wholeCheckLimit + 3_000).map { _ in rng.height() })
    for step in 0..<60 {
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        tree.setHeight(rng.height(), at: Int.random(in: 0..<tree.count, using: &rng))
      case 1:
        let run = (0..<Int.random(in: 1...2_000, using: &rng)).map { _ in rng.height() }
        tree.insert(contentsOf: run, at: Int.random(in: 0...tree.count, using: &rng))
      default:
        let lower = Int.random(in: 0...tree.count, using: &rng)
        tree.removeSubrange(lower..<lower + Int.random(in: 0...2_500, using: &rng))
      }
      let violation = tree.invariantViolation()
      #expect(violation == nil, "seed \(seed) step \(step): \(violation ?? "")")
    }
  }

  @Test func aCorruptTreeIsReported() {
    let tree = HeightTree(heights: (0..<1_000).map { Double($0 % 7) })
    #expect(tree.invariantViolation() == nil)
    // Break one cached sum two levels down, where nothing but the check looks.
    let leaf = HeightNode.leaf(HeightNode.branch(tree.root).children[2])
    leaf.blockSums[1] += 1
    #expect(tree.invariantViolation()?.hasPrefix("root.2: block 1 sums to") == true)
    leaf.blockSums[1] -= 1
    HeightNode.branch(tree.root).counts[0] += 1
    #expect(tree.invariantViolation()?.contains("child 0 is cached with") == true)
  }

  @Test(arguments: [21, 22, 23, 24] as [UInt64])
  func anIdentityTableFindsEveryStoredHash(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let count = Int.random(in: 1...5_000, using: &rng)
    // Few distinct low bits, so that probes run long and wrap around.
    let hashes = (0..<count).map { _ in Int(bitPattern: UInt(rng.next())) & ~0x3F0 }
    let table = IdentityTable(capacityFor: count)
    var stored: [Int32] = []
    for index in 0..<count {
      let hash = hashes[index]
      if table.insert(Int32(index), hash: hash, sameID: { hashes[Int($0)] == hash }) == nil {
        stored.append(Int32(index))
      }
    }
    let valid = Set(stored)
    let violation = table.invariantViolation(
      validIndex: { valid.contains($0) }, hash: { hashes[Int($0)] })
    #expect(violation == nil, "seed \(seed): \(violation ?? "")")
    for index in stored {
      let hash = hashes[Int(index)]
      #expect(table.find(hash: hash) { hashes[Int($0)] == hash } == index, "seed \(seed)")
    }
    // A caller whose hashes disagree with the stored tags, or who never inserted an index, is told.
    let lying = table.invariantViolation(
      validIndex: { valid.contains($0) }, hash: { hashes[Int($0)] ^ (1 << 40) })
    #expect(lying?.contains("under another hash's tag") == true, "seed \(seed)")
    let unknown = table.invariantViolation(validIndex: { _ in false }, hash: { hashes[Int($0)] })
    #expect(unknown?.contains("never inserted") == true, "seed \(seed)")
  }

  @Test(arguments: [31, 32, 33, 34, 35, 36] as [UInt64])
  func aLayoutKeepsItsInvariantsThroughSeededChanges(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var (old, new, _) = DiffGenerator.make(seed: seed)
    var layout = ListLayout(content: old.content, width: 320, viewportHeight: 300)
    for step in 0..<12 {
      layout.scroll(toOffset: Double.random(in: -50...layout.contentHeight + 50, using: &rng))
      for stage in try StagedChangeset(from: old.content, to: new.content) {
        layout.apply(stage)
        let violation = layout.invariantViolation()
        #expect(violation == nil, "seed \(seed) step \(step): \(violation ?? "")")
      }
      for frame in layout.itemsNeedingMeasurement() {
        layout.setMeasuredHeight(rng.height(80), at: frame.index)
      }
      layout.setWidth(Double(Int.random(in: 0...400, using: &rng)))
      layout.setViewportHeight(rng.height(600))
      let violation = layout.invariantViolation()
      #expect(violation == nil, "seed \(seed) step \(step): \(violation ?? "")")
      old = new
      (_, new, _) = DiffGenerator.make(seed: seed &* 1_000 &+ UInt64(step))
    }
  }

  @Test func aLayoutThatDisagreesWithItsContentIsReported() {
    let content = ListContent {
      Section(id: "a", header: "A") { Row(id: 1, TextItem("one")) }
      Section(id: "b") { Row(id: 2, TextItem("two")) }
    }
    var layout = ListLayout(content: content, width: 100, viewportHeight: 50)
    #expect(layout.invariantViolation() == nil)
    layout.content.sections[1].rows.append(Row(id: 3, TextItem("three")))
    #expect(layout.invariantViolation() == "section 1 is laid out with 1.0 items, has 2")
    layout.content = content
    layout.contentOffset = -1
    #expect(layout.invariantViolation()?.hasPrefix("offset -1.0 is outside 0...") == true)
  }
}
