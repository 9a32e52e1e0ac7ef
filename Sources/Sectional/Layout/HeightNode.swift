/// A node of a ``HeightTree``: a leaf holding up to ``HeightTree/leafCapacity`` heights with their
/// tags, or a branch holding up to ``HeightTree/branchCapacity`` children with each child's item
/// count and height sum (kept beside the child pointers so that a descent scans contiguous memory).
///
/// Nodes are shared between copies of a tree and copied on write: only ``HeightTree`` mutates
/// them, after checking that it holds the only reference. That discipline is what makes the
/// `@unchecked Sendable` sound.
///
/// The stored properties are `@exclusivity(unchecked)`: every lookup reads them in a loop, and a
/// dynamic exclusivity check costs a runtime call per access. Overlapping accesses cannot happen:
/// a node is only mutated by ``HeightTree``'s mutating methods, on a node it holds the only
/// reference to, and no closure that could touch the same node runs during those accesses.
final class HeightNode: @unchecked Sendable {
  /// Leaf: the heights, in order.
  @exclusivity(unchecked) var heights: [Double]
  /// Leaf: one tag per height (what kind of height it is; see ``ListLayout``).
  @exclusivity(unchecked) var tags: [UInt16]
  /// Branch: the children, in order.
  @exclusivity(unchecked) var children: [HeightNode]
  /// Branch: `children[i].count`.
  @exclusivity(unchecked) var counts: [Int]
  /// Branch: `children[i].sum`.
  @exclusivity(unchecked) var sums: [Double]
  /// Branch: running totals of `counts`, `countEnds[i]` = `counts[0...i]` summed. Derived: kept
  /// by ``refresh()``, so that a descent finds its child by comparisons alone.
  @exclusivity(unchecked) var countEnds: [Int]
  /// Branch: running totals of `sums`, accumulated left to right like ``sum``.
  @exclusivity(unchecked) var sumEnds: [Double]
  /// The number of items below this node.
  @exclusivity(unchecked) var count: Int
  /// The sum of the heights below this node.
  @exclusivity(unchecked) var sum: Double
  /// Whether the node is a leaf.
  let isLeaf: Bool

  init(heights: [Double], tags: [UInt16]) {
    self.heights = heights
    self.tags = tags
    self.children = []
    self.counts = []
    self.sums = []
    self.countEnds = []
    self.sumEnds = []
    self.count = heights.count
    self.sum = HeightNode.total(heights)
    self.isLeaf = true
  }

  /// A leaf whose `sum` the caller has already computed (exactly as ``total(_:)`` would).
  init(heights: [Double], tags: [UInt16], sum: Double) {
    self.heights = heights
    self.tags = tags
    self.children = []
    self.counts = []
    self.sums = []
    self.countEnds = []
    self.sumEnds = []
    self.count = heights.count
    self.sum = sum
    self.isLeaf = true
  }

  init(children: [HeightNode]) {
    self.heights = []
    self.tags = []
    self.children = children
    self.counts = children.map(\.count)
    self.sums = children.map(\.sum)
    self.countEnds = []
    self.sumEnds = []
    self.count = 0
    self.sum = 0
    self.isLeaf = false
    refresh()
  }

  /// A shallow copy: the same children, shared.
  func copy() -> HeightNode {
    isLeaf ? HeightNode(heights: heights, tags: tags) : HeightNode(children: children)
  }

  /// The sum of `values`, in four interleaved lanes: one chain of additions waits on the
  /// previous addition's latency, four run side by side (a leaf's sum is recomputed on every
  /// build and update). The order is fixed, so the same heights always give the same sum.
  static func total(_ values: [Double]) -> Double {
    values.withUnsafeBufferPointer(total)
  }

