/// The nodes of a ``HeightTree``: ``HeightLeaf`` holds up to ``HeightLeaf/capacity`` heights with
/// their tags, ``HeightBranch`` up to ``HeightBranch/capacity`` children with their counts and
/// sums. Each node is one allocation with its arrays stored inline (`ManagedBuffer` tail
/// elements), so a descent pays one uncached read per level instead of one for the node and one
/// for each array it then reads.
///
/// Nodes are shared between copies of a tree and copied on write: only ``HeightTree`` mutates
/// them, after checking that it holds the only reference. That discipline is what makes
/// ``HeightTree``'s `nonisolated(unsafe)` root sound.
///
/// A node does not know its own kind: the tree knows how many branch levels sit above its leaves,
/// and every operation carries the level down (0 is a leaf), so children are stored as `AnyObject`
/// and downcast without a check. Every downcast below is at a level that says which class the
/// object is, and every function that takes a `level` documents it.
///
/// All tail memory is reached through pointers derived from the node itself: callers hold a
/// reference to the node for as long as they use them.
enum HeightNode {
  /// The number of items below `node`, a node of `level`.
  @inline(__always)
  static func count(_ node: AnyObject, level: Int) -> Int {
    level == 0 ? leaf(node).count : branch(node).count
  }

  /// The sum of the heights below `node`, a node of `level`.
  @inline(__always)
  static func sum(_ node: AnyObject, level: Int) -> Double {
    level == 0 ? leaf(node).sum : branch(node).sum
  }

  /// A shallow copy of `node`, a node of `level`: a branch's children are shared.
  static func copy(_ node: AnyObject, level: Int) -> AnyObject {
    level == 0 ? leaf(node).copy() : branch(node).copy(level: level)
  }

  /// Whether `node`, a node of `level`, has fewer entries than a quarter of its capacity.
  static func isUnderfull(_ node: AnyObject, level: Int) -> Bool {
    level == 0
      ? leaf(node).count < HeightLeaf.capacity / 4
      : branch(node).childCount < HeightBranch.capacity / 4
  }

  /// `node` as a leaf; the caller knows that it is one (its level is 0).
  @inline(__always)
  static func leaf(_ node: AnyObject) -> HeightLeaf { unsafeDowncast(node, to: HeightLeaf.self) }

  /// `node` as a branch; the caller knows that it is one (its level is above 0).
  @inline(__always)
  static func branch(_ node: AnyObject) -> HeightBranch {
    unsafeDowncast(node, to: HeightBranch.self)
  }

  /// The sum of `values` added left to right from 0 (the order every cached sum uses, so that a
  /// cache can be checked and rebuilt exactly).
  @inline(__always)
  static func total(_ values: UnsafePointer<Double>, _ count: Int) -> Double {
    var sum = 0.0
    for position in 0..<count { sum += values[position] }
    return sum
  }

  /// The first entry of `ends` (`count` > 0 non-decreasing running totals) that is past `value`,
  /// or the last entry when none is: the child that holds item (or offset) `value`.
  ///
  /// A linear scan: branches are small, and a run of predictable compares over contiguous memory
  /// beats a binary search's mispredicted branches.
  @inline(__always)
  static func child<Value: Comparable>(
    ending ends: UnsafePointer<Value>, count: Int, after value: Value
  ) -> Int {
    // Bounds: `child` starts at 0 and stops at `count - 1`.
    var child = 0
    let last = count - 1
    while child < last && ends[child] <= value { child += 1 }
    return child
  }
}

/// A leaf's count and the sum of its heights.
struct LeafHeader {
  var count: Int
  var sum: Double
}

/// A leaf: up to ``capacity`` heights and tags, plus the sum of every block of ``block`` heights.
///
/// Tail layout, in `Double`s: `blockSums` (``blocks``), then `heights` (``capacity``), then the
/// tags (``capacity`` `UInt16`s, bound as such when the leaf is made). Every leaf is made at full
/// capacity, so no leaf ever grows; slots at and past `count` are never read.
///
/// The block sums let a lookup add at most ``blocks`` sums and ``block`` - 1 heights (three or
/// four cache lines) instead of up to ``capacity`` heights. `blockSums[b]` is the heights of block
/// `b` added left to right, and `sum` the used blocks' sums added left to right: lookups group
/// their additions the same way, so the top one reports for an item is exactly the offset the
/// other gives for it.
final class HeightLeaf: ManagedBuffer<LeafHeader, Double> {
  /// The most heights a leaf holds.
  @inline(__always) static var capacity: Int { 128 }
  /// The heights in a block.
  @inline(__always) static var block: Int { 8 }
  /// The blocks in a leaf.
  @inline(__always) static var blocks: Int { capacity / block }
  /// Where `heights` starts in the tail.
  @inline(__always) static var heightsStart: Int { blocks }
  /// Where the tags start in the tail.
  @inline(__always) static var tagsStart: Int { heightsStart + capacity }
  /// The tail's length in `Double`s (the tags take a quarter of a `Double` each).
  @inline(__always) static var tailLength: Int { tagsStart + capacity / 4 }

