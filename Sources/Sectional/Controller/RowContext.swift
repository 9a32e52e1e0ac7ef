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
  /// The row's current position (for ``RowEvent/delete``, the position it had).
  public let indexPath: RowPath
  /// The row as it is in the content.
  public let row: Row
  /// More about the event: where a moved row came from, which pill or button was chosen.
  public let detail: EventDetail
  /// The controller that owns the row.
  public let controller: ListController

  /// The host's presenter, for navigation, alerts, sharing, mail and reviews.
  public var presenter: any Presenter { controller.presenter }

  /// The position a moved row came from, for ``RowEvent/move``.
  public var sourcePath: RowPath? {
    if case .moved(let from) = detail { return from }
    return nil
  }

  /// The pill that was chosen in a ``PillsItem`` row.
  public var pillID: String? {
    if case .pill(let id) = detail { return id }
    return nil
  }

  /// The button that was pressed in an ``ActionBarItem`` row.
  public var actionID: String? {
    if case .action(let id) = detail { return id }
    return nil
  }

  /// The new value of a row's toggle accessory, when the event switched it (a tap on the
  /// switch, or on the row's body: both switch it).
  public var toggleValue: Bool? {
    if case .toggled(let isOn) = detail { return isOn }
    return nil
  }

  /// The part of a custom component that was used, as its renderer named it.
  public var partID: String? {
    if case .part(let id) = detail { return id }
    return nil
  }

  /// The inner row that was chosen in an ``EmbeddedListItem`` row.
  public var embeddedIndex: Int? {
    if case .embeddedRow(let index) = detail { return index }
    return nil
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
  /// A pill of a ``PillsItem`` was chosen.
  case pill(String)
  /// A button of an ``ActionBarItem`` was pressed.
  case action(String)
  /// An inner row of an ``EmbeddedListItem`` was chosen.
  case embeddedRow(Int)
  /// A row with a toggle accessory was switched; the toggle's new value.
  case toggled(Bool)
  /// A part of a custom component was used, named by the component's renderer.
  case part(String)
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
