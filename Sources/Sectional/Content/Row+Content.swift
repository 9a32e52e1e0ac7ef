extension Row {
  /// A row's component: a ``TextItem``, the standard row, inline (24 bytes, no allocation; the
  /// tag lives in spare bits of its reference); a small component of plain data (no reference,
  /// at most 16 bytes, such as an enum or a few numbers) inline beside its type's
  /// ``InlineComponent/Kind``; any other component in a shared box.
  @usableFromInline
  enum Content: Sendable {
    case text(TextItem)
    case inline(InlineComponent)
    case other(ComponentBox)
    /// What a row with traits, handlers or an out-of-line height shows, in one box with them.
    case extended(Extras)

    /// The storage of `component`.
    @inlinable
    init<Value: Component>(_ component: Value) {
      // Metadata comparisons and layout constants, folded away where the initializer is
      // specialised. `Value` is the component's dynamic type (an existential argument is
      // opened), so any other type is not a text item.
      if Value.self == TextItem.self {
        self = .text(unsafeBitCast(component, to: TextItem.self))
      } else if InlineComponent.fits(Value.self) {
        self = .inline(InlineComponent(component))
      } else {
        self = .other(ComponentBox(component))
      }
    }

    /// Whether two contents show the same thing: equal components of the same type. Contents
    /// with extras are compared by what they box (``Row/base``), so this is never recursive and
    /// is inlined where the diff compares every paired row.
    @inlinable
    static func same(_ first: Content, _ second: Content) -> Bool {
      switch (first, second) {
      case (.text(let item), .text(let otherItem)): item == otherItem
      case (.inline(let value), .inline(let otherValue)): value == otherValue
      case (.other(let box), .other(let otherBox)):
        box === otherBox || box.component.isContentEqual(to: otherBox.component)
      default: false
      }
    }

    /// The component this content holds.
    var component: any Component {
      switch self {
      case .text(let item): item
      case .inline(let value): value.component
      case .other(let box): box.component
      case .extended(let extras): extras.base.component
      }
    }

    /// The storage of a component of any type.
    @usableFromInline
    init(existential component: any Component) {
      // The existential is opened: the component is stored by its dynamic type.
      self.init(component)
    }
  }

  /// A component other than a ``TextItem`` that ``InlineComponent`` cannot hold, shared between
  /// copies of its row.
  @usableFromInline
  final class ComponentBox: Sendable {
    @usableFromInline let component: any Component

    @usableFromInline
    init(_ component: any Component) {
      self.component = component
    }
  }
}