  /// An empty leaf.
  static func make() -> HeightLeaf {
    let leaf = unsafeDowncast(
      create(minimumCapacity: tailLength) { _ in LeafHeader(count: 0, sum: 0) },
      to: HeightLeaf.self)
    leaf.withUnsafeMutablePointerToElements { elements in
      // Bounds: the tail holds at least `tailLength` `Double`s, and the tags' `capacity`
      // `UInt16`s end exactly there.
      _ = UnsafeMutableRawPointer(elements + tagsStart).bindMemory(
        to: UInt16.self, capacity: capacity)
    }
    return leaf
  }

  /// A leaf holding `heights` (sanitized) and `tags` (all 0 when `nil`); both hold at most
  /// ``capacity`` items and `tags` as many as `heights`.
  static func make(sanitizing heights: UnsafeBufferPointer<Double>, tags: UnsafePointer<UInt16>?)
    -> HeightLeaf
  {
    let leaf = make()
    let length = min(heights.count, capacity)
    let target = leaf.heights
    // Bounds: `index` < `length` <= both the source's count and the leaf's capacity. The body is
    // a plain compare-and-select, which the compiler vectorizes.
    for index in 0..<length {
      let height = heights[index]
      target[index] = height > 0 && height < .infinity ? height : 0
    }
    if let tags {
      leaf.tags.initialize(from: tags, count: length)
    } else {
      leaf.tags.initialize(repeating: 0, count: length)
    }
    leaf.count = length
    leaf.refresh(fromBlock: 0)
    return leaf
  }

  /// The leaf's header.
  @inline(__always) var info: UnsafeMutablePointer<LeafHeader> {
    withUnsafeMutablePointerToHeader { $0 }
  }
  /// `blockSums[b]`: the sum of heights `b * block..<(b + 1) * block` (those below `count`).
  @inline(__always) var blockSums: UnsafeMutablePointer<Double> {
    withUnsafeMutablePointerToElements { $0 }
  }
  /// The heights, in order.
  @inline(__always) var heights: UnsafeMutablePointer<Double> {
    withUnsafeMutablePointerToElements { $0 + HeightLeaf.heightsStart }
  }
  /// One tag per height (what kind of height it is; see ``ListLayout``).
  @inline(__always) var tags: UnsafeMutablePointer<UInt16> {
    withUnsafeMutablePointerToElements {
      // The region was bound to `UInt16` by `make()`.
      UnsafeMutableRawPointer($0 + HeightLeaf.tagsStart).assumingMemoryBound(to: UInt16.self)
    }
  }

  /// The number of heights.
  @inline(__always) var count: Int {
    get { info.pointee.count }
    set { info.pointee.count = newValue }
  }
  /// The sum of the heights (see the type's discussion for the order of the additions).
  @inline(__always) var sum: Double { info.pointee.sum }

  /// A copy of this leaf.
  func copy() -> HeightLeaf {
    let copy = HeightLeaf.make()
    // Bounds: `count` <= `capacity`, and blocks past the last used one are never read.
    let used = (count + HeightLeaf.block - 1) / HeightLeaf.block
    copy.blockSums.initialize(from: blockSums, count: used)
    copy.heights.initialize(from: heights, count: count)
    copy.tags.initialize(from: tags, count: count)
    copy.info.pointee = info.pointee
    return copy
  }

  /// Recomputes the block sums from block `first` on, and the leaf's sum, after heights from
  /// `first * block` on changed.
  func refresh(fromBlock first: Int) {
    let count = self.count
    let heights = self.heights
    let blockSums = self.blockSums
    let used = (count + HeightLeaf.block - 1) / HeightLeaf.block
    // Bounds: every block read or written is below `used` <= `blocks`, every height below
    // `count`.
    var block = max(first, 0)
    while block < used {
      let start = block * HeightLeaf.block
      blockSums[block] = HeightNode.total(
        heights + start, min(HeightLeaf.block, count - start))
      block += 1
    }
    info.pointee.sum = HeightNode.total(blockSums, used)
  }

