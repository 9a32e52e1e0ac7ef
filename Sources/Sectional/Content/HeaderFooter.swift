/// A section's header or footer: a component, its height and its event handlers.
///
/// You rarely create one directly: pass a component or a string to ``Section``'s initializer and
/// use ``Section/onHeader(_:perform:)`` and ``Section/headerHeight(_:)``.
public struct HeaderFooter: Sendable {
  /// What it shows.
  public var component: any Component
  /// How tall it is.
  public var height: RowHeight
  /// The handlers, by event.
  var handlers: [SectionEvent: [SectionHandler]]

  /// Creates a header or footer.
  ///
  /// - Parameters:
  ///   - component: What it shows.
  ///   - height: How tall it is; automatic by default.
  public init(_ component: some Component, height: RowHeight = .automatic) {
    self.component = component
    self.height = height
    self.handlers = [:]
  }

  /// Whether `other` shows the same thing.
  ///
  /// - Parameter other: Another header or footer.
  public func hasSameContent(as other: HeaderFooter) -> Bool {
    component.isContentEqual(to: other.component)
  }
}
