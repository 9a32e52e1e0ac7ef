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

  /// Creates a table for at most `count` ids, at most 80% full.
  init(capacityFor count: Int) {
    var capacity = 16
    while capacity < count + count / 4 + 1 { capacity <<= 1 }
    slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
    slots.initialize(repeating: Slot(tag: 0, index: .min), count: capacity)
    mask = capacity - 1
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
        return nil
      }
      if slot.tag == tag && sameID(slot.index) { return slot.index }
      position = (position &+ 1) & mask
    }
  }
}