  /// Recomputes block `block` (below the used blocks) and the leaf's sum, after one height in
  /// that block changed.
  func refresh(block: Int) {
    let count = self.count
    let used = (count + HeightLeaf.block - 1) / HeightLeaf.block
    // Bounds: `block` is below `used` <= `blocks`, and its heights below `count`.
    guard block >= 0 && block < used else { return }
    let start = block * HeightLeaf.block
    blockSums[block] = HeightNode.total(heights + start, min(HeightLeaf.block, count - start))
    info.pointee.sum = HeightNode.total(blockSums, used)
  }

  /// The sum of the heights before local item `local` (in `0..<count`).
  @inline(__always)
  func offset(of local: Int) -> Double {
    // Bounds: `local` is clamped to `0...count`; the blocks read are the whole ones before it
    // and the heights read are below it.
    let local = min(max(local, 0), count)
    let blockSums = self.blockSums
    let heights = self.heights
    let whole = local / HeightLeaf.block
    var prefix = 0.0
    for block in 0..<whole { prefix += blockSums[block] }
    for position in whole * HeightLeaf.block..<local { prefix += heights[position] }
    return prefix
  }

  /// The local item covering `target` (the last one when none does) and the heights before it.
  @inline(__always)
  func index(atOffset target: Double) -> (position: Int, skipped: Double) {
    // Bounds: every read is below `last` = `count - 1` (a block is skipped only when it ends at
    // or before `last`, an item only when it is before `last`).
    let blockSums = self.blockSums
    let heights = self.heights
    let last = count - 1
    var position = 0
    var block = 0
    var skipped = 0.0
    while position + HeightLeaf.block <= last {
      let next = skipped + blockSums[block]
      guard next <= target else { break }
      skipped = next
      position += HeightLeaf.block
      block += 1
    }
    while position < last && skipped + heights[position] <= target {
      skipped += heights[position]
      position += 1
    }
    return (position, skipped)
  }

  /// Replaces local items `range` (within `0...count`) with `newHeights` and `newTags` (as many,
  /// already sanitized); the result must fit in ``capacity``.
  func replace(
    _ range: Range<Int>, with newHeights: UnsafeBufferPointer<Double>,
    _ newTags: UnsafeBufferPointer<UInt16>
  ) {
    let count = self.count
    let inserted = newHeights.count
    let moved = count - range.upperBound
    // Bounds: the caller keeps `count - range.count + inserted` <= `capacity`; the tail after
    // `range` moves to end at that length, and the new items fill the gap before it.
    let heights = self.heights
    let tags = self.tags
    (heights + range.lowerBound + inserted).update(from: heights + range.upperBound, count: moved)
    (tags + range.lowerBound + inserted).update(from: tags + range.upperBound, count: moved)
    if let source = newHeights.baseAddress, let sourceTags = newTags.baseAddress {
      (heights + range.lowerBound).update(from: source, count: inserted)
      (tags + range.lowerBound).update(from: sourceTags, count: inserted)
    }
    self.count = count - range.count + inserted
    refresh(fromBlock: range.lowerBound / HeightLeaf.block)
  }
}

/// A branch's number of children.
struct BranchHeader {
  var childCount: Int
}

/// A branch: up to ``capacity`` children, each with its item count and height sum, and the
/// running totals of both so that a descent finds its child by comparisons alone.
///
/// Tail layout, in words: `countEnds`, `sumEnds` and `children` (what a descent reads), then
/// `counts` and `sums` (what an edit reads), ``capacity`` each. `children` is bound to `AnyObject`
/// and initialized below `childCount` only; the other regions are trivial.
final class HeightBranch: ManagedBuffer<BranchHeader, Int> {
  /// The most children a branch holds.
  @inline(__always) static var capacity: Int { 64 }

  /// An empty branch.
  static func make() -> HeightBranch {
    let branch = unsafeDowncast(
      create(minimumCapacity: capacity * 5) { _ in BranchHeader(childCount: 0) },
      to: HeightBranch.self)
    branch.withUnsafeMutablePointerToElements { elements in
      // Bounds: the tail holds at least `5 * capacity` words; each region is `capacity` words.
      let raw = UnsafeMutableRawPointer(elements)
      _ = (raw + 8 * capacity).bindMemory(to: Double.self, capacity: capacity)
      _ = (raw + 16 * capacity).bindMemory(to: AnyObject.self, capacity: capacity)
      _ = (raw + 32 * capacity).bindMemory(to: Double.self, capacity: capacity)
    }
    return branch
  }

  /// A branch over `children`, nodes of `level - 1` (at most ``capacity`` of them).
  static func make<Children: Collection<AnyObject>>(children: Children, level: Int)
    -> HeightBranch
  {
    let branch = make()
    branch.append(children, level: level)
    return branch
  }

