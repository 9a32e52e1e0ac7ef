/// A balanced tree of summed heights: the structure under ``ListLayout``.
///
/// A B+ tree whose leaves hold up to 128 heights in a contiguous array (8 bytes a height plus a
/// 2-byte tag) and whose branches hold up to 64 children with each child's count and sum. Every
/// operation costs O(log n) — O(k + log n) for a run of k — instead of the O(n) of a prefix-sum
/// array, whose every update rewrites the sums after it.
///
/// ```swift
/// var tree = HeightTree(heights: [44, 44, 120, 44])
/// tree.offset(of: 2)  // 88
/// tree.setHeight(60, at: 0)
/// tree.index(atOffset: 100)  // (index: 1, top: 60)
/// ```
///
/// Heights that are negative, NaN or infinite are stored as 0. Indexes out of range are clamped
/// or ignored as each method says; nothing is ever left inconsistent. Copies share storage and
/// copy on write.
///
/// ``ListLayout`` is the public face of the tree; the tree itself is open to the package's
/// benchmarks and tests only (`@_spi(Benchmarks) import Sectional`).
@_spi(Benchmarks)
public struct HeightTree: Sendable {
  /// The most heights a leaf holds.
  static var leafCapacity: Int { HeightLeaf.capacity }
  /// The most children a branch holds.
  static var branchCapacity: Int { HeightBranch.capacity }

  /// The root: a ``HeightLeaf`` when `depth` is 0, otherwise a ``HeightBranch``.
  ///
  /// `nonisolated(unsafe)`: nodes are not `Sendable` (`ManagedBuffer` is not), but a tree only
  /// mutates a node after checking that it holds the only reference, so copies sent to other
  /// isolation domains never see a node change.
  nonisolated(unsafe) var root: AnyObject
  /// The number of branch levels above the leaves (every leaf is at this depth).
  var depth: Int

  /// Creates an empty tree.
  public init() {
    root = HeightLeaf.make()
    depth = 0
  }

  /// Creates a tree of `heights`, in order.
  ///
  /// - Parameter heights: The heights; invalid ones are stored as 0.
  /// - Complexity: O(n).
  public init(heights: [Double]) {
    self.init(heights: heights, tags: [])
  }

  /// Creates a tree of `heights` with one tag each (`tags` is padded with 0 or truncated to
  /// match).
  init(heights: [Double], tags: [UInt16]) {
    var padded = tags
    if !tags.isEmpty && tags.count < heights.count {
      padded.append(contentsOf: repeatElement(0, count: heights.count - tags.count))
    }
    var leaves: [AnyObject] = []
    leaves.reserveCapacity(heights.count / HeightTree.leafCapacity + 1)
    heights.withUnsafeBufferPointer { source in
      padded.withUnsafeBufferPointer { tagSource in
        var start = 0
        while start < source.count {
          let end = min(start + HeightTree.leafCapacity, source.count)
          // Bounds: `tagSource` is empty (all tags 0) or at least as long as `source`.
          let leafTags = tagSource.isEmpty ? nil : tagSource.baseAddress.map { $0 + start }
          leaves.append(
            HeightLeaf.make(
              sanitizing: UnsafeBufferPointer(rebasing: source[start..<end]), tags: leafTags))
          start = end
        }
      }
    }
    (root, depth) = HeightTree.stack(leaves, level: 0)
    checkInvariants()
  }

  /// Builds branch levels over `nodes` (all of `level`) until one root remains; returns it and
  /// its level.
  static func stack(_ nodes: [AnyObject], level: Int) -> (AnyObject, Int) {
    var current = nodes
    var level = level
    while current.count > 1 {
      level += 1
      // Even pieces of at most `branchCapacity` children.
      let pieces = (current.count + branchCapacity - 1) / branchCapacity
      var next: [AnyObject] = []
      next.reserveCapacity(pieces)
      for piece in 0..<pieces {
        let range = current.count * piece / pieces..<current.count * (piece + 1) / pieces
        next.append(HeightBranch.make(children: current[range], level: level))
      }
      current = next
    }
    guard let only = current.first else { return (HeightLeaf.make(), 0) }
    return level == 0 ? (HeightNode.leaf(only), 0) : (HeightNode.branch(only), level)
  }

