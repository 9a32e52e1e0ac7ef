/// One row of a list: a stable id, the component it shows, its height, its behaviour and the
/// handlers of its events.
///
/// Rows are values. Build them inside a ``Section`` and attach behaviour with modifiers:
///
/// ```swift
/// Row(id: SettingsRow.terms, TextItem("Terms and Conditions", accessory: .disclosure))
///   .onSelect { context in context.presenter.push(TermsScreen()) }
/// ```
///
/// Row ids must be unique across the whole list, not just within a section, so a row can move
/// between sections and keep its identity.
public struct Row: Sendable {
  /// The row's identity.
  public var id: ListID
  /// What the row shows.
  public var component: any Component
  /// How tall the row is; ``RowHeight/automatic`` by default.
  public var height: RowHeight
  /// Traits and handlers, out of line and shared between copies: most rows keep the default
  /// traits and have no handler (`nil`), and a row then copies with two existentials and no
  /// reference count to bump (diffs copy whole sections of rows). The box is immutable: setting
  /// ``traits`` or ``handlers`` replaces it, so rows keep value semantics.
  private var extras: Extras?

  /// How the row behaves when selected or edited.
  public var traits: RowTraits {
    get { extras?.traits ?? RowTraits() }
    set { extras = Extras(traits: newValue, handlers: handlers) }
  }

  /// The handlers, by event, in the order they were attached.
  var handlers: [RowEvent: [RowHandler]] {
    get { extras?.handlers ?? [:] }
    set { extras = Extras(traits: traits, handlers: newValue) }
  }

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - id: The row's identity: any hashable, sendable value, such as an enum case.
  ///   - component: What the row shows.
  ///   - height: How tall it is; measured by the renderer unless you say otherwise.
  public init<ID: Hashable & Sendable>(
    id: ID, _ component: some Component, height: RowHeight = .automatic
  ) {
    self.id = ListID(id)
    self.component = component
    self.height = height
    self.extras = nil
  }

  /// Whether the row has at least one handler for `event`.
  ///
  /// - Parameter event: An event.
  public func handles(_ event: RowEvent) -> Bool {
    handlers[event]?.isEmpty == false
  }

  /// Whether `other` shows the same thing: equal components of the same type.
  ///
  /// - Parameter other: Another row, usually the one with the same id in other content.
  @inlinable
  public func hasSameContent(as other: Row) -> Bool {
    component.isContentEqual(to: other.component)
  }
}

extension Row {
  /// A row's traits and handlers, when either differs from the default.
  private final class Extras: Sendable {
    let traits: RowTraits
    let handlers: [RowEvent: [RowHandler]]

    init(traits: RowTraits, handlers: [RowEvent: [RowHandler]]) {
      self.traits = traits
      self.handlers = handlers
    }
  }
}
