/// A compact open-addressing hash table that pairs items of the old and the new content by id.
///
/// Keys are the hashes ``ListID`` computed once; a slot holds the hash and the indexes of the old
/// and the new item with that id (16 bytes, linear probing), so a lookup touches one or two
/// adjacent slots and compares ids only when the full 64-bit hashes are equal. The caller
/// supplies id equality, which keeps the table free of existentials.
struct IdentityTable {
  /// One distinct id: its hash and where it is in the old and in the new content (-1: absent).
  struct Slot {
    var hash: Int
    var old: Int32
    var new: Int32
  }

  private var slots: ContiguousArray<Slot>
  private let mask: Int

  /// Creates a table for at most `count` distinct ids, at most 80% full.
  init(capacityFor count: Int) {
    var capacity = 16
    while capacity < count + count / 4 + 1 { capacity <<= 1 }
    slots = ContiguousArray(repeating: Slot(hash: 0, old: -1, new: -1), count: capacity)
    mask = capacity - 1
  }

  /// Records old item `index` with `hash`.
  ///
  /// - Parameter sameID: Whether old item `k` has the same id as the item being inserted.
  /// - Returns: `false` when an earlier old item has the same id (a duplicate).
  @inline(__always)
  mutating func insertOld(_ index: Int32, hash: Int, sameID: (Int32) -> Bool) -> Bool {
    var position = hash & mask
    while true {
      let slot = slots[position]
      if slot.old < 0 {
        slots[position] = Slot(hash: hash, old: index, new: -1)
        return true
      }
      if slot.hash == hash && sameID(slot.old) { return false }
      position = (position &+ 1) & mask
    }
  }

  /// Records new item `index` with `hash` and returns the old item with the same id.
  ///
  /// - Parameters:
  ///   - sameAsOld: Whether old item `k` has the same id as the new item.
  ///   - sameAsNew: Whether new item `k` has the same id as the new item.
  /// - Returns: The old item's index (-1 when none), and whether an earlier new item had the
  ///   same id (a duplicate; the table is left unchanged then).
  @inline(__always)
  mutating func insertNew(
    _ index: Int32, hash: Int, sameAsOld: (Int32) -> Bool, sameAsNew: (Int32) -> Bool
  ) -> (old: Int32, duplicate: Bool) {
    var position = hash & mask
    while true {
      let slot = slots[position]
      if slot.old < 0 && slot.new < 0 {
        slots[position] = Slot(hash: hash, old: -1, new: index)
        return (-1, false)
      }
      if slot.hash == hash {
        if slot.old >= 0 {
          if sameAsOld(slot.old) {
            if slot.new >= 0 { return (slot.old, true) }
            slots[position].new = index
            return (slot.old, false)
          }
        } else if sameAsNew(slot.new) {
          return (-1, true)
        }
      }
      position = (position &+ 1) & mask
    }
  }
}
