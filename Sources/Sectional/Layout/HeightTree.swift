/// A balanced tree of summed heights: the structure under ``ListLayout``.
///
/// A B+ tree whose leaves hold up to 128 heights in a contiguous array (8 bytes a height plus a
/// 2-byte tag) and whose branches hold up to 64 children with each child's count and sum. Every
/// operation costs O(log n) — O(k + log n) for a run of k — instead of the O(n) of a prefix-sum
/// array, whose every update rewrites the sums after it.
///
/// ```swift
/// var tree = HeightTree(heights: [44, 44, 120, 44])
/// tree.offset(of: 2)            // 88
/// tree.setHeight(60, at: 0)
/// tree.index(atOffset: 100)     // (index: 1, top: 60)
/// ```
///
/// Heights that are negative, NaN or infinite are stored as 0. Indexes out of range are clamped
/// or ignored as each method says; nothing is ever left inconsistent. Copies share storage and
/// copy on write.
public struct HeightTree: Sendable {
  /// The most heights a leaf holds.
  static let leafCapacity = 128
  /// The most children a branch holds.
  static let branchCapacity = 64

  var root: HeightNode

  /// Creates an empty tree.
  public init() {
    root = HeightNode(heights: [], tags: [])
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
  package init(heights: [Double], tags: [UInt16]) {
    var leaves: [HeightNode] = []
    leaves.reserveCapacity(heights.count / HeightTree.leafCapacity + 1)
    // Untagged leaves share one array of zero tags (copied on write if a tag is ever set).
    let zeroTags = [UInt16](repeating: 0, count: HeightTree.leafCapacity)
    heights.withUnsafeBufferPointer { source in
      var start = 0
      while start < source.count {
        let end = min(start + HeightTree.leafCapacity, source.count)
        let length = end - start
        // Sanitize and copy, then add up the leaf while it is still in cache.
        let slice = UnsafeBufferPointer(rebasing: source[start..<end])
        let chunk = [Double](unsafeUninitializedCapacity: length) { buffer, initialized in
          // Bounds: `index` < `length` = `slice.count` <= `buffer.count`. The body is a plain
          // compare-and-select, which the compiler vectorizes.
          for index in 0..<length {
            let height = slice[index]
            buffer[index] = height > 0 && height < .infinity ? height : 0
          }
          initialized = length
        }
        let sum = HeightNode.total(chunk)
        let chunkTags: [UInt16]
        if tags.isEmpty {
          chunkTags = length == zeroTags.count ? zeroTags : Array(zeroTags[0..<length])
        } else {
          chunkTags = (start..<end).map { $0 < tags.count ? tags[$0] : 0 }
        }
        leaves.append(HeightNode(heights: chunk, tags: chunkTags, sum: sum))
        start = end
      }
    }
    root = HeightTree.stack(leaves)
  }

  /// Builds branch levels over `nodes` until one root remains.
  static func stack(_ nodes: [HeightNode]) -> HeightNode {
    var level = nodes
    guard !level.isEmpty else { return HeightNode(heights: [], tags: []) }
    while level.count > 1 {
      var next: [HeightNode] = []
      next.reserveCapacity(level.count / branchCapacity + 1)
      var start = 0
      while start < level.count {
        let end = min(start + branchCapacity, level.count)
        next.append(HeightNode(children: Array(level[start..<end])))
        start = end
      }
      level = next
    }
    return level[0]
  }

  /// The number of items.
  public var count: Int { root.count }

  /// Whether the tree has no items.
  public var isEmpty: Bool { root.count == 0 }

  /// The sum of all heights.
  public var totalHeight: Double { root.sum }

  /// The height of item `index`, or 0 when there is no such item.
  ///
  /// - Parameter index: An item index.
  /// - Complexity: O(log n).
  public func height(at index: Int) -> Double {
    guard let (leaf, local) = leaf(containing: index) else { return 0 }
    return leaf.heights[local]
  }

  /// The tag of item `index`, or 0 when there is no such item.
  package func tag(at index: Int) -> UInt16 {
    guard let (leaf, local) = leaf(containing: index) else { return 0 }
    return leaf.tags[local]
  }

  private func leaf(containing index: Int) -> (HeightNode, Int)? {
    guard index >= 0 && index < count else { return nil }
    var local = index
    var top = 0.0
    let leaf = HeightTree.descend(from: root) { $0.step(toIndex: &local, top: &top) }
    return (leaf, local)
  }

  /// Follows `step` from `root` down to a leaf and returns the leaf.
  ///
  /// The nodes on the way are visited unretained: `root` (owned by the caller's tree, which
  /// cannot change during a non-mutating call) keeps every one of them alive, and a retain and
  /// release per level — an atomic write to a node that is usually not in cache — used to cost
  /// more than the rest of a lookup.
  @inline(__always)
  private static func descend(
    from root: HeightNode, _ step: (HeightNode) -> Unmanaged<HeightNode>?
  ) -> HeightNode {
    withExtendedLifetime(root) {
      var node = Unmanaged.passUnretained(root)
      while let next = node._withUnsafeGuaranteedRef(step) { node = next }
      return node.takeUnretainedValue()
    }
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
      var node = Unmanaged.passUnretained(root)
      while let next = node._withUnsafeGuaranteedRef({ $0.step(toIndex: &local, top: &top) }) {
        node = next
      }
      return node._withUnsafeGuaranteedRef { top + $0.leafOffset(of: local) }
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
      var node = Unmanaged.passUnretained(root)
      while let next = node._withUnsafeGuaranteedRef({
        $0.step(toOffset: &remaining, index: &index, top: &top)
      }) {
        node = next
      }
      let (position, skipped) = node._withUnsafeGuaranteedRef { $0.leafIndex(atOffset: remaining) }
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
  package func forEachTagged(
    from start: Int, _ body: (_ index: Int, _ top: Double, _ height: Double, _ tag: UInt16) -> Bool
  ) {
    let first = min(max(start, 0), count)
    var top = offset(of: first)
    var index = first
    _ = HeightTree.visit(root, skip: first, &index, &top, body)
  }

  private static func visit(
    _ node: HeightNode, skip: Int, _ index: inout Int, _ top: inout Double,
    _ body: (Int, Double, Double, UInt16) -> Bool
  ) -> Bool {
    if node.isLeaf {
      guard skip < node.heights.count else { return true }
      for position in skip..<node.heights.count {
        let height = node.heights[position]
        guard body(index, top, height, node.tags[position]) else { return false }
        index += 1
        top += height
      }
      return true
    }
    var local = skip
    for child in node.children.indices {
      if local >= node.counts[child] {
        local -= node.counts[child]
        continue
      }
      guard visit(node.children[child], skip: local, &index, &top, body) else { return false }
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
  package mutating func setHeight(_ height: Double, tag: UInt16, at index: Int) {
    update(at: index) { value, oldTag in
      value = RowHeight.sanitized(height)
      oldTag = tag
    }
  }

  private mutating func update(at index: Int, _ change: (inout Double, inout UInt16) -> Void) {
    guard index >= 0 && index < count else { return }
    if !isKnownUniquelyReferenced(&root) { root = root.copy() }
    HeightTree.update(root, index, change)
  }

  private static func update(
    _ node: HeightNode, _ index: Int, _ change: (inout Double, inout UInt16) -> Void
  ) {
    if node.isLeaf {
      change(&node.heights[index], &node.tags[index])
      node.refresh()
      return
    }
    var local = index
    var child = 0
    while local >= node.counts[child] {
      local -= node.counts[child]
      child += 1
    }
    update(node.uniqueChild(child), local, change)
    node.refreshEntry(child)
    node.refresh()
  }

  /// Inserts a run of heights so that the first lands at `index`.
  ///
  /// - Parameters:
  ///   - heights: The heights; invalid ones are stored as 0.
  ///   - index: Where the first goes; clamped to `0...count`.
  /// - Complexity: O(k + log n) for k heights.
  public mutating func insert(contentsOf heights: [Double], at index: Int) {
    insert(contentsOf: heights, tags: [UInt16](repeating: 0, count: heights.count), at: index)
  }

  /// Inserts heights with their tags (`tags.count` must equal `heights.count`; extra tags are
  /// ignored, missing ones are 0).
  package mutating func insert(contentsOf heights: [Double], tags: [UInt16], at index: Int) {
    guard !heights.isEmpty else { return }
    let clean = heights.map(RowHeight.sanitized)
    var cleanTags = Array(tags.prefix(heights.count))
    if cleanTags.count < heights.count {
      cleanTags.append(contentsOf: repeatElement(0, count: heights.count - cleanTags.count))
    }
    let at = min(max(index, 0), count)
    if !isKnownUniquelyReferenced(&root) { root = root.copy() }
    // A huge run goes in a leaf-sized piece at a time, so no node ever holds it all at once.
    var start = 0
    while start < clean.count {
      let end = min(start + HeightTree.leafCapacity * 8, clean.count)
      let extra = root.insert(clean[start..<end], cleanTags[start..<end], at: at + start)
      if !extra.isEmpty { root = HeightTree.stack([root] + extra) }
      start = end
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
  package mutating func extractSubrange(_ range: Range<Int>) -> (
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
    if !isKnownUniquelyReferenced(&root) { root = root.copy() }
    root.remove(clamped, collecting: collecting, &heights, &tags)
    while !root.isLeaf && root.children.count <= 1 {
      root = root.children.first ?? HeightNode(heights: [], tags: [])
    }
  }

  /// All heights, in order (for tests and debugging).
  ///
  /// - Complexity: O(n).
  public var heights: [Double] {
    var heights: [Double] = []
    var tags: [UInt16] = []
    heights.reserveCapacity(count)
    root.collect(into: &heights, &tags)
    return heights
  }

  /// The bytes the tree occupies: array storage by capacity plus one object per node.
  ///
  /// - Complexity: O(n / 128).
  public var memoryFootprint: Int { root.footprint() }

  /// Whether every node's cached counts and sums match its contents and every leaf is at the
  /// same depth (for tests).
  package var isValid: Bool {
    var leafDepth: Int?
    return HeightTree.check(root, depth: 0, &leafDepth)
  }

  private static func check(_ node: HeightNode, depth: Int, _ leafDepth: inout Int?) -> Bool {
    if node.isLeaf {
      if let leafDepth, leafDepth != depth { return false }
      leafDepth = depth
      return node.count == node.heights.count && node.tags.count == node.heights.count
        && node.heights.count <= leafCapacity
        && abs(node.sum - HeightNode.total(node.heights)) <= 1e-6 * max(1, abs(node.sum))
    }
    guard node.children.count == node.counts.count, node.children.count == node.sums.count,
      node.children.count <= branchCapacity, node.count == node.counts.reduce(0, +),
      node.countEnds.count == node.counts.count, node.sumEnds.count == node.sums.count
    else { return false }
    var countEnd = 0
    var sumEnd = 0.0
    for index in node.counts.indices {
      countEnd += node.counts[index]
      sumEnd += node.sums[index]
      guard node.countEnds[index] == countEnd, node.sumEnds[index] == sumEnd else { return false }
    }
    for (index, child) in node.children.enumerated() {
      guard child.count == node.counts[index], child.sum == node.sums[index],
        check(child, depth: depth + 1, &leafDepth)
      else { return false }
    }
    return true
  }
}
