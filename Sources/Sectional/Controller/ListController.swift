/// The liaison between a list's content and the renderer that draws it.
///
/// A controller owns the current ``ListContent`` and one connected ``ListRenderer``. Change the
/// content imperatively (append, insert, delete, replace, reload, move and swap rows and
/// sections, by position or by id) and the controller hands the renderer a
/// ``StagedChangeset`` that UIKit's batch updates accept. Events come back from the renderer by
/// position; the controller finds the row they belong to and calls that row's handlers.
///
/// ```swift
/// let controller = try ListController {
///   Section(id: "main") {
///     Row(id: "hello", TextItem("Hello")).onSelect { _ in print("hi") }
///   }
/// }
/// controller.connect(tableRenderer)
/// try controller.appendRows([Row(id: "world", TextItem("World"))], to: .id("main"))
/// ```
///
/// Every operation checks its input first: a bad position or an unknown id throws a
/// ``ListError`` and leaves the content exactly as it was. The imperative edits are for lists
/// without a screen: on the controller of a ``ScreenHost`` they throw
/// ``ListError/Problem/ownedByScreen(_:)`` (the host builds the content from the screen's state,
/// and its next rebuild would undo them).
@MainActor
public final class ListController {
  /// The content, as of the last change.
  public private(set) var content: ListContent

  /// The renderer that draws the content, if one is connected.
  public private(set) weak var renderer: (any ListRenderer)?

  /// Where the cursor (the selection) goes when a change moves rows under it: with its row
  /// (``CursorTracking/followsRow``, the default) or kept at its line
  /// (``CursorTracking/keepsLine``). Renderers read it whenever they apply a change.
  public var cursorTracking = CursorTracking.followsRow

  /// What handlers use to navigate and present; a presenter that can do nothing until a host
  /// sets one.
  public var presenter: any Presenter

  /// The rows a person selects for an action on several (a `MultipleSelectionScreen`), as the
  /// screen's host keeps them; `nil` for a screen that has none. Renderers route a tap while it
  /// is selecting to it instead of to the row's events.
  package weak var rowSelection: (any RowSelecting)?

  /// Which sections are collapsed, and the rows they hide.
  var collapse = CollapseState()
  /// The column each sortable table was sorted by a person, by section id.
  var sorts: [ListID: ColumnsItem.Sort] = [:]
  /// Which nodes of outlines are expanded, and the loads of their children.
  var outline = OutlineState()
  /// What was known of the rows of `ForEach`es that changes removed (see ``RetiredRows``).
  var retired = RetiredRows()

  private var pending: [(changes: StagedChangeset, events: [PendingEvent], adopt: ListContent?)] =
    []
  private var isApplying = false
  /// How deep the current event dispatch is (a handler may cause another event).
  private var dispatchDepth = 0
  /// Whether a handler ran during the outermost dispatch under way.
  private var handlersRan = false
  /// Cancels work started for this list (page loads), run by ``cancelWork()``.
  private var cancellations: [ObjectIdentifier: @MainActor () -> Void] = [:]

  /// Called after a user action whose handlers ran has been fully dispatched (the outermost one,
  /// when handlers cause more events): the screen host rebuilds the content then.
  var onHandlersRan: (@MainActor () -> Void)?

  /// The name of the screen whose ``ScreenHost`` owns this controller, if one does: imperative
  /// edits are refused then (see ``checkNotHosted(_:)``).
  var hostScreen: String?

  /// Throws when a screen host owns the controller: its next rebuild would undo an imperative
  /// edit.
  ///
  /// - Parameter operation: The edit's name, for the error.
  func checkNotHosted(_ operation: String) throws(ListError) {
    if let hostScreen {
      throw ListError(operation: operation, problem: .ownedByScreen(hostScreen))
    }
  }