  /// ``total(_:)`` over a buffer.
  @inline(__always)
  static func total(_ values: UnsafeBufferPointer<Double>) -> Double {
    // Bounds: the lanes read `position..<position + 4` only while that ends at or before
    // `values.count`; the tail loop reads below `values.count`.
    var lanes = (0.0, 0.0, 0.0, 0.0)
    var position = 0
    while position + 4 <= values.count {
      lanes.0 += values[position]
      lanes.1 += values[position + 1]
      lanes.2 += values[position + 2]
      lanes.3 += values[position + 3]
      position += 4
    }
    var sum = (lanes.0 + lanes.1) + (lanes.2 + lanes.3)
    while position < values.count {
      sum += values[position]
      position += 1
    }
    return sum
  }

  /// Recomputes `count` and `sum` from the node's own arrays (exactly, so that repeated updates
  /// never accumulate rounding drift).
  func refresh() {
    if isLeaf {
      count = heights.count
      sum = HeightNode.total(heights)
    } else {
      countEnds.removeAll(keepingCapacity: true)
      sumEnds.removeAll(keepingCapacity: true)
      var count = 0
      var sum = 0.0
      for index in counts.indices {
        count += counts[index]
        sum += sums[index]
        countEnds.append(count)
        sumEnds.append(sum)
      }
      self.count = count
      self.sum = sum
    }
  }

  // MARK: Lookups (see `HeightTree.descend`)

  /// The first child whose running total in `ends` is past `value`, or the last child when none
  /// is: where a descent for item (or offset) `value` goes next.
  ///
  /// `ends` is non-decreasing (counts and heights are never negative), so this is the child that
  /// holds `value`. A linear scan: branches are small, and a run of independent compares over
  /// contiguous memory beats a binary search's mispredicted branches.
  @inline(__always)
  static func child<Value: Comparable>(ending ends: [Value], after value: Value) -> Int {
    ends.withUnsafeBufferPointer { ends in
      // Bounds: `child` starts at 0 and stops at `ends.count - 1`, a valid index of a branch's
      // non-empty `ends`; an empty buffer (never a branch's) gives 0 without reading.
      var child = 0
      let last = ends.count - 1
      while child < last && ends[child] <= value { child += 1 }
      return child
    }
  }

  /// Branch: moves item `local` into the child that holds it, adding the heights before that
  /// child to `top`; `nil` at a leaf. The child is returned unretained: `self` keeps it alive.
  @inline(__always)
  func step(toIndex local: inout Int, top: inout Double) -> Unmanaged<HeightNode>? {
    guard !isLeaf else { return nil }
    let child = HeightNode.child(ending: countEnds, after: local)
    if child > 0 {
      local -= countEnds[child - 1]
      top += sumEnds[child - 1]
    }
    return children.withUnsafeBufferPointer { Unmanaged.passUnretained($0[child]) }
  }

  /// Branch: moves `remaining` into the child that covers it, adding what it skips to `index`
  /// and `top`; `nil` at a leaf.
  @inline(__always)
  func step(toOffset remaining: inout Double, index: inout Int, top: inout Double)
    -> Unmanaged<HeightNode>?
  {
    guard !isLeaf else { return nil }
    let child = HeightNode.child(ending: sumEnds, after: remaining)
    if child > 0 {
      remaining -= sumEnds[child - 1]
      top += sumEnds[child - 1]
      index += countEnds[child - 1]
    }
    return children.withUnsafeBufferPointer { Unmanaged.passUnretained($0[child]) }
  }

  /// Leaf lookups add heights a block of ``block`` at a time: the blocks' own sums are
  /// independent, so only one addition per block waits on the previous one. ``leafOffset(of:)``
  /// and ``leafIndex(atOffset:)`` group the additions identically, so the top one reports for an
  /// item is exactly the offset the other gives for it.
  static let block = 8

  /// The sum of `heights[start..<start + block]`, added left to right.
  @inline(__always)
  static func blockSum(_ heights: UnsafeBufferPointer<Double>, _ start: Int) -> Double {
    var sum = 0.0
    for position in start..<start + block { sum += heights[position] }
    return sum
  }