  /// The number of items.
  public var count: Int { HeightNode.count(root, level: depth) }

  /// Whether the tree has no items.
  public var isEmpty: Bool { count == 0 }

  /// The sum of all heights.
  public var totalHeight: Double { HeightNode.sum(root, level: depth) }

  /// The height of item `index`, or 0 when there is no such item.
  ///
  /// - Parameter index: An item index.
  /// - Complexity: O(log n).
  public func height(at index: Int) -> Double {
    guard index >= 0 && index < count else { return 0 }
    return withLeaf(containing: index) { leaf, local in leaf.heights[local] }
  }

  /// The tag of item `index`, or 0 when there is no such item.
  func tag(at index: Int) -> UInt16 {
    guard index >= 0 && index < count else { return 0 }
    return withLeaf(containing: index) { leaf, local in leaf.tags[local] }
  }

  /// Calls `body` with the leaf holding item `index` (in `0..<count`) and the item's position in
  /// it.
  @inline(__always)
  private func withLeaf<Result>(
    containing index: Int, _ body: (HeightLeaf, Int) -> Result
  ) -> Result {
    var local = index
    var top = 0.0
    return withExtendedLifetime(root) {
      var node = UnsafeRawPointer(Unmanaged.passUnretained(root).toOpaque())
      for _ in 0..<depth {
        node = HeightTree.branch(at: node) { $0.step(toIndex: &local, top: &top) }
      }
      return HeightTree.leaf(at: node) { body($0, local) }
    }
  }

  // The nodes of a lookup are visited unretained: `root` (owned by the caller's tree, which
  // cannot change during a non-mutating call, and kept alive by `withExtendedLifetime`) keeps
  // every one of them alive, and a retain and release per level — an atomic write to a node that
  // is usually not in cache — would cost more than the rest of a lookup. The level counter says
  // which nodes are branches: the first `depth` ones.

  /// Calls `body` with the branch at `pointer` (an unretained, live branch).
  @inline(__always)
  private static func branch<Result>(
    at pointer: UnsafeRawPointer, _ body: (HeightBranch) -> Result
  ) -> Result {
    Unmanaged<HeightBranch>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
  }

  /// Calls `body` with the leaf at `pointer` (an unretained, live leaf).
  @inline(__always)
  private static func leaf<Result>(at pointer: UnsafeRawPointer, _ body: (HeightLeaf) -> Result)
    -> Result
  {
    Unmanaged<HeightLeaf>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
  }

  /// The sum of the heights before item `index`: where the item's top is.
  ///
  /// - Parameter index: An item index; clamped to `0...count` (`count` gives the total height).
  /// - Complexity: O(log n).
  public func offset(of index: Int) -> Double {
    var local = min(max(index, 0), count)
    if local == count { return totalHeight }
    var top = 0.0
    return withExtendedLifetime(root) {
      var node = UnsafeRawPointer(Unmanaged.passUnretained(root).toOpaque())
      for _ in 0..<depth {
        node = HeightTree.branch(at: node) { $0.step(toIndex: &local, top: &top) }
      }
      return HeightTree.leaf(at: node) { top + $0.offset(of: local) }
    }
  }

  /// The item that covers `offset` and where its top is.
  ///
  /// An offset before 0 gives the first item, one at or past the end the last. Items of height 0
  /// cover nothing and are skipped, except at the end.
  ///
  /// - Parameter offset: A vertical position; NaN counts as 0.
  /// - Returns: `nil` when the tree is empty.
  /// - Complexity: O(log n).
  public func index(atOffset offset: Double) -> (index: Int, top: Double)? {
    guard count > 0 else { return nil }
    var remaining = offset.isNaN ? 0 : max(offset, 0)
    if remaining >= totalHeight {
      let last = count - 1
      return (last, totalHeight - height(at: last))
    }
    var index = 0
    var top = 0.0
    return withExtendedLifetime(root) {
      var node = UnsafeRawPointer(Unmanaged.passUnretained(root).toOpaque())
      for _ in 0..<depth {
        node = HeightTree.branch(at: node) {
          $0.step(toOffset: &remaining, index: &index, top: &top)
        }
      }
      let (position, skipped) = HeightTree.leaf(at: node) { $0.index(atOffset: remaining) }
      return (index + position, top + skipped)
    }
  }

