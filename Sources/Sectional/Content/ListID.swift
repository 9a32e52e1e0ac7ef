/// The stable identity of a section or a row.
///
/// Any `Hashable & Sendable` value can be an id: an enum case, a string, a UUID, a database key.
/// Sectional wraps it in a `ListID` that stores its hash once, so diffing and lookups never
/// re-hash it. Two ids are equal when they wrap values of the same type that compare equal.
///
/// ```swift
/// enum SettingsRow: Hashable, Sendable { case logIn, terms, privacy }
/// let id = ListID(SettingsRow.terms)
/// id.as(SettingsRow.self)  // .terms
/// ```
public struct ListID: Hashable, Sendable {
  /// The wrapped value.
  public let base: any Hashable & Sendable
  /// The hash of `base`, computed once.
  @usableFromInline let hash: Int

  /// Wraps `value` as an id. Wrapping a `ListID` returns it unchanged.
  ///
  /// - Parameter value: Any hashable, sendable value.
  /// - Complexity: One hash of `value`.
  @inlinable
  public init<Value: Hashable & Sendable>(_ value: Value) {
    if let id = value as? ListID {
      self = id
    } else {
      self.base = value
      self.hash = value.hashValue
    }
  }

  /// The wrapped value as `type`, or `nil` when it has another type.
  ///
  /// - Parameter type: The type the id was created from, such as an enum of row kinds.
  @inlinable
  public func `as`<Value: Hashable & Sendable>(_ type: Value.Type) -> Value? {
    base as? Value
  }

  /// Whether both ids wrap equal values of the same type.
  @inlinable
  public static func == (lhs: ListID, rhs: ListID) -> Bool {
    lhs.hash == rhs.hash && lhs.base.isEqual(toAny: rhs.base)
  }

  /// Feeds the precomputed hash to `hasher`.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

extension Hashable {
  /// Whether `other` is a value of this type equal to this one: compared directly when both have
  /// the same dynamic type (the usual case), otherwise through a cast, as before.
  @usableFromInline
  func isEqual(toAny other: any Hashable & Sendable) -> Bool {
    if let equal = equalIfSameType(self, other) { return equal }
    return isEqual(byCasting: other)
  }

  /// The cast of ``isEqual(toAny:)``, kept out of line: it needs `Self?`, whose metadata would
  /// otherwise be looked up on every call, even when the types are the same.
  @usableFromInline @inline(never)
  func isEqual(byCasting other: any Hashable & Sendable) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