  deinit {
    let children = self.children
    children.deinitialize(count: childCount)
  }

  /// The number of children.
  @inline(__always) var childCount: Int {
    get { withUnsafeMutablePointerToHeader { $0.pointee.childCount } }
    set { withUnsafeMutablePointerToHeader { $0.pointee.childCount = newValue } }
  }
  /// `countEnds[i]`: `counts[0...i]` summed.
  @inline(__always) var countEnds: UnsafeMutablePointer<Int> {
    withUnsafeMutablePointerToElements { $0 }
  }
  /// `sumEnds[i]`: `sums[0...i]` added left to right.
  @inline(__always) var sumEnds: UnsafeMutablePointer<Double> {
    withUnsafeMutablePointerToElements {
      // Bound to `Double` by `make()`.
      UnsafeMutableRawPointer($0 + HeightBranch.capacity).assumingMemoryBound(to: Double.self)
    }
  }
  /// The children, in order.
  @inline(__always) var children: UnsafeMutablePointer<AnyObject> {
    withUnsafeMutablePointerToElements {
      // Bound to `AnyObject` by `make()`.
      UnsafeMutableRawPointer($0 + 2 * HeightBranch.capacity).assumingMemoryBound(
        to: AnyObject.self)
    }
  }
  /// `counts[i]`: the items below child `i`.
  @inline(__always) var counts: UnsafeMutablePointer<Int> {
    withUnsafeMutablePointerToElements { $0 + 3 * HeightBranch.capacity }
  }
  /// `sums[i]`: the sum of the heights below child `i`.
  @inline(__always) var sums: UnsafeMutablePointer<Double> {
    withUnsafeMutablePointerToElements {
      // Bound to `Double` by `make()`.
      UnsafeMutableRawPointer($0 + 4 * HeightBranch.capacity).assumingMemoryBound(
        to: Double.self)
    }
  }

  /// The number of items below this branch.
  @inline(__always) var count: Int {
    let children = childCount
    return children > 0 ? countEnds[children - 1] : 0
  }
  /// The sum of the heights below this branch.
  @inline(__always) var sum: Double {
    let children = childCount
    return children > 0 ? sumEnds[children - 1] : 0
  }

  /// Child `index` (below `childCount`) unretained: `self` keeps it alive while the caller holds
  /// `self`, and a retain and release per level of a lookup would cost more than the rest of it.
  @inline(__always)
  func unretainedChild(_ index: Int) -> UnsafeRawPointer {
    // An initialized `AnyObject` is one pointer to the object.
    UnsafeRawPointer(children + index).load(as: UnsafeRawPointer.self)
  }

  /// Branch: moves item `local` into the child that holds it, adding the heights before that
  /// child to `top`; returns that child.
  @inline(__always)
  func step(toIndex local: inout Int, top: inout Double) -> UnsafeRawPointer {
    let countEnds = self.countEnds
    let child = HeightNode.child(ending: countEnds, count: childCount, after: local)
    if child > 0 {
      local -= countEnds[child - 1]
      top += sumEnds[child - 1]
    }
    return unretainedChild(child)
  }

  /// Moves `remaining` into the child that covers it, adding what it skips to `index` and `top`;
  /// returns that child.
  @inline(__always)
  func step(toOffset remaining: inout Double, index: inout Int, top: inout Double)
    -> UnsafeRawPointer
  {
    let sumEnds = self.sumEnds
    let child = HeightNode.child(ending: sumEnds, count: childCount, after: remaining)
    if child > 0 {
      remaining -= sumEnds[child - 1]
      top += sumEnds[child - 1]
      index += countEnds[child - 1]
    }
    return unretainedChild(child)
  }

  /// A copy of this branch (of `level`), sharing its children.
  func copy(level: Int) -> HeightBranch {
    let copy = HeightBranch.make()
    let count = childCount
    // Bounds: every region copies `childCount` <= `capacity` entries.
    copy.children.initialize(from: children, count: count)
    copy.counts.initialize(from: counts, count: count)
    copy.sums.initialize(from: sums, count: count)
    copy.countEnds.initialize(from: countEnds, count: count)
    copy.sumEnds.initialize(from: sumEnds, count: count)
    copy.childCount = count
    return copy
  }