  /// Calls `body` with each item from `start` on — its index, top and height — until `body`
  /// returns `false` or the items run out.
  ///
  /// - Parameters:
  ///   - start: The first item; clamped to `0...count`.
  ///   - body: Returns whether to go on.
  /// - Complexity: O(log n + visited items).
  public func forEach(
    from start: Int, _ body: (_ index: Int, _ top: Double, _ height: Double) -> Bool
  ) {
    forEachTagged(from: start) { index, top, height, _ in body(index, top, height) }
  }

  /// ``forEach(from:_:)`` with each item's tag.
  func forEachTagged(
    from start: Int, _ body: (_ index: Int, _ top: Double, _ height: Double, _ tag: UInt16) -> Bool
  ) {
    let first = min(max(start, 0), count)
    var top = offset(of: first)
    var index = first
    _ = HeightTree.visit(root, level: depth, skip: first, &index, &top, body)
  }

  private static func visit(
    _ node: AnyObject, level: Int, skip: Int, _ index: inout Int, _ top: inout Double,
    _ body: (Int, Double, Double, UInt16) -> Bool
  ) -> Bool {
    if level == 0 {
      let leaf = HeightNode.leaf(node)
      let count = leaf.count
      guard skip < count else { return true }
      let heights = leaf.heights
      let tags = leaf.tags
      // Bounds: `position` < `count`.
      for position in skip..<count {
        let height = heights[position]
        guard body(index, top, height, tags[position]) else { return false }
        index += 1
        top += height
      }
      return true
    }
    let branch = HeightNode.branch(node)
    var local = skip
    // Bounds: `child` < `childCount`.
    for child in 0..<branch.childCount {
      let count = branch.counts[child]
      if local >= count {
        local -= count
        continue
      }
      guard visit(branch.children[child], level: level - 1, skip: local, &index, &top, body)
      else { return false }
      local = 0
    }
    return true
  }

  /// Sets the height of item `index`; does nothing when there is no such item.
  ///
  /// - Parameters:
  ///   - height: The new height; invalid values are stored as 0.
  ///   - index: An item index.
  /// - Complexity: O(log n).
  public mutating func setHeight(_ height: Double, at index: Int) {
    update(at: index) { value, _ in value = RowHeight.sanitized(height) }
  }

  /// Sets the height and tag of item `index`; does nothing when there is no such item.
  mutating func setHeight(_ height: Double, tag: UInt16, at index: Int) {
    update(at: index) { value, oldTag in
      value = RowHeight.sanitized(height)
      oldTag = tag
    }
  }

  /// Sets the height and tag of item `index`, but keeps its height when it already has `tag`
  /// and is taller: measurements of one line at one width accumulate in one walk.
  mutating func raiseHeight(_ height: Double, tag: UInt16, at index: Int) {
    update(at: index) { value, oldTag in
      let height = RowHeight.sanitized(height)
      if oldTag != tag || value < height { value = height }
      oldTag = tag
    }
  }

  /// Makes the root uniquely referenced, copying it when it is shared.
  private mutating func makeRootUnique() {
    if !HeightNode.isUnique(&root, level: depth) {
      root = depth == 0 ? HeightNode.leaf(root).copy() : HeightNode.branch(root).copy(level: depth)
    }
  }

  private mutating func update(at index: Int, _ change: (inout Double, inout UInt16) -> Void) {
    guard index >= 0 && index < count else { return }
    makeRootUnique()
    HeightTree.update(root, level: depth, index, change)
    checkInvariants()
  }