  /// Leaf: the sum of the heights before local item `local` (in `0..<heights.count`).
  @inline(__always)
  func leafOffset(of local: Int) -> Double {
    heights.withUnsafeBufferPointer { heights in
      // Bounds: `local` is clamped to `heights.count`, whole blocks end at or before it, and
      // the last loop reads below it.
      let local = min(max(local, 0), heights.count)
      var prefix = 0.0
      var position = 0
      while position + HeightNode.block <= local {
        prefix += HeightNode.blockSum(heights, position)
        position += HeightNode.block
      }
      while position < local {
        prefix += heights[position]
        position += 1
      }
      return prefix
    }
  }

  /// Leaf: the local item covering `target` (the last one when none does) and the heights
  /// before it.
  @inline(__always)
  func leafIndex(atOffset target: Double) -> (position: Int, skipped: Double) {
    heights.withUnsafeBufferPointer { heights in
      // Bounds: every read is below `last` = `heights.count - 1` (a block is skipped only when
      // it ends at or before `last`, an item only when it is before `last`).
      var position = 0
      var skipped = 0.0
      let last = heights.count - 1
      while position + HeightNode.block <= last {
        let next = skipped + HeightNode.blockSum(heights, position)
        guard next <= target else { break }
        skipped = next
        position += HeightNode.block
      }
      while position < last && skipped + heights[position] <= target {
        skipped += heights[position]
        position += 1
      }
      return (position, skipped)
    }
  }

  /// Copies child `index` when it is shared, then returns it for mutation.
  func uniqueChild(_ index: Int) -> HeightNode {
    if !isKnownUniquelyReferenced(&children[index]) {
      children[index] = children[index].copy()
    }
    return children[index]
  }

  /// Refreshes the cached count and sum of child `index`.
  func refreshEntry(_ index: Int) {
    counts[index] = children[index].count
    sums[index] = children[index].sum
  }

  var isOverfull: Bool {
    isLeaf ? heights.count > HeightTree.leafCapacity : children.count > HeightTree.branchCapacity
  }

  var isUnderfull: Bool {
    isLeaf
      ? heights.count < HeightTree.leafCapacity / 4
      : children.count < HeightTree.branchCapacity / 4
  }

  /// Splits an overfull node into pieces about three quarters full: the node keeps the first
  /// piece and returns the others, in order.
  func splitIfOverfull() -> [HeightNode] {
    guard isOverfull else { return [] }
    let capacity = isLeaf ? HeightTree.leafCapacity : HeightTree.branchCapacity
    let length = isLeaf ? heights.count : children.count
    let pieces = (length + capacity * 3 / 4 - 1) / (capacity * 3 / 4)
    var bounds: [Int] = []
    for piece in 0...pieces { bounds.append(length * piece / pieces) }
    var extra: [HeightNode] = []
    if isLeaf {
      for piece in 1..<pieces {
        let range = bounds[piece]..<bounds[piece + 1]
        extra.append(HeightNode(heights: Array(heights[range]), tags: Array(tags[range])))
      }
      heights.removeSubrange(bounds[1]...)
      tags.removeSubrange(bounds[1]...)
    } else {
      for piece in 1..<pieces {
        extra.append(HeightNode(children: Array(children[bounds[piece]..<bounds[piece + 1]])))
      }
      children.removeSubrange(bounds[1]...)
      counts.removeSubrange(bounds[1]...)
      sums.removeSubrange(bounds[1]...)
    }
    refresh()
    return extra
  }

  /// Inserts `values` at local index `index`; returns the new right siblings when the node split.
  func insert(_ values: ArraySlice<Double>, _ newTags: ArraySlice<UInt16>, at index: Int)
    -> [HeightNode]
  {
    if isLeaf {
      heights.insert(contentsOf: values, at: index)
      tags.insert(contentsOf: newTags, at: index)
      refresh()
      return splitIfOverfull()
    }
    var local = index
    var child = 0
    while child < children.count - 1 && local > counts[child] {
      local -= counts[child]
      child += 1
    }
    let extra = uniqueChild(child).insert(values, newTags, at: local)
    refreshEntry(child)
    if !extra.isEmpty {
      children.insert(contentsOf: extra, at: child + 1)
      counts.insert(contentsOf: extra.map(\.count), at: child + 1)
      sums.insert(contentsOf: extra.map(\.sum), at: child + 1)
    }
    refresh()
    return splitIfOverfull()
  }

