/// What a row's event handler receives: which row, where it is now, and what it may use.
///
/// ```swift
/// Row(id: SettingsRow.privacy, TextItem("Privacy Policy", accessory: .disclosure))
///   .onSelect { context in
///     context.presenter.push(TextScreen.privacyPolicy)
///   }
/// ```
@MainActor
public struct RowContext {
  /// The event being handled.
  public let event: RowEvent
  /// The row's id.
  public let id: ListID
  /// The row's current position (for ``RowEvent/removed`` and ``RowEvent/userDeleted``, the position it had).
  public let indexPath: RowPath
  /// The row as it is in the content.
  public let row: Row
  /// More about the event: where a moved row came from, which button was pressed, what the user
  /// did with the row's component.
  public let detail: EventDetail
  /// The controller that owns the row.
  public let controller: ListController

  /// The host's presenter, for navigation, alerts, sharing, mail and reviews.
  public var presenter: any Presenter { controller.presenter }

  /// The position a moved row came from, for ``RowEvent/moved`` and ``RowEvent/userMoved``.
  public var sourcePath: RowPath? {
    if case .moved(let from) = detail { return from }
    return nil
  }

  /// The button that was pressed in an ``ActionBarItem`` row, or the title of the swipe action
  /// that ran.
  public var actionID: String? {
    if case .action(let id) = detail { return id }
    return nil
  }

  /// The part of a custom component that was used, as its renderer named it.
  public var partID: String? {
    if case .part(let id) = detail { return id }
    return nil
  }

  /// The interaction a component's renderer reported, when it is of type `type`.
  ///
  /// ```swift
  /// if let toggled = context.interaction(TextItem.Toggled.self) { wifi = toggled.isOn }
  /// ```
  ///
  /// - Parameter type: The interaction's type, declared by the component.
  public func interaction<Interaction: ComponentInteraction>(_ type: Interaction.Type)
    -> Interaction?
  {
    if case .interaction(let interaction) = detail { return interaction as? Interaction }
    return nil
  }

  /// Gives focus to the field with `id`, or ends editing with `nil`; see
  /// ``ListController/focus(_:)-(ListID?)``.
  ///
  /// - Parameter id: The field's id, or `nil`.
  /// - Returns: `false` when no enabled field has `id`.
  @discardableResult
  public func focus(_ id: ListID?) -> Bool {
    controller.focus(id)
  }

  /// Gives focus to the field whose id wraps `id`; see ``focus(_:)-(ListID?)``.
  ///
  /// - Parameter id: The field's id, as given to its row.
  /// - Returns: `false` when no enabled field has `id`.
  @discardableResult
  public func focus<ID: Hashable & Sendable>(_ id: ID) -> Bool {
    controller.focus(Optional(ListID(id)))
  }

  /// The id as the type it was created from.
  ///
  /// - Parameter type: The id's type, such as an enum of row kinds.
  public func id<Value: Hashable & Sendable>(as type: Value.Type) -> Value? {
    id.as(type)
  }

  /// Creates a context. Only ``ListController`` creates them, as it dispatches an event.
  init(
    event: RowEvent, id: ListID, indexPath: RowPath, row: Row, detail: EventDetail,
    controller: ListController
  ) {
    self.event = event
    self.id = id
    self.indexPath = indexPath
    self.row = row
    self.detail = detail
    self.controller = controller
  }
}

/// More about an event than which row it reached.
public enum EventDetail: Equatable, Sendable {
  /// Nothing more.
  case none
  /// A move, from this position.
  case moved(from: RowPath)
  /// A button of an ``ActionBarItem`` was pressed, or a swipe action ran (its title).
  case action(String)
  /// A part of a custom component was used, named by the component's renderer.
  case part(String)
  /// The user did something with a part of the row's component, which the component declares
  /// (see ``ComponentInteraction``): ``PillsItem/Chosen``, ``TextItem/Toggled``,
  /// ``EmbeddedListItem/Chosen``, or an app's own.
  case interaction(any ComponentInteraction)

  /// Whether both are the same detail; interactions compare by type and value.
  public static func == (lhs: EventDetail, rhs: EventDetail) -> Bool {
    switch (lhs, rhs) {
    case (.none, .none): true
    case (.moved(let a), .moved(let b)): a == b
    case (.action(let a), .action(let b)): a == b
    case (.part(let a), .part(let b)): a == b
    case (.interaction(let a), .interaction(let b)): a.isEqual(to: b)
    default: false
    }
  }
}

/// What a section header or footer handler receives.
@MainActor
public struct SectionContext {
  /// Whether a header or a footer.
  public enum Kind: Sendable, Equatable {
    /// The section's header.
    case header
    /// The section's footer.
    case footer
  }

  /// The event being handled.
  public let event: SectionEvent
  /// Header or footer.
  public let kind: Kind
  /// The section's id.
  public let sectionID: ListID
  /// The section's current index.
  public let section: Int
  /// The controller that owns the section.
  public let controller: ListController

  /// The host's presenter.
  public var presenter: any Presenter { controller.presenter }
}

/// A row event handler.
public typealias RowHandler = @MainActor @Sendable (RowContext) -> Void

/// A section header or footer event handler.
public typealias SectionHandler = @MainActor @Sendable (SectionContext) -> Void
