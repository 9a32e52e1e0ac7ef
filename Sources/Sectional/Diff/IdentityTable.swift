/// A compact open-addressing hash table from ids to the rows or sections that carry them.
///
/// Keys are the hashes ``ListID`` computed once. A slot is 8 bytes: 32 bits of the hash (a tag)
/// and an index (an old item, or `-1 - j` for new item `j` that is not in the old content), so
/// the table of 100,000 old rows fits in 1 MB and a lookup touches one or two adjacent slots.
/// Linear probing on the low bits; the caller compares ids only when the tags are equal, which
/// keeps the table free of existentials.
///
/// The slots are one allocation the table owns (a class, so that it is freed in `deinit`):
/// every position is `hash & mask` or the next one `& mask`, always below the capacity, so the
/// accesses are in bounds by construction and need neither bounds nor uniqueness checks.
final class IdentityTable {
  /// A tag and an index; `index == .min` marks an empty slot.
  struct Slot {
    var tag: UInt32
    var index: Int32
  }

  private let slots: UnsafeMutablePointer<Slot>
  private let mask: Int
  #if DEBUG
    /// The most items the table was made for (debug builds only, for the invariant checks).
    private let limit: Int
    /// The items stored (debug builds only, for the invariant checks).
    private(set) var count = 0
  #endif

  /// Creates a table for at most `count` ids, at most 80% full.
  init(capacityFor count: Int) {
    var capacity = 16
    while capacity < count + count / 4 + 1 { capacity <<= 1 }
    slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
    slots.initialize(repeating: Slot(tag: 0, index: .min), count: capacity)
    mask = capacity - 1
    #if DEBUG
      limit = max(count, 0)
    #endif
  }

  deinit {
    // Slots are trivial values: nothing to deinitialize.
    slots.deallocate()
  }

  @inline(__always)
  static func tag(_ hash: Int) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 32) }

  /// The stored item with `hash` whose id `sameID` accepts, or `nil` when there is none.
  ///
  /// - Parameter sameID: Whether the stored item `k` has the id being looked up.
  @inline(__always)
  func find(hash: Int, sameID: (Int32) -> Bool) -> Int32? {
    let tag = Self.tag(hash)
    var position = hash & mask
    while true {
      let slot = slots[position]
      if slot.index == .min { return nil }
      if slot.tag == tag && sameID(slot.index) { return slot.index }
      position = (position &+ 1) & mask
    }
  }

  /// Adds item `index` (an old item, or `-1 - j` for new item `j`) with `hash`, unless an item
  /// with the same id is there.
  ///
  /// - Parameter sameID: Whether the stored item `k` has the same id as the one being added.
  /// - Returns: The stored item with the same id, or `nil` when `index` was added.
  @inline(__always)
  func insert(_ index: Int32, hash: Int, sameID: (Int32) -> Bool) -> Int32? {
    let tag = Self.tag(hash)
    var position = hash & mask
    while true {
      let slot = slots[position]
      if slot.index == .min {
        slots[position] = Slot(tag: tag, index: index)
        #if DEBUG
          count += 1
          assert(index != .min, "IdentityTable: item \(index) is the empty-slot marker")
          assert(count <= limit, "IdentityTable: \(count) items in a table made for \(limit)")
        #endif
        return nil
      }
      if slot.tag == tag && sameID(slot.index) { return slot.index }
      position = (position &+ 1) & mask
    }
  }

  /// Stops a debug build when the table broke one of its invariants (see
  /// ``invariantViolation(validIndex:hash:)``); compiled out of release builds. The diff calls it
  /// once a table is filled: checking every slot after every insert would be quadratic.
  ///
  /// - Parameters:
  ///   - validIndex: Whether a stored item index is one the caller inserted.
  ///   - hash: The hash of a stored item (one that `validIndex` accepts).
  @inline(__always)
  func checkInvariants(validIndex: (Int32) -> Bool, hash: (Int32) -> Int) {
    #if DEBUG
      if let violation = invariantViolation(validIndex: validIndex, hash: hash) {
        assertionFailure("IdentityTable invariant broken: \(violation)")
      }
    #endif
  }

  /// The first broken invariant, described, or `nil` when the table is sound:
  /// - slot bounds: every stored index is one the caller inserted (`validIndex`);
  /// - count: the stored items number as many as were added, at most the capacity asked for,
  ///   leaving at least one empty slot (a probe always ends);
  /// - every stored hash is findable: its tag is its hash's, and probing from its hash's home
  ///   slot reaches it without crossing an empty slot.
  ///
  /// - Complexity: O(capacity).
  func invariantViolation(validIndex: (Int32) -> Bool, hash: (Int32) -> Int) -> String? {
    let capacity = mask + 1
    var stored = 0
    for position in 0..<capacity {
      let slot = slots[position]
      guard slot.index != .min else { continue }
      stored += 1
      guard validIndex(slot.index) else {
        return "slot \(position) holds item \(slot.index), which was never inserted"
      }
      let itemHash = hash(slot.index)
      guard slot.tag == Self.tag(itemHash) else {
        return "slot \(position) holds item \(slot.index) under another hash's tag"
      }
      var probe = itemHash & mask
      while probe != position {
        guard slots[probe].index != .min else {
          return "item \(slot.index) in slot \(position) is past an empty slot from its home"
        }
        probe = (probe &+ 1) & mask
      }
    }
    guard stored < capacity else { return "no slot is empty: a failed lookup would not end" }
    #if DEBUG
      guard stored == count else { return "\(stored) items stored, \(count) added" }
      guard count <= limit else { return "\(count) items in a table made for \(limit)" }
    #endif
    return nil
  }
}
