import Foundation

/// The stable identity of a section or a row.
///
/// Any `Hashable & Sendable` value can be an id: an enum case, a string, a UUID, a database key.
/// Sectional wraps it in a `ListID` that stores its hash once, so diffing and lookups never
/// re-hash it. Two ids are equal when they wrap values of the same type that compare equal.
///
/// ```swift
/// enum SettingsRow: Hashable, Sendable { case logIn, terms, privacy }
///
/// let id = ListID(SettingsRow.terms)
/// let row = id.as(SettingsRow.self)  // .terms
/// ```
///
/// Integers are the exception: an id made from any standard fixed-width integer type (`Int`,
/// `Int8` … `Int64`, `UInt`, `UInt8` … `UInt64`) whose value fits in an `Int` equals the id of
/// the same value in every other width, so a key read from a database as `Int32` and the same key
/// written as a literal name one row, and content that uses both is reported as a duplicate. Such
/// an id reads back as any integer type that holds its value, and ``base`` keeps the type it
/// was made from.
///
/// ```swift
/// let fromDatabase = ListID(Int32(30))
/// #expect(fromDatabase == ListID(30))
/// #expect(fromDatabase.as(Int.self) == 30)
/// ```
///
/// Values of other types never equal each other across types, even when they print alike:
/// `ListID(1)`, `ListID("1")` and `ListID(1.0)` are three ids.
public struct ListID: Hashable, Sendable {
  /// How the wrapped value is stored: the id types lists use most inline, so that copying and
  /// comparing them needs no existential (no value-witness call, no dynamic cast), anything else
  /// in a shared box. The box keeps the enum loadable (an inline existential would make every
  /// copy and every `switch` go through value witnesses) and `ListID` at 25 bytes.
  @usableFromInline
  enum Storage: Sendable {
    /// An integer whose value fits in `Int`, and the type it was made from.
    case int(Int, IntegerType)
    /// A `UUID`'s 16 bytes.
    case uuid(UInt64, UInt64)
    case string(String)
    case other(Box)
  }

  /// An id of another type.
  @usableFromInline
  final class Box: Sendable {
    @usableFromInline let value: any Hashable & Sendable

    @usableFromInline
    init(_ value: any Hashable & Sendable) {
      self.value = value
    }
  }

  /// The hash of the wrapped value, computed once. Stored before ``storage`` so that `ListID`
  /// is 25 bytes, and a ``Row`` keeps small fields in the 7 bytes after it.
  @usableFromInline let hash: Int
  /// The hash computed when the id was made: equal ids have equal hashes (see ``hash``).
  package var storedHash: Int { hash }
  /// The wrapped value, stored by its type.
  @usableFromInline let storage: Storage

  /// The wrapped value, of the type the id was made from.
  public var base: any Hashable & Sendable {
    switch storage {
    case .int(let value, let type): type.value(value)
    case .uuid(let high, let low): UUID(uuid: Self.bytes(high, low))
    case .string(let value): value
    case .other(let box): box.value
    }
  }

  /// Wraps `value` as an id. Wrapping a `ListID` returns it unchanged.
  ///
  /// - Parameter value: Any hashable, sendable value.
  /// - Complexity: One hash of `value`.
  @inlinable
  public init<Value: Hashable & Sendable>(_ value: Value) {
    self.init(value, hashKeys: { Self.hashKeys })
  }

  /// Wraps `value`, hashing integers and UUIDs with the keys `keys` returns (the process's
  /// ``hashKeys``): a loop that makes many ids reads the keys once, where each read of the
  /// global is a call.
  @inlinable
  init<Value: Hashable & Sendable>(_ value: Value, hashKeys keys: () -> (UInt64, UInt64)) {
    // Exact types only (not a cast), so that `base` keeps the type `value` had; the type checks
    // compare metadata, and fold away where the initializer is specialised.
    if Value.self == Int.self {
      let value = unsafeBitCast(value, to: Int.self)
      self.hash = Self.hash(of: value, keys: keys())
      self.storage = .int(value, .int)
    } else if Value.self == UUID.self {
      let (high, low) = Self.words(unsafeBitCast(value, to: UUID.self).uuid)
      self.hash = Self.hash(high, low, keys: keys())
      self.storage = .uuid(high, low)
    } else if Value.self == String.self {
      self.hash = value.hashValue
      self.storage = .string(unsafeBitCast(value, to: String.self))
    } else if Value.self == ListID.self {
      self = unsafeBitCast(value, to: ListID.self)
    } else if let (integer, type) = IntegerType.normalized(value) {
      self.hash = Self.hash(of: integer, keys: keys())
      self.storage = .int(integer, type)
    } else if let id = value as? ListID {
      self = id
    } else {
      self.hash = value.hashValue
      self.storage = .other(Box(value))
    }
  }

  /// The wrapped value as `type`, or `nil` when it has another type. An integer id reads back as
  /// any standard integer type that holds its value.
  ///
  /// - Parameter type: The type the id was created from, such as an enum of row kinds.
  @inlinable
  public func `as`<Value: Hashable & Sendable>(_ type: Value.Type) -> Value? {
    if case .int(let value, _) = storage, let converted = IntegerType.convert(value, to: type) {
      return converted
    }
    return base as? Value
  }

  /// Whether both ids wrap equal values of the same type, or equal integers.
  @inlinable
  public static func == (lhs: ListID, rhs: ListID) -> Bool {
    guard lhs.hash == rhs.hash else { return false }
    switch lhs.storage {
    case .int(let a, _):
      if case .int(let b, _) = rhs.storage { return a == b }
    case .uuid(let a0, let a1):
      if case .uuid(let b0, let b1) = rhs.storage { return a0 == b0 && a1 == b1 }
    case .string(let a):
      if case .string(let b) = rhs.storage { return a == b }
    case .other(let a):
      if case .other(let b) = rhs.storage { return a.value.isEqual(toAny: b.value) }
    }
    // Values of other types, or of two different types: the general comparison.
    return lhs.base.isEqual(toAny: rhs.base)
  }

  /// Feeds the precomputed hash to `hasher`.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  /// A UUID's bytes as two words, in memory order.
  @inlinable
  static func words(_ bytes: uuid_t) -> (UInt64, UInt64) {
    withUnsafeBytes(of: bytes) { raw in
      (
        raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
        raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      )
    }
  }

  /// The bytes of a UUID stored by ``words(_:)``.
  static func bytes(_ high: UInt64, _ low: UInt64) -> uuid_t {
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &bytes) { raw in
      raw.storeBytes(of: high, toByteOffset: 0, as: UInt64.self)
      raw.storeBytes(of: low, toByteOffset: 8, as: UInt64.self)
    }
    return bytes
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