  private static func update(
    _ node: AnyObject, level: Int, _ index: Int, _ change: (inout Double, inout UInt16) -> Void
  ) {
    if level == 0 {
      let leaf = HeightNode.leaf(node)
      // Bounds: the caller checked `index` against the tree's count, and each branch passes an
      // index below its child's count.
      change(&leaf.heights[index], &leaf.tags[index])
      leaf.refresh(block: index / HeightLeaf.block)
      return
    }
    let branch = HeightNode.branch(node)
    let child = HeightNode.child(ending: branch.countEnds, count: branch.childCount, after: index)
    let local = child > 0 ? index - branch.countEnds[child - 1] : index
    let target = branch.uniqueChild(child, level: level)
    update(target, level: level - 1, local, change)
    branch.sums[child] = HeightNode.sum(target, level: level - 1)
    branch.refresh(from: child)
  }

  /// Inserts a run of heights so that the first lands at `index`.
  ///
  /// - Parameters:
  ///   - heights: The heights; invalid ones are stored as 0.
  ///   - index: Where the first goes; clamped to `0...count`.
  /// - Complexity: O(k + log n) for k heights.
  public mutating func insert(contentsOf heights: [Double], at index: Int) {
    insert(contentsOf: heights, tags: [], at: index)
  }

  /// Inserts heights with their tags (`tags.count` must equal `heights.count`; extra tags are
  /// ignored, missing ones are 0).
  mutating func insert(contentsOf heights: [Double], tags: [UInt16], at index: Int) {
    guard !heights.isEmpty else { return }
    let clean = heights.map(RowHeight.sanitized)
    var cleanTags = Array(tags.prefix(heights.count))
    if cleanTags.count < heights.count {
      cleanTags.append(contentsOf: repeatElement(0, count: heights.count - cleanTags.count))
    }
    let at = min(max(index, 0), count)
    makeRootUnique()
    let extra = clean.withUnsafeBufferPointer { run in
      cleanTags.withUnsafeBufferPointer { runTags in
        HeightTree.insert(Run(heights: run, tags: runTags), into: root, level: depth, at: at)
      }
    }
    if !extra.isEmpty { (root, depth) = HeightTree.stack([root] + extra, level: depth) }
    checkInvariants()
  }

  /// Heights and tags, as many of each.
  struct Run {
    var heights: UnsafeBufferPointer<Double>
    var tags: UnsafeBufferPointer<UInt16>
    var count: Int { heights.count }
  }

  /// Inserts `run` into `node` (a node of `level`, uniquely referenced) at its local `index`
  /// (within `0...count`); returns the new right siblings of `node` when it split.
  ///
  /// A leaf that overflows is cut straight into even leaves — it keeps the first piece and the
  /// others are made from the run and its old tail — and a branch splices its child's new
  /// siblings in once, so a run of k heights costs O(k + log n) and no node ever holds more than
  /// its capacity.
  private static func insert(_ run: Run, into node: AnyObject, level: Int, at index: Int)
    -> [AnyObject]
  {
    if level == 0 { return insert(run, into: HeightNode.leaf(node), at: index) }
    let branch = HeightNode.branch(node)
    // The first child whose items reach `index`: a run at a boundary joins the end of the child
    // before it.
    let child = HeightNode.child(
      ending: branch.countEnds, count: branch.childCount, after: index - 1)
    let local = child > 0 ? index - branch.countEnds[child - 1] : index
    let target = branch.uniqueChild(child, level: level)
    let extra = insert(run, into: target, level: level - 1, at: local)
    branch.reread(child, level: level)
    if extra.isEmpty {
      branch.refresh(from: child)
      return []
    }
    let counts = extra.map { HeightNode.count($0, level: level - 1) }
    let sums = extra.map { HeightNode.sum($0, level: level - 1) }
    if branch.childCount + extra.count <= branchCapacity {
      branch.insertChildren(extra, counts: counts, sums: sums, at: child + 1)
      branch.refresh(from: child)
      return []
    }
    var entries = branch.entries()
    entries.children.insert(contentsOf: extra, at: child + 1)
    entries.counts.insert(contentsOf: counts, at: child + 1)
    entries.sums.insert(contentsOf: sums, at: child + 1)
    return split(branch, entries, level: level)
  }

