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
///
/// A row is 64 bytes. A ``TextItem`` is held inline, and so is a component of plain data of at
/// most 16 bytes; other components in a shared box. Heights
/// that a `Float` holds exactly, traits and handlers cost nothing when they are the defaults, and
/// one shared allocation otherwise.
public struct Row: Sendable {
  /// The row's identity.
  public var id: ListID
  /// How ``height`` is stored; in the bytes `id` leaves free.
  @usableFromInline var heightForm: HeightForm
  /// The fixed height or the estimate, when ``heightForm`` says there is one.
  @usableFromInline var heightValue: Float
  /// What the row shows.
  @usableFromInline var content: Content
  /// Traits, handlers and heights stored out of line, shared between copies: most rows keep the
  /// default traits, have no handler and need no such height (`nil`), and a row then copies
  /// with no reference count to bump (diffs copy whole sections of rows). The box is immutable:
  /// setting ``traits``, ``handlers`` or ``height`` replaces it, so rows keep value semantics.
  @usableFromInline var extras: Extras?

  /// What the row shows.
  public var component: any Component {
    get {
      switch content {
      case .text(let item): item
      case .inline(let value): value.component
      case .other(let box): box.component
      }
    }
    set { content = Content(existential: newValue) }
  }

  /// How tall the row is; ``RowHeight/automatic`` by default.
  public var height: RowHeight {
    get {
      switch heightForm {
      case .automatic: .automatic
      case .estimated: .automatic(estimate: Double(heightValue))
      case .fixed: .fixed(Double(heightValue))
      case .outOfLine: extras?.height ?? .automatic
      }
    }
    set {
      let (form, value) = HeightForm.compact(newValue)
      heightForm = form
      heightValue = value
      if form == .outOfLine || extras?.height != nil {
        extras = Extras(
          traits: traits, handlers: handlers, height: form == .outOfLine ? newValue : nil)
      }
    }
  }

  /// How the row behaves when selected or edited.
  public var traits: RowTraits {
    get { extras?.traits ?? RowTraits() }
    set { extras = Extras(traits: newValue, handlers: handlers, height: extras?.height) }
  }

  /// The handlers, by event, in the order they were attached.
  var handlers: [RowEvent: [RowHandler]] {
    get { extras?.handlers ?? [:] }
    set { extras = Extras(traits: traits, handlers: newValue, height: extras?.height) }
  }

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - id: The row's identity: any hashable, sendable value, such as an enum case.
  ///   - component: What the row shows.
  ///   - height: How tall it is; measured by the renderer unless you say otherwise.
  @inlinable
  public init<ID: Hashable & Sendable>(
    id: ID, _ component: some Component, height: RowHeight = .automatic
  ) {
    // Inlined, so that the id and the component are wrapped where their types are known.
    self.init(id: ListID(id), content: Content(component), height: height)
  }

  /// Creates a row from its stored parts.
  @inlinable
  init(id: ListID, content: Content, height: RowHeight) {
    // Inlined too: a row built without a height then stores two constants and no extras.
    self.id = id
    self.content = content
    (heightForm, heightValue) = HeightForm.compact(height)
    extras = heightForm == .outOfLine ? Extras(outOfLine: height) : nil
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
    switch (content, other.content) {
    case (.text(let item), .text(let otherItem)): item == otherItem
    case (.inline(let value), .inline(let otherValue)): value == otherValue
    case (.other(let box), .other(let otherBox)):
      box === otherBox || box.component.isContentEqual(to: otherBox.component)
    default: false
    }
  }
}

extension Row {
  /// A row's traits, handlers and a height that is not stored inline, when any of them differs
  /// from the default.
  @usableFromInline
  final class Extras: Sendable {
    let traits: RowTraits
    let handlers: [RowEvent: [RowHandler]]
    let height: RowHeight?

    init(traits: RowTraits, handlers: [RowEvent: [RowHandler]], height: RowHeight?) {
      self.traits = traits
      self.handlers = handlers
      self.height = height
    }

    /// The extras of a row with default traits, no handler, and `height`, which the row cannot
    /// store inline.
    @usableFromInline
    convenience init(outOfLine height: RowHeight) {
      self.init(traits: RowTraits(), handlers: [:], height: height)
    }
  }
}