  /// Recomputes the running totals from child `first` on.
  func refresh(from first: Int) {
    let count = childCount
    let counts = self.counts
    let sums = self.sums
    let countEnds = self.countEnds
    let sumEnds = self.sumEnds
    // Bounds: every index is below `childCount`; `first - 1` is read only when `first` > 0.
    let start = max(first, 0)
    var countEnd = start > 0 ? countEnds[start - 1] : 0
    var sumEnd = start > 0 ? sumEnds[start - 1] : 0
    for index in start..<max(start, count) {
      countEnd += counts[index]
      sumEnd += sums[index]
      countEnds[index] = countEnd
      sumEnds[index] = sumEnd
    }
  }

  /// Copies child `index` (a node of `level - 1`) when it is shared, then returns it.
  func uniqueChild(_ index: Int, level: Int) -> AnyObject {
    let children = self.children
    // Bounds: callers pass an index below `childCount`.
    if !isKnownUniquelyReferenced(&children[index]) {
      children[index] = HeightNode.copy(children[index], level: level - 1)
    }
    return children[index]
  }

  /// Re-reads child `index`'s count and sum (it is a node of `level - 1`), without refreshing
  /// the running totals.
  func reread(_ index: Int, level: Int) {
    let child = children[index]
    counts[index] = HeightNode.count(child, level: level - 1)
    sums[index] = HeightNode.sum(child, level: level - 1)
  }

  /// Appends `new` (nodes of `level - 1`; they must fit) and refreshes the totals.
  func append<Children: Collection<AnyObject>>(_ new: Children, level: Int) {
    let first = childCount
    var index = first
    // Bounds: callers keep `childCount + new.count` <= `capacity`.
    for child in new.prefix(HeightBranch.capacity - first) {
      (children + index).initialize(to: child)
      counts[index] = HeightNode.count(child, level: level - 1)
      sums[index] = HeightNode.sum(child, level: level - 1)
      index += 1
    }
    childCount = index
    refresh(from: first)
  }

  /// Removes children `range` (within `0..<childCount`), returning them in order.
  @discardableResult
  func removeChildren(_ range: Range<Int>) -> [AnyObject] {
    let count = childCount
    let removed = Array(UnsafeBufferPointer(start: children + range.lowerBound, count: range.count))
    let moved = count - range.upperBound
    // Bounds: `range` is within `0..<childCount`; the children after it move down over it
    // (`moveInitialize` allows the overlap) and the trivial entries follow.
    (children + range.lowerBound).deinitialize(count: range.count)
    (children + range.lowerBound).moveInitialize(from: children + range.upperBound, count: moved)
    (counts + range.lowerBound).update(from: counts + range.upperBound, count: moved)
    (sums + range.lowerBound).update(from: sums + range.upperBound, count: moved)
    childCount = count - range.count
    refresh(from: range.lowerBound)
    return removed
  }

  /// Inserts `new` (nodes of `level - 1`, with their counts and sums) before child `index`
  /// (within `0...childCount`); they must fit.
  func insertChildren(
    _ new: [AnyObject], counts newCounts: [Int], sums newSums: [Double], at index: Int
  ) {
    let count = childCount
    let inserted = min(new.count, newCounts.count, newSums.count)
    let moved = count - index
    // Bounds: callers keep `childCount + new.count` <= `capacity`; the children from `index` on
    // move up by `inserted` (`moveInitialize` allows the overlap), then the new ones fill the
    // gap.
    (children + index + inserted).moveInitialize(from: children + index, count: moved)
    (counts + index + inserted).update(from: counts + index, count: moved)
    (sums + index + inserted).update(from: sums + index, count: moved)
    for offset in 0..<inserted {
      (children + index + offset).initialize(to: new[offset])
      counts[index + offset] = newCounts[offset]
      sums[index + offset] = newSums[offset]
    }
    childCount = count + inserted
    refresh(from: index)
  }

  /// The children, counts and sums, in order.
  func entries() -> (children: [AnyObject], counts: [Int], sums: [Double]) {
    let count = childCount
    return (
      Array(UnsafeBufferPointer(start: children, count: count)),
      Array(UnsafeBufferPointer(start: counts, count: count)),
      Array(UnsafeBufferPointer(start: sums, count: count))
    )
  }

  /// Replaces every child with `range` of the given entries (at most ``capacity`` of them).
  func setEntries(
    _ entries: (children: [AnyObject], counts: [Int], sums: [Double]), _ range: Range<Int>
  ) {
    children.deinitialize(count: childCount)
    var index = 0
    // Bounds: at most `capacity` entries are written, each below `range.upperBound`, which is
    // within the arrays as the callers make them.
    for entry in range.prefix(HeightBranch.capacity) {
      (children + index).initialize(to: entries.children[entry])
      counts[index] = entries.counts[entry]
      sums[index] = entries.sums[entry]
      index += 1
    }
    childCount = index
    refresh(from: 0)
  }
}
