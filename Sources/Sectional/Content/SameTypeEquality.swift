/// Whether `value` and `other` are equal, when they have the same dynamic type; `nil` when they do
/// not.
///
/// ``ListID`` and ``Component`` compare values held in existentials. Casting one to the other's
/// type (`other as? Self`) goes through the runtime's dynamic cast, which copies the value and
/// looks up generic metadata on every call: most of the cost of matching ids and components in a
/// diff. Both existentials are opened instead, so their types are known here, and when the types
/// are the same `==` is called through the `Equatable` witness directly. This code runs
/// unspecialised (the types are only known at run time), so it must not name a generic type built
/// from `Value` (such as `UnsafePointer<Value>` or `Value?`): each would be a metadata lookup.
///
/// - Complexity: One metadata comparison and one call of `==`.
@usableFromInline
func equalIfSameType<Value: Equatable, Other: Equatable>(_ value: Value, _ other: Other) -> Bool? {
  guard Value.self == Other.self else { return nil }
  // Same metadata, so `other` is a `Value` of the same size: the cast reinterprets nothing.
  return value == unsafeBitCast(other, to: Value.self)
}
