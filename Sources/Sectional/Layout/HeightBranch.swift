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
    if !HeightNode.isUnique(&children[index], level: level - 1) {
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
