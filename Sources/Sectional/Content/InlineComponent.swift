/// A small component of plain data, held in its row: its bytes, and the class of its type, whose
/// class methods compare and rebuild it.
///
/// A component qualifies when it holds no reference (it is trivially copyable) and is at most
/// 16 bytes, 8-aligned: an enum of states, a counter, a revision. Such a row copies without a
/// reference count and its content compares without reading another allocation, as it did when
/// rows held `any Component`, while the row stays 56 bytes. The kind is a class metatype, which
/// the runtime makes once per component type and which leaves the spare bits ``Row/Content``
/// keeps its case in.
@usableFromInline
struct InlineComponent: Component {
  /// The component's bytes; those past its size are zero.
  @usableFromInline var words: (UInt64, UInt64)
  /// The component's type.
  @usableFromInline let kind: Kind.Type

  /// Whether a component of type `type` is held inline.
  @inlinable
  static func fits<Value: Component>(_ type: Value.Type) -> Bool {
    _isPOD(Value.self) && MemoryLayout<Value>.size <= MemoryLayout<(UInt64, UInt64)>.size
      && MemoryLayout<Value>.alignment <= MemoryLayout<(UInt64, UInt64)>.alignment
  }

  /// Holds `component`, whose type ``fits(_:)``.
  @inlinable
  init<Value: Component>(_ component: Value) {
    var words: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &words) { raw in
      raw.storeBytes(of: component, as: Value.self)
    }
    self.words = words
    self.kind = Of<Value>.self
  }

  /// The component, as an existential.
  var component: any Component {
    kind.component(of: self)
  }

  /// Whether both hold components of the same type that are equal (their `==`).
  @inlinable
  static func == (lhs: InlineComponent, rhs: InlineComponent) -> Bool {
    ObjectIdentifier(lhs.kind) == ObjectIdentifier(rhs.kind) && lhs.kind.isEqual(lhs, rhs)
  }

  /// What a type of inline component does, through class methods: its subclass ``Of`` does it
  /// for one type, and every stored kind is one. Never instantiated.
  @usableFromInline
  class Kind {
    /// The component `value` holds. (A kind that knew no type would hand back the storage,
    /// which compares by its bytes.)
    class func component(of value: InlineComponent) -> any Component {
      value
    }

    /// Whether the components `value` and `other`, both of this kind, are equal. (A kind that
    /// knew no type would compare their bytes.)
    @usableFromInline
    class func isEqual(_ value: InlineComponent, _ other: InlineComponent) -> Bool {
      value.words == other.words
    }
  }

  /// The kind of the inline components of type `Value`.
  @usableFromInline
  final class Of<Value: Component>: Kind {
    override class func component(of value: InlineComponent) -> any Component {
      withUnsafeBytes(of: value.words) { $0.load(as: Value.self) }
    }

    @usableFromInline
    override class func isEqual(_ value: InlineComponent, _ other: InlineComponent) -> Bool {
      // Loaded as copies (the type is trivially copyable): the words' memory stays bound to
      // `UInt64`, so no memory is ever read as two types.
      withUnsafeBytes(of: value.words) { first in
        withUnsafeBytes(of: other.words) { second in
          first.load(as: Value.self) == second.load(as: Value.self)
        }
      }
    }
  }
}
