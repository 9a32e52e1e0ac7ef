/// A value that describes what a row, a section header or a section footer shows.
///
/// Components hold no platform UI: renderers know how to measure and draw each one. Sectional
/// compares components with `==` to decide whether a row whose id survived an update must be
/// reloaded, so make equality cover everything that is drawn.
///
/// Sectional ships standard components that every renderer draws (``TextItem``,
/// ``ParagraphItem``, ``ImageItem``, ``AsyncImageItem``, ``PillsItem``, ``ActionBarItem``,
/// ``LoadingItem``, ``EmbeddedListItem``, ``ColumnsItem``). Add your own by conforming a value type:
///
/// ```swift
/// struct RatingItem: Component {
///   var stars: Int
/// }
/// ```
///
/// A component of plain data (no class, string or array inside) of at most 16 bytes, such as
/// `RatingItem`, is stored in its row: making, copying and comparing such rows allocates nothing
/// and counts no references. Larger components are kept in a box shared by the row's copies.
public protocol Component: Equatable, Sendable {
  /// What a tap on the row's body does to the component, reported to the row's `didSelect`
  /// handlers as ``EventDetail/interaction(_:)``: a ``TextItem`` with a toggle switches it.
  /// `nil` (nothing more than a selection) by default.
  var interactionOnTap: (any ComponentInteraction)? { get }

  /// Whether the user can use the component: a disabled component's row cannot be tapped or
  /// focused, and renderers show it dimmed. `true` by default.
  var isEnabled: Bool { get }

  /// Whether the component is a field that takes focus and the keyboard (``TextFieldItem``,
  /// ``TextAreaItem``). `false` by default.
  var isFocusable: Bool { get }

  /// What assistive technologies say about the component: its label, value and traits, and
  /// its parts where they are read one by one. Every standard component describes itself; a
  /// custom component says nothing by default (``AccessibilityDescription/isSilent``), which
  /// the accessibility audit of `SectionalTesting` reports, so describe yours:
  ///
  /// ```swift
  /// struct RatingItem: Component {
  ///   var stars: Int
  ///   var accessibilityDescription: AccessibilityDescription {
  ///     AccessibilityDescription(label: "Rating", value: "\(stars) of 5", traits: .adjustable)
  ///   }
  /// }
  /// ```
  var accessibilityDescription: AccessibilityDescription { get }
}

extension Component {
  /// Nothing: a tap selects the row, no more.
  public var interactionOnTap: (any ComponentInteraction)? { nil }

  /// Enabled.
  public var isEnabled: Bool { true }

  /// Not a field.
  public var isFocusable: Bool { false }

  /// Nothing: a custom component describes itself (see the requirement).
  public var accessibilityDescription: AccessibilityDescription { AccessibilityDescription() }

  /// Whether `other` is a component of the same type that is equal to this one.
  ///
  /// - Parameter other: Any component.
  /// - Returns: `false` when the types differ, otherwise `self == other`.
  @inlinable
  public func isContentEqual(to other: any Component) -> Bool {
    // Components of the same type, the usual case, compare without a dynamic cast.
    if let equal = equalIfSameType(self, other) { return equal }
    return isContentEqual(byCasting: other)
  }

  /// The cast of ``isContentEqual(to:)``, kept out of line: it needs `Self?`, whose metadata
  /// would otherwise be looked up on every call, even when the types are the same.
  @usableFromInline @inline(never)
  func isContentEqual(byCasting other: any Component) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
