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
/// A row is 56 bytes. A ``TextItem`` is held inline, and so is a component of plain data of at
/// most 16 bytes; other components in a shared box. Heights that a `Float` holds exactly, traits
/// and handlers cost nothing when they are the defaults, and one shared allocation otherwise,
/// which holds the component too.
public struct Row: Sendable {
  /// The row's identity.
  public var id: ListID
  /// How ``height`` is stored; in the bytes `id` leaves free.
  @usableFromInline var heightForm: HeightForm
  /// Which of the events asked of thousands of rows at once (a change's, display, prefetch:
  /// see ``Row/inlineBit(_:)``) the row's handlers are for, a copy of what ``extras`` holds:
  /// in the bytes `id` and ``heightForm`` leave free, so that asking does not read every
  /// row's extras (a filter asks about thousands of rows, whose extras are cold in memory).
  @usableFromInline var inlineEvents: UInt16 = 0
  /// The fixed height or the estimate, when ``heightForm`` says there is one.
  @usableFromInline var heightValue: Float
  /// What the row shows; for a row with ``extras``, a box of them with what it shows
  /// (``Content/extended(_:)``).
  @usableFromInline var content: Content

  /// Traits, handlers and heights stored out of line, shared between copies: most rows keep the
  /// default traits, have no handler and need no such height (`nil`), and a row then copies
  /// with no reference count to bump beyond its component's (diffs copy whole sections of
  /// rows). They share the component's place, so the row has no field for them. The box is
  /// immutable: setting ``traits``, ``handlers`` or ``height`` replaces it, so rows keep value
  /// semantics.
  @usableFromInline var extras: Extras? {
    if case .extended(let extras) = content { return extras }
    return nil
  }

  /// What the row shows, without its extras: never ``Content/extended(_:)``.
  @usableFromInline var base: Content {
    if case .extended(let extras) = content { return extras.base }
    return content
  }

  /// Replaces the row's extras, keeping what it shows.
  mutating func setExtras(
    traits: RowTraits, handlers: RowHandlers, height: RowHeight?, outline: OutlinePlace?? = nil
  ) {
    content = .extended(
      Extras(
        base: base, traits: traits, handlers: handlers, height: height,
        outline: outline ?? extras?.outline))
    inlineEvents = Self.inlineEvents(of: handlers)
  }

  /// The bit of `event` in ``inlineEvents``, 0 for an event that is not kept there.
  @inline(__always)
  static func inlineBit(_ event: RowEvent) -> UInt16 {
    switch event {
    case .inserted: 1 << 0
    case .removed: 1 << 1
    case .moved: 1 << 2
    case .reloaded: 1 << 3
    case .configure: 1 << 4
    case .willDisplay: 1 << 5
    case .didEndDisplaying: 1 << 6
    case .prefetch: 1 << 7
    case .cancelPrefetch: 1 << 8
    default: 0
    }
  }

  /// The events ``inlineBit(_:)`` keeps a bit for, listed once (not an array made per row).
  private static let inlineKept = RowEvent.allCases.filter { inlineBit($0) != 0 }

  /// ``inlineEvents`` for `handlers`.
  static func inlineEvents(of handlers: RowHandlers) -> UInt16 {
    var events: UInt16 = 0
    for event in inlineKept where handlers.handles(event) {
      events |= inlineBit(event)
    }
    return events
  }

  /// What the row shows.
  public var component: any Component {
    get { content.component }
    set {
      let shown = Content(existential: newValue)
      if let extras {
        content = .extended(
          Extras(
            base: shown, traits: extras.traits, handlers: extras.handlers, height: extras.height,
            outline: extras.outline))
      } else {
        content = shown
      }
    }
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
        setExtras(traits: traits, handlers: handlers, height: form == .outOfLine ? newValue : nil)
      }
    }
  }

  /// How the row behaves when selected or edited.
  public var traits: RowTraits {
    get { extras?.traits ?? RowTraits() }
    set { setExtras(traits: newValue, handlers: handlers, height: extras?.height) }
  }

  /// The handlers, in the order they were attached.
  var handlers: RowHandlers {
    get { extras?.handlers ?? .none }
    set { setExtras(traits: traits, handlers: newValue, height: extras?.height) }
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
    // Inlined, so that the id and the component are wrapped where their types are known (and
    // the check below folds away for every other type).
    self.init(id: ListID(id), content: Content(component), height: height)
    if component is any FollowsDisplay { followDisplay() }
  }

  /// Creates a row from its stored parts.
  @inlinable
  init(id: ListID, content: Content, height: RowHeight) {
    // Inlined too: a row built without a height then stores two constants and no extras.
    self.id = id
    (heightForm, heightValue) = HeightForm.compact(height)
    self.content =
      heightForm == .outOfLine ? .extended(Extras(base: content, outOfLine: height)) : content
  }

  /// Whether the row has at least one handler for `event`.
  ///
  /// - Parameter event: An event.
  public func handles(_ event: RowEvent) -> Bool {
    let bit = Self.inlineBit(event)
    if bit != 0 { return inlineEvents & bit != 0 }
    return extras?.handlers.handles(event) ?? false
  }

  /// Whether `other` shows the same thing: equal components of the same type.
  ///
  /// - Parameter other: Another row, usually the one with the same id in other content.
  @inlinable @inline(__always)
  public func hasSameContent(as other: Row) -> Bool {
    // A row's place in an outline is part of what it shows (its indentation and disclosure).
    if case .extended = content {
      return extras?.outline == other.extras?.outline && Content.same(base, other.base)
    }
    if case .extended = other.content {
      return other.extras?.outline == nil && Content.same(base, other.base)
    }
    return Content.same(content, other.content)
  }
}

extension Row {
  /// A row's traits, handlers and a height that is not stored inline, when any of them differs
  /// from the default, with what the row shows.
  @usableFromInline
  final class Extras: Sendable {
    /// What the row shows: never ``Content/extended(_:)``.
    @usableFromInline let base: Content
    let traits: RowTraits
    let handlers: RowHandlers
    let height: RowHeight?
    /// Where the row sits in an ``Outline``, when it is one's.
    @usableFromInline let outline: OutlinePlace?

    init(
      base: Content, traits: RowTraits, handlers: RowHandlers, height: RowHeight?,
      outline: OutlinePlace? = nil
    ) {
      // A row's content is unwrapped before it is boxed again, so boxes never nest.
      if case .extended(let extras) = base {
        self.base = extras.base
      } else {
        self.base = base
      }
      self.traits = traits
      self.handlers = handlers
      self.height = height
      self.outline = outline
    }

    /// The extras of a row with default traits, no handler, and `height`, which the row cannot
    /// store inline.
    @usableFromInline
    convenience init(base: Content, outOfLine height: RowHeight) {
      self.init(base: base, traits: RowTraits(), handlers: .none, height: height)
    }
  }
}