  /// Appends every height and tag below this node.
  func collect(into heights: inout [Double], _ tags: inout [UInt16]) {
    if isLeaf {
      heights.append(contentsOf: self.heights)
      tags.append(contentsOf: self.tags)
    } else {
      for child in children { child.collect(into: &heights, &tags) }
    }
  }

  /// Removes local `range`, appending what it removed to `removedHeights` and `removedTags` when
  /// `collecting`. Children left empty are dropped and underfull children merged with a sibling.
  func remove(
    _ range: Range<Int>, collecting: Bool, _ removedHeights: inout [Double],
    _ removedTags: inout [UInt16]
  ) {
    if isLeaf {
      if collecting {
        removedHeights.append(contentsOf: heights[range])
        removedTags.append(contentsOf: tags[range])
      }
      heights.removeSubrange(range)
      tags.removeSubrange(range)
      refresh()
      return
    }
    var start = 0
    var child = 0
    var drop: [Int] = []
    while child < children.count && start < range.upperBound {
      let end = start + counts[child]
      if end > range.lowerBound {
        let lower = max(range.lowerBound, start) - start
        let upper = min(range.upperBound, end) - start
        if lower == 0 && upper == counts[child] {
          if collecting { children[child].collect(into: &removedHeights, &removedTags) }
          drop.append(child)
        } else {
          uniqueChild(child).remove(
            lower..<upper, collecting: collecting, &removedHeights, &removedTags)
          refreshEntry(child)
        }
      }
      start = end
      child += 1
    }
    if let first = drop.first, let last = drop.last {
      children.removeSubrange(first...last)
      counts.removeSubrange(first...last)
      sums.removeSubrange(first...last)
    }
    rebalance()
    refresh()
  }

  /// Drops empty children and merges each underfull child with its right (or left) sibling.
  private func rebalance() {
    var index = 0
    while index < children.count {
      if children[index].count == 0 {
        children.remove(at: index)
        counts.remove(at: index)
        sums.remove(at: index)
        continue
      }
      if children[index].isUnderfull && children.count > 1 {
        let left = index + 1 < children.count ? index : index - 1
        merge(left)
        index = left + 1
        continue
      }
      index += 1
    }
  }

  /// Merges children `left` and `left + 1`, splitting the result again when it is overfull.
  private func merge(_ left: Int) {
    let target = uniqueChild(left)
    let donor = children[left + 1]
    if target.isLeaf {
      target.heights.append(contentsOf: donor.heights)
      target.tags.append(contentsOf: donor.tags)
    } else {
      target.children.append(contentsOf: donor.children)
      target.counts.append(contentsOf: donor.counts)
      target.sums.append(contentsOf: donor.sums)
    }
    target.refresh()
    children.remove(at: left + 1)
    counts.remove(at: left + 1)
    sums.remove(at: left + 1)
    let extra = target.splitIfOverfull()
    refreshEntry(left)
    children.insert(contentsOf: extra, at: left + 1)
    counts.insert(contentsOf: extra.map(\.count), at: left + 1)
    sums.insert(contentsOf: extra.map(\.sum), at: left + 1)
  }

  /// The bytes this node and its descendants hold (array storage by capacity plus objects).
  func footprint() -> Int {
    let object = 96
    let arrays =
      heights.capacity * 8 + tags.capacity * 2 + children.capacity * 8 + counts.capacity * 8
      + sums.capacity * 8 + countEnds.capacity * 8 + sumEnds.capacity * 8
    var total = object + arrays
    for child in children { total += child.footprint() }
    return total
  }
}
