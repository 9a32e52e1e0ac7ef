extension ListID {
  /// Whether `other` is the same id: the stored hashes first, then the values, compared without
  /// a dynamic cast when they have the same type (see `equalIfSameType`).
  ///
  /// - Complexity: O(1) plus one `==` of the wrapped values when the hashes are equal.
  @inline(__always)
  func matches(_ other: ListID) -> Bool {
    hash == other.hash && base.isEqual(toAny: other.base)
  }
}
