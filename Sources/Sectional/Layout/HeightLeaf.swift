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