  /// Gives `branch` (of `level`) the first of even pieces of `entries` and returns new branches
  /// holding the others.
  private static func split(
    _ branch: HeightBranch, _ entries: (children: [AnyObject], counts: [Int], sums: [Double]),
    level: Int
  ) -> [AnyObject] {
    let total = entries.children.count
    let pieces = (total + branchCapacity - 1) / branchCapacity
    var extra: [AnyObject] = []
    for piece in 1..<max(pieces, 1) {
      let sibling = HeightBranch.make()
      sibling.setEntries(entries, total * piece / pieces..<total * (piece + 1) / pieces)
      extra.append(sibling)
    }
    branch.setEntries(entries, 0..<total / max(pieces, 1))
    return extra
  }

  /// ``insert(_:into:level:at:)`` at a leaf.
  private static func insert(_ run: Run, into leaf: HeightLeaf, at index: Int) -> [AnyObject] {
    let count = leaf.count
    let total = count + run.count
    if total <= leafCapacity {
      leaf.replace(index..<index, with: run.heights, run.tags)
      return []
    }
    // The items after `index` are copied out before the leaf is rewritten; the items before it
    // stay in place until every new leaf has been made.
    let tailHeights = Array(UnsafeBufferPointer(start: leaf.heights + index, count: count - index))
    let tailTags = Array(UnsafeBufferPointer(start: leaf.tags + index, count: count - index))
    return tailHeights.withUnsafeBufferPointer { tailHeights in
      tailTags.withUnsafeBufferPointer { tailTags in
        let segments = [
          Run(
            heights: UnsafeBufferPointer(start: leaf.heights, count: index),
            tags: UnsafeBufferPointer(start: leaf.tags, count: index)),
          run,
          Run(heights: tailHeights, tags: tailTags),
        ]
        let pieces = (total + leafCapacity - 1) / leafCapacity
        var extra: [AnyObject] = []
        extra.reserveCapacity(pieces - 1)
        for piece in 1..<pieces {
          let range = total * piece / pieces..<total * (piece + 1) / pieces
          let sibling = HeightLeaf.make()
          copy(segments, range, to: sibling, at: 0)
          sibling.count = range.count
          sibling.refresh(fromBlock: 0)
          extra.append(sibling)
        }
        let end = total / pieces
        if end > index { copy(segments, index..<end, to: leaf, at: index) }
        leaf.count = end
        leaf.refresh(fromBlock: min(index, end) / HeightLeaf.block)
        return extra
      }
    }
  }

  /// Copies items `range` of the concatenation of `segments` into `leaf` from local `start` on
  /// (the caller sets the leaf's count and sums).
  private static func copy(
    _ segments: [Run], _ range: Range<Int>, to leaf: HeightLeaf, at start: Int
  ) {
    var segmentStart = 0
    var destination = start
    // Bounds: each copy takes the part of `range` that falls in one segment, so it reads within
    // that segment; `range.count` items starting at `start` end at or before the leaf's
    // capacity, as the callers cut `range`.
    for segment in segments {
      let lower = max(range.lowerBound, segmentStart)
      let upper = min(range.upperBound, segmentStart + segment.count)
      if lower < upper, let heights = segment.heights.baseAddress,
        let tags = segment.tags.baseAddress
      {
        (leaf.heights + destination).update(
          from: heights + lower - segmentStart, count: upper - lower)
        (leaf.tags + destination).update(from: tags + lower - segmentStart, count: upper - lower)
        destination += upper - lower
      }
      segmentStart += segment.count
    }
  }

  /// Removes the items in `range`.
  ///
  /// - Parameter range: Item indexes; clamped to `0..<count`.
  /// - Complexity: O(k + log n) for k items.
  public mutating func removeSubrange(_ range: Range<Int>) {
    var heights: [Double] = []
    var tags: [UInt16] = []
    remove(range, collecting: false, &heights, &tags)
  }

