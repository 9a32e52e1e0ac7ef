extension ListID {
  /// Whether `other` is the same id: the stored hashes first, then the values (inline for the
  /// common id types, without a dynamic cast for others of the same type).
  ///
  /// - Complexity: O(1) plus one `==` of the wrapped values when the hashes are equal.
  @inline(__always)
  func matches(_ other: ListID) -> Bool {
    self == other
  }
}
