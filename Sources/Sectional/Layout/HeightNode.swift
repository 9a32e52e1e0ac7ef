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

  /// Whether `node`, a node of `level`, is referenced only here: the check copy-on-write needs.
  ///
  /// The reference is checked as its own class, never as `AnyObject`: with this toolchain
  /// `isKnownUniquelyReferenced` on an `AnyObject` answered "shared" for a node nobody else
  /// held (in debug and release builds), so every change copied its whole path.
  /// `HeightTreeTests.aTreeNobodyElseHoldsChangesInPlace` keeps it honest.
  @inline(__always)
  static func isUnique(_ node: inout AnyObject, level: Int) -> Bool {
    // An `AnyObject` is one strong reference, laid out as a class reference is; the slot is
    // read as the node's own class for the length of the check only.
    withUnsafeMutablePointer(to: &node) { slot in
      level == 0
        ? slot.withMemoryRebound(to: HeightLeaf.self, capacity: 1) {
          isKnownUniquelyReferenced(&$0.pointee)
        }
        : slot.withMemoryRebound(to: HeightBranch.self, capacity: 1) {
          isKnownUniquelyReferenced(&$0.pointee)
        }
    }
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