  /// Removes the items in `range` and returns their heights and tags.
  mutating func extractSubrange(_ range: Range<Int>) -> (
    heights: [Double], tags: [UInt16]
  ) {
    var heights: [Double] = []
    var tags: [UInt16] = []
    remove(range, collecting: true, &heights, &tags)
    return (heights, tags)
  }

  private mutating func remove(
    _ range: Range<Int>, collecting: Bool, _ heights: inout [Double], _ tags: inout [UInt16]
  ) {
    let clamped = range.clamped(to: 0..<count)
    guard !clamped.isEmpty else { return }
    makeRootUnique()
    HeightTree.remove(clamped, from: root, level: depth, collecting: collecting, &heights, &tags)
    while depth > 0 {
      let branch = HeightNode.branch(root)
      guard branch.childCount <= 1 else { break }
      if branch.childCount == 1 {
        root =
          depth == 1 ? HeightNode.leaf(branch.children[0]) : HeightNode.branch(branch.children[0])
        depth -= 1
      } else {
        root = HeightLeaf.make()
        depth = 0
      }
    }
    checkInvariants()
  }

  /// Removes local `range` from `node` (of `level`, uniquely referenced), appending what it
  /// removed to `removedHeights` and `removedTags` when `collecting`. Children left empty are
  /// dropped and underfull children merged with a sibling.
  private static func remove(
    _ range: Range<Int>, from node: AnyObject, level: Int, collecting: Bool,
    _ removedHeights: inout [Double], _ removedTags: inout [UInt16]
  ) {
    if level == 0 {
      let leaf = HeightNode.leaf(node)
      // Bounds: `range` is within `0..<count`, as the tree and each branch clamp it.
      if collecting {
        removedHeights.append(
          contentsOf: UnsafeBufferPointer(
            start: leaf.heights + range.lowerBound, count: range.count))
        removedTags.append(
          contentsOf: UnsafeBufferPointer(start: leaf.tags + range.lowerBound, count: range.count))
      }
      leaf.replace(
        range, with: UnsafeBufferPointer(start: nil, count: 0),
        UnsafeBufferPointer(start: nil, count: 0))
      return
    }
    let branch = HeightNode.branch(node)
    var start = 0
    var child = 0
    var drop: Range<Int>?
    while child < branch.childCount && start < range.upperBound {
      let count = branch.counts[child]
      let end = start + count
      if end > range.lowerBound {
        let lower = max(range.lowerBound, start) - start
        let upper = min(range.upperBound, end) - start
        if lower == 0 && upper == count {
          if collecting {
            collect(branch.children[child], level: level - 1, &removedHeights, &removedTags)
          }
          drop = (drop?.lowerBound ?? child)..<child + 1
        } else {
          let target = branch.uniqueChild(child, level: level)
          remove(
            lower..<upper, from: target, level: level - 1, collecting: collecting,
            &removedHeights, &removedTags)
          branch.reread(child, level: level)
        }
      }
      start = end
      child += 1
    }
    if let drop { branch.removeChildren(drop) }
    rebalance(branch, level: level)
    branch.refresh(from: 0)
  }

  /// Drops empty children of `branch` (of `level`) and merges each underfull child with its right
  /// (or left) sibling.
  private static func rebalance(_ branch: HeightBranch, level: Int) {
    var index = 0
    while index < branch.childCount {
      let child = branch.children[index]
      if HeightNode.count(child, level: level - 1) == 0 {
        branch.removeChildren(index..<index + 1)
        continue
      }
      if HeightNode.isUnderfull(child, level: level - 1) && branch.childCount > 1 {
        let left = index + 1 < branch.childCount ? index : index - 1
        merge(branch, left, level: level)
        index = left + 1
        continue
      }
      index += 1
    }
    branch.refresh(from: 0)
  }

