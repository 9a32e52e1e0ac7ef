extension HeightTree {
  /// Trees of at most this many items are checked whole after every mutation in debug builds;
  /// larger ones have their top two levels checked, so that a debug build over a million rows
  /// stays usable (a whole check costs O(n)).
  static var wholeCheckLimit: Int { 16_384 }

  /// Stops a debug build when the tree broke one of its invariants (see
  /// ``invariantViolation(depthLimit:)``); compiled out of release builds.
  ///
  /// Every mutating method calls it last, in the manner of swift-collections'
  /// `_checkInvariants()`. It checks the tree's own bookkeeping, never its input: no input can make
  /// it fail, only a defect of the tree.
  @inline(__always)
  func checkInvariants() {
    #if DEBUG
      let limit = count <= HeightTree.wholeCheckLimit ? Int.max : 2
      if let violation = invariantViolation(depthLimit: limit) {
        assertionFailure("HeightTree invariant broken: \(violation)")
      }
    #endif
  }

  /// The first broken invariant, described, or `nil` when the tree is sound:
  /// - node fill: a leaf holds at most ``HeightLeaf/capacity`` items and a branch 1 to
  ///   ``HeightBranch/capacity`` children; below the root no node is empty, and a root branch has
  ///   at least 2 children (a single child would have replaced it);
  /// - subtree counts and sums: each branch caches every child's count and sum and their running
  ///   totals, exactly as its child reports them;
  /// - block sums: each leaf's block sums and total are its heights added in the documented order.
  ///
  /// - Parameter depthLimit: How many levels below the root to check (all by default).
  /// - Complexity: O(n) for a whole check.
  func invariantViolation(depthLimit: Int = .max) -> String? {
    if depth > 0 && HeightNode.branch(root).childCount < 2 {
      return "the root branch has \(HeightNode.branch(root).childCount) children"
    }
    return HeightTree.violation(in: root, level: depth, isRoot: true, depthLimit: depthLimit)
      .map { "root\($0)" }
  }

  /// The first broken invariant below `node` (of `level`), as a path of child indexes from `node`
  /// and a description.
  private static func violation(
    in node: AnyObject, level: Int, isRoot: Bool, depthLimit: Int
  ) -> String? {
    if level == 0 {
      let leaf = HeightNode.leaf(node)
      let count = leaf.count
      guard count >= (isRoot ? 0 : 1) && count <= leafCapacity else {
        return ": a leaf holds \(count) items"
      }
      let blocks = (count + HeightLeaf.block - 1) / HeightLeaf.block
      for block in 0..<blocks {
        let start = block * HeightLeaf.block
        let expected = HeightNode.total(leaf.heights + start, min(HeightLeaf.block, count - start))
        guard leaf.blockSums[block] == expected else {
          return ": block \(block) sums to \(leaf.blockSums[block]), not \(expected)"
        }
      }
      let total = HeightNode.total(leaf.blockSums, blocks)
      guard leaf.sum == total else { return ": the leaf sums to \(leaf.sum), not \(total)" }
      return nil
    }
    let branch = HeightNode.branch(node)
    let children = branch.childCount
    guard children >= 1 && children <= branchCapacity else {
      return ": a branch has \(children) children"
    }
    var countEnd = 0
    var sumEnd = 0.0
    for index in 0..<children {
      let child = branch.children[index]
      let count = HeightNode.count(child, level: level - 1)
      let sum = HeightNode.sum(child, level: level - 1)
      guard branch.counts[index] == count else {
        return ": child \(index) is cached with \(branch.counts[index]) items, holds \(count)"
      }
      guard branch.sums[index] == sum else {
        return ": child \(index) is cached with sum \(branch.sums[index]), sums to \(sum)"
      }
      countEnd += count
      sumEnd += sum
      guard branch.countEnds[index] == countEnd, branch.sumEnds[index] == sumEnd else {
        return ": the running totals at child \(index) are stale"
      }
      if depthLimit > 1,
        let violation = violation(
          in: child, level: level - 1, isRoot: false, depthLimit: depthLimit - 1)
      {
        return ".\(index)\(violation)"
      }
    }
    return nil
  }
}
