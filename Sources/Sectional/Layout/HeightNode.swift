/// A node of a ``HeightTree``: a leaf holding up to ``HeightTree/leafCapacity`` heights with their
/// tags, or a branch holding up to ``HeightTree/branchCapacity`` children with each child's item
/// count and height sum (kept beside the child pointers so that a descent scans contiguous memory).
///
/// Nodes are shared between copies of a tree and copied on write: only ``HeightTree`` mutates
/// them, after checking that it holds the only reference. That discipline is what makes the
/// `@unchecked Sendable` sound.
final class HeightNode: @unchecked Sendable {
  /// Leaf: the heights, in order.
  var heights: [Double]
  /// Leaf: one tag per height (what kind of height it is; see ``ListLayout``).
  var tags: [UInt16]
  /// Branch: the children, in order.
  var children: [HeightNode]
  /// Branch: `children[i].count`.
  var counts: [Int]
  /// Branch: `children[i].sum`.
  var sums: [Double]
  /// The number of items below this node.
  var count: Int
  /// The sum of the heights below this node.
  var sum: Double
  /// Whether the node is a leaf.
  let isLeaf: Bool

  init(heights: [Double], tags: [UInt16]) {
    self.heights = heights
    self.tags = tags
    self.children = []
    self.counts = []
    self.sums = []
    self.count = heights.count
    self.sum = HeightNode.total(heights)
    self.isLeaf = true
  }

  init(children: [HeightNode]) {
    self.heights = []
    self.tags = []
    self.children = children
    self.counts = children.map(\.count)
    self.sums = children.map(\.sum)
    self.count = counts.reduce(0, +)
    self.sum = HeightNode.total(sums)
    self.isLeaf = false
  }

  /// A shallow copy: the same children, shared.
  func copy() -> HeightNode {
    isLeaf ? HeightNode(heights: heights, tags: tags) : HeightNode(children: children)
  }

  static func total(_ values: [Double]) -> Double {
    var sum = 0.0
    for value in values { sum += value }
    return sum
  }

  /// Recomputes `count` and `sum` from the node's own arrays (exactly, so that repeated updates
  /// never accumulate rounding drift).
  func refresh() {
    if isLeaf {
      count = heights.count
      sum = HeightNode.total(heights)
    } else {
      count = counts.reduce(0, +)
      sum = HeightNode.total(sums)
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
      + sums.capacity * 8
    var total = object + arrays
    for child in children { total += child.footprint() }
    return total
  }
}