  /// Merges children `left` and `left + 1` of `branch` (of `level`), or evens them out when
  /// together they overflow one node.
  private static func merge(_ branch: HeightBranch, _ left: Int, level: Int) {
    let target = branch.uniqueChild(left, level: level)
    if level == 1 {
      let leaf = HeightNode.leaf(target)
      let donor = HeightNode.leaf(branch.children[left + 1])
      let total = leaf.count + donor.count
      if total <= leafCapacity {
        leaf.replace(
          leaf.count..<leaf.count,
          with: UnsafeBufferPointer(start: donor.heights, count: donor.count),
          UnsafeBufferPointer(start: donor.tags, count: donor.count))
        branch.reread(left, level: level)
        branch.removeChildren(left + 1..<left + 2)
        return
      }
      let right = HeightNode.leaf(branch.uniqueChild(left + 1, level: level))
      let heights =
        Array(UnsafeBufferPointer(start: leaf.heights, count: leaf.count))
        + Array(UnsafeBufferPointer(start: right.heights, count: right.count))
      let tags =
        Array(UnsafeBufferPointer(start: leaf.tags, count: leaf.count))
        + Array(UnsafeBufferPointer(start: right.tags, count: right.count))
      let half = total / 2
      heights.withUnsafeBufferPointer { heights in
        tags.withUnsafeBufferPointer { tags in
          leaf.replace(
            0..<leaf.count, with: UnsafeBufferPointer(rebasing: heights[..<half]),
            UnsafeBufferPointer(rebasing: tags[..<half]))
          right.replace(
            0..<right.count, with: UnsafeBufferPointer(rebasing: heights[half...]),
            UnsafeBufferPointer(rebasing: tags[half...]))
        }
      }
    } else {
      let node = HeightNode.branch(target)
      let donor = HeightNode.branch(branch.children[left + 1])
      let first = node.entries()
      let second = donor.entries()
      let entries = (
        children: first.children + second.children, counts: first.counts + second.counts,
        sums: first.sums + second.sums
      )
      let total = entries.children.count
      if total <= branchCapacity {
        node.setEntries(entries, 0..<total)
        branch.reread(left, level: level)
        branch.removeChildren(left + 1..<left + 2)
        return
      }
      let right = HeightNode.branch(branch.uniqueChild(left + 1, level: level))
      node.setEntries(entries, 0..<total / 2)
      right.setEntries(entries, total / 2..<total)
    }
    branch.reread(left, level: level)
    branch.reread(left + 1, level: level)
    branch.refresh(from: left)
  }

  /// Appends every height and tag below `node` (of `level`).
  private static func collect(
    _ node: AnyObject, level: Int, _ heights: inout [Double], _ tags: inout [UInt16]
  ) {
    if level == 0 {
      let leaf = HeightNode.leaf(node)
      heights.append(contentsOf: UnsafeBufferPointer(start: leaf.heights, count: leaf.count))
      tags.append(contentsOf: UnsafeBufferPointer(start: leaf.tags, count: leaf.count))
      return
    }
    let branch = HeightNode.branch(node)
    for child in 0..<branch.childCount {
      collect(branch.children[child], level: level - 1, &heights, &tags)
    }
  }

  /// All heights, in order (for tests and debugging).
  ///
  /// - Complexity: O(n).
  public var heights: [Double] {
    var heights: [Double] = []
    var tags: [UInt16] = []
    heights.reserveCapacity(count)
    HeightTree.collect(root, level: depth, &heights, &tags)
    return heights
  }

  /// The bytes the tree occupies: one allocation per node (object header, node header and
  /// inline arrays).
  ///
  /// - Complexity: O(n / 128).
  public var memoryFootprint: Int { HeightTree.footprint(root, level: depth) }

  private static func footprint(_ node: AnyObject, level: Int) -> Int {
    let object = 16
    if level == 0 {
      return object + MemoryLayout<LeafHeader>.stride
        + HeightLeaf.tailLength * MemoryLayout<Double>.stride
    }
    let branch = HeightNode.branch(node)
    var total =
      object + MemoryLayout<BranchHeader>.stride + 5 * branchCapacity * MemoryLayout<Int>.stride
    for child in 0..<branch.childCount {
      total += footprint(branch.children[child], level: level - 1)
    }
    return total
  }

  /// Whether every invariant holds (see ``invariantViolation(depthLimit:)``; for tests).
  var isValid: Bool { invariantViolation() == nil }
}