  /// Called by ``setNeedsUpdate()``: the screen host rebuilds the content.
  var onNeedsUpdate: (@MainActor () -> Void)?
  /// Called after a person selected a row (its `didSelect` with no detail: not a control, a
  /// part or an action of the row), with its id: a split moves the focus to the row's detail.
  package var onRowSelected: (@MainActor (ListID) -> Void)?

  /// The id of the field that has focus and the keyboard, or `nil` when no field is edited.
  /// Set it with ``focus(_:)-(ListID?)``; it survives rebuilds by id.
  public internal(set) var focusedID: ListID?

  /// Where the focused field was last seen, and the content it was seen in: finds it again in
  /// O(1) after a rebuild that did not move it, and the next field when it is gone.
  var focusPath: RowPath?
  var focusBaseline: ListContent?

  let focusObservers = Observers<ListID?>()

  /// The content's fields (see ``fields``), kept from change to change once built; `nil` until
  /// something asks about the fields, and after a reload.
  var fieldCache: FieldIndex?

  /// Creates a controller with no content; it cannot fail.
  ///
  /// ```swift
  /// let controller = ListController()
  /// try controller.update { Section(id: "main") { Row(id: "a", TextItem("A")) } }
  /// ```
  public init() {
    self.content = .empty
    self.presenter = UnattachedPresenter()
  }

  /// Creates a controller with content.
  ///
  /// - Parameter content: The initial content.
  /// - Throws: ``ContentError`` when ids repeat.
  public init(content: ListContent) throws(ContentError) {
    self.content = content
    self.presenter = UnattachedPresenter()
    self.content = try shown(content)
  }

  /// Creates a controller with content built by ``ListBuilder``.
  ///
  /// - Parameter build: The sections.
  /// - Throws: ``ContentError`` when ids repeat.
  public convenience init(@ListBuilder content build: () -> [Section]) throws(ContentError) {
    try self.init(content: ListContent(sections: build()))
  }

  /// Connects a renderer and asks it to show the content from scratch.
  ///
  /// - Parameter renderer: The renderer; the controller holds it weakly.
  public func connect(_ renderer: any ListRenderer) {
    self.renderer = renderer
    renderer.reloadData(from: self)
  }

  /// Replaces all content without animation (the renderer reloads everything).
  ///
  /// - Parameter content: The new content.
  /// - Throws: ``ContentError`` when ids repeat; the old content stays.
  public func reloadData(with content: ListContent) throws(ContentError) {
    self.content = try shown(content)
    fieldCache = nil
    renderer?.reloadData(from: self)
    maintainFocus()
  }

  /// Installs `newContent` and hands `changes` to the renderer, then fires `events`. While the
  /// renderer is applying an earlier change (a handler of that change made this one), both wait
  /// in a queue: the renderer gets this change after the earlier one, and its events fire only
  /// once the renderer has it.
  func commit(
    _ newContent: ListContent, _ changes: StagedChangeset, events: [PendingEvent] = []
  ) {
    if var fields = fieldCache.take() {
      fields.apply(changes, from: content)
      fieldCache = fields
    }
    content = newContent
    // Nothing to animate: the renderer still takes the new rows (their actions, names and
    // handlers may have changed with the screen's state), in turn with any change queued.
    pending.append((changes, events, adopt: changes.isEmpty ? newContent : nil))
    drain()
  }

  private func drain() {
    guard !isApplying else { return }
    isApplying = true
    defer { isApplying = false }
    while !pending.isEmpty {
      let next = pending.removeFirst()
      if !next.changes.isEmpty {
        renderer?.apply(next.changes, from: self)
      } else if let content = next.adopt {
        renderer?.adopt(content, from: self)
      }
      for event in next.events {
        event.forEachSingle { dispatch($0) }
      }
    }
    // The renderer shows the new content: focus follows its field, or moves on if it is gone.
    maintainFocus()
  }

