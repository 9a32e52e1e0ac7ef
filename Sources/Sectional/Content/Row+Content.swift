extension Row {
  /// A row's component: a ``TextItem``, the standard row, inline (24 bytes, no allocation; the
  /// tag lives in spare bits of its reference); any other component in a shared box.
  @usableFromInline
  enum Content: Sendable {
    case text(TextItem)
    case other(ComponentBox)

    /// The storage of `component`.
    @inlinable
    init<Value: Component>(_ component: Value) {
      // A metadata comparison, folded away where the initializer is specialised. `Value` is the
      // component's dynamic type (an existential argument is opened), so any other type is
      // not a text item.
      if Value.self == TextItem.self {
        self = .text(unsafeBitCast(component, to: TextItem.self))
      } else {
        self = .other(ComponentBox(component))
      }
    }

    /// The storage of a component of any type.
    @usableFromInline
    init(existential component: any Component) {
      if let item = component as? TextItem {
        self = .text(item)
      } else {
        self = .other(ComponentBox(component))
      }
    }
  }

  /// A component other than a ``TextItem``, shared between copies of its row.
  @usableFromInline
  final class ComponentBox: Sendable {
    @usableFromInline let component: any Component

    @usableFromInline
    init(_ component: any Component) {
      self.component = component
    }
  }
}
