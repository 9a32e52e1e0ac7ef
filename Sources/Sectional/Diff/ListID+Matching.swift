import Foundation

extension ListID {
  /// Whether `other` is the same id, with fast paths for the id types lists use most (UUID,
  /// Int, String), which skip the generic cast of `==`.
  ///
  /// - Complexity: O(1) for those types; one dynamic cast otherwise.
  @inline(__always)
  func matches(_ other: ListID) -> Bool {
    guard hash == other.hash else { return false }
    let kind = type(of: base)
    guard kind == type(of: other.base) else { return false }
    if kind == UUID.self, let lhs = base as? UUID, let rhs = other.base as? UUID {
      return lhs == rhs
    }
    if kind == Int.self, let lhs = base as? Int, let rhs = other.base as? Int {
      return lhs == rhs
    }
    if kind == String.self, let lhs = base as? String, let rhs = other.base as? String {
      return lhs == rhs
    }
    return self == other
  }
}