  /// Asks the screen host to rebuild the content from the screen's state and apply what
  /// changed, as ``ScreenHost/setNeedsUpdate()`` does: once, on a later turn of the main actor,
  /// however many times it is called in this one. Call it when state changed outside a user
  /// action's handler (a page arrived, a timer fired); after handlers of user actions, commands
  /// and alert actions the host rebuilds by itself, at once. Does nothing when no host owns the
  /// controller.
  public func setNeedsUpdate() {
    onNeedsUpdate?()
  }

  /// Registers work to cancel when the list goes away (see ``cancelWork()``), keyed by `owner`:
  /// registering again for the same owner replaces the earlier entry.
  ///
  /// - Parameters:
  ///   - owner: The object whose work it is, such as a ``PageLoader``.
  ///   - cancel: Cancels it.
  func registerCancellation(
    for owner: AnyObject, _ cancel: @escaping @MainActor () -> Void
  ) {
    cancellations[ObjectIdentifier(owner)] = cancel
  }

  /// Forgets the cancellation registered for `owner` (its work ended).
  func forgetCancellation(for owner: AnyObject) {
    cancellations[ObjectIdentifier(owner)] = nil
  }

  /// Cancels every piece of work started for this list (page loads, ``task(_:)`` work under
  /// way), as a host does when its screen goes away for good.
  public func cancelWork() {
    let work = cancellations
    cancellations = [:]
    for cancel in work.values { cancel() }
  }

  /// How many pieces of asynchronous work for this list (page loads, tasks) are under way.
  private(set) var workInFlight = 0

  /// Called when the last piece of work under way finishes.
  var onWorkFinished: (@MainActor () -> Void)?

  /// Records that asynchronous work for this list started; pair with ``workEnded()``.
  func workBegan() {
    workInFlight += 1
  }

  /// Records that asynchronous work for this list ended (finished, failed or was cancelled).
  func workEnded() {
    workInFlight = max(0, workInFlight - 1)
    if workInFlight == 0 { onWorkFinished?() }
  }

  /// Runs `body` as one event dispatch: when it is the outermost one and a handler ran inside
  /// it, ``onHandlersRan`` is called afterwards.
  func dispatching(_ body: () -> Void) {
    dispatchDepth += 1
    body()
    dispatchDepth -= 1
    guard dispatchDepth == 0, handlersRan else { return }
    handlersRan = false
    onHandlersRan?()
  }

  /// Asks the host to rebuild as after a user action's handlers: once the events being
  /// delivered are (inside ``dispatching(_:)``), or now.
  func rebuildAfterUserAction() {
    if dispatchDepth > 0 { handlersRan = true } else { onHandlersRan?() }
  }

  /// Records that a handler runs (inside ``dispatching(_:)``).
  func noteHandlerRun() {
    handlersRan = true
  }

  /// Called with every visible region the renderer reports, before the observers: the screen
  /// host forwards it to its screen (``Screen/visibleRegionDidChange(_:)``).
  var onVisibleRegionChange: (@MainActor (VisibleRegion) -> Void)?

  /// Calls `body` with every visible region the renderer reports (after every scroll, resize or
  /// applied change). A screen hears it as ``Screen/visibleRegionDidChange(_:)``; this is for
  /// code outside the screen, and never displaces the host's wiring.
  ///
  /// ```swift
  /// controller.observeVisibleRegion { region in print(region.distanceToEnd) }
  /// ```
  ///
  /// - Parameter body: Called with each region, after observers added earlier.
  /// - Returns: The registration; cancel it to stop.
  @discardableResult
  public func observeVisibleRegion(_ body: @escaping @MainActor (VisibleRegion) -> Void)
    -> ObserverRegistration
  {
    visibleRegionObservers.add(body)
  }

  let visibleRegionObservers = Observers<VisibleRegion>()

  /// Hear every display and prefetch event a renderer reports for a row, whatever its handlers
  /// (``observeRowDisplay(_:)``).
  let rowDisplayObservers = Observers<(RowEvent, Row)>()

  /// Whether the renderer is applying a change right now.
  public var isUpdating: Bool { isApplying }
}
