@_spi(Benchmarks) import Sectional

/// Data for the layout scenarios: the same random heights for the tree and the baseline.
public enum LayoutScenarios {
  /// `count` heights between 20 and 120, from a fixed seed.
  public static func heights(count: Int, seed: UInt64 = 42) -> [Double] {
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { _ in Double(20 + rng.next() % 101) }
  }

  /// The items of the tree covering `top..<top + height` (what a viewport query visits).
  @_spi(Benchmarks)
  public static func visibleCount(_ tree: HeightTree, top: Double, height: Double) -> Int {
    guard let (first, _) = tree.index(atOffset: top) else { return 0 }
    var count = 0
    tree.forEach(from: first) { _, itemTop, _ in
      guard itemTop < top + height else { return false }
      count += 1
      return true
    }
    return count
  }
}
