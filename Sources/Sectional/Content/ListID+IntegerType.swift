extension ListID {
  /// The standard integer types. Ids made from any of them compare by value: `ListID(30)` equals
  /// `ListID(Int32(30))`, where a comparison of wrapped values would tell the types apart.
  @usableFromInline
  enum IntegerType: UInt8, Sendable {
    case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64

    /// `value` as an `Int`, and its type, when `Value` is a standard integer type other than
    /// `Int` and the value fits; `nil` otherwise.
    ///
    /// - Complexity: Up to nine metadata comparisons, folded away where it is specialised.
    @inlinable
    static func normalized<Value>(_ value: Value) -> (Int, IntegerType)? {
      // `unsafeBitCast` reinterprets a value as its own type: the metadata are the same.
      if Value.self == Int32.self { return (Int(unsafeBitCast(value, to: Int32.self)), .int32) }
      if Value.self == Int64.self {
        return Int(exactly: unsafeBitCast(value, to: Int64.self)).map { ($0, .int64) }
      }
      if Value.self == UInt.self {
        return Int(exactly: unsafeBitCast(value, to: UInt.self)).map { ($0, .uint) }
      }
      if Value.self == UInt64.self {
        return Int(exactly: unsafeBitCast(value, to: UInt64.self)).map { ($0, .uint64) }
      }
      if Value.self == UInt32.self {
        return Int(exactly: unsafeBitCast(value, to: UInt32.self)).map { ($0, .uint32) }
      }
      if Value.self == Int16.self { return (Int(unsafeBitCast(value, to: Int16.self)), .int16) }
      if Value.self == UInt16.self { return (Int(unsafeBitCast(value, to: UInt16.self)), .uint16) }
      if Value.self == Int8.self { return (Int(unsafeBitCast(value, to: Int8.self)), .int8) }
      if Value.self == UInt8.self { return (Int(unsafeBitCast(value, to: UInt8.self)), .uint8) }
      return nil
    }

    /// `value` as `Type`, when `Type` is a standard integer type that holds it; `nil` otherwise.
    @inlinable
    static func convert<Value>(_ value: Int, to type: Value.Type) -> Value? {
      if Value.self == Int.self { return unsafeBitCast(value, to: Value.self) }
      if Value.self == Int32.self {
        return Int32(exactly: value).map { unsafeBitCast($0, to: Value.self) }
      }
      if Value.self == Int64.self {
        return Int64(exactly: value).map { unsafeBitCast($0, to: Value.self) }
      }
      if Value.self == UInt.self {
        return UInt(exactly: value).map { unsafeBitCast($0, to: Value.self) }
      }
      if Value.self == UInt64.self {
        return UInt64(exactly: value).map { unsafeBitCast($0, to: Value.self) }
      }
      if Value.self == UInt32.self {
        return UInt32(exactly: value).map { unsafeBitCast($0, to: Value.self) }
      }
      if Value.self == Int16.self {
        return Int16(exactly: value).map { unsafeBitCast($0, to: Value.self) }
      }
      if Value.self == UInt16.self {
        return UInt16(exactly: value).map { unsafeBitCast($0, to: Value.self) }
      }
      if Value.self == Int8.self {
        return Int8(exactly: value).map { unsafeBitCast($0, to: Value.self) }
      }
      if Value.self == UInt8.self {
        return UInt8(exactly: value).map { unsafeBitCast($0, to: Value.self) }
      }
      return nil
    }

    /// `value` as this type.
    func value(_ value: Int) -> any Hashable & Sendable {
      switch self {
      case .int: value
      case .int8: Int8(truncatingIfNeeded: value)
      case .int16: Int16(truncatingIfNeeded: value)
      case .int32: Int32(truncatingIfNeeded: value)
      case .int64: Int64(value)
      case .uint: UInt(truncatingIfNeeded: value)
      case .uint8: UInt8(truncatingIfNeeded: value)
      case .uint16: UInt16(truncatingIfNeeded: value)
      case .uint32: UInt32(truncatingIfNeeded: value)
      case .uint64: UInt64(truncatingIfNeeded: value)
      }
    }
  }
}
