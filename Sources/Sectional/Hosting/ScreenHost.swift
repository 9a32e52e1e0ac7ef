/// Runs one screen's loop: state → content → diff → the renderer, again whenever the state may
/// have changed. Every renderer hosts screens through it.
///
/// The host owns the screen's ``ListController`` and is the only one that calls
/// ``ListController/update(to:)`` for the screen. It rebuilds the content on explicit
/// invalidation only, in one of two ways:
/// - at once, after a user action: a handler of a user action ran (``RowEvent/isUserAction``:
///   select, highlight, edit, the user's delete and move, accessory), once after the outermost
///   event; a screen command ran (``perform(_:selection:)``); an alert or action sheet action
///   ran (the host's ``presenter`` wraps every action). What the user did shows before the
///   call returns.
/// - once per turn of the main actor, when something asked for it: ``setNeedsUpdate()``, the
///   screen's ``ScreenContext/requestUpdate()``, ``ListController/setNeedsUpdate()`` (a page
///   arrived), or work started with ``ScreenContext/task(_:)`` ending. Requests made in one turn
///   are coalesced into one rebuild, scheduled on the main actor; ``updateIfNeeded()`` runs it
///   early and ``idle()`` waits for it. A request made while a handler of a user action runs is
///   served by that action's rebuild.
///
/// ```swift
/// let host = ScreenHost(screen: SettingsScreen(), presenter: myPresenter)
/// let table = HeadlessTableView(controller: host.controller)  // or a ListView, a liaison
/// host.start()
/// try table.tap(.id(SettingsRow.logIn))  // the handler runs; the host rebuilds
/// await host.idle()  // page loads and other work have finished
/// ```
///
/// Content that breaks the identity rules never reaches the renderer: the last good content
/// stays, and the problem observers (``observeProblems(_:)``) hear
/// ``ScreenProblem/invalidContent(screen:_:)``. A rebuild that asks for another rebuild while it
/// runs is run again, at most 8 times in a row; then the host keeps the last content, drops the
/// request and reports ``ScreenProblem/unstableContent(screen:rounds:)``, so such a screen can
/// neither hang nor crash its host.
@MainActor
public final class ScreenHost {
  /// The screen.
  public let screen: any Screen
  /// The screen's list controller; connect a renderer to it.
  public let controller: ListController
  /// What the screen's handlers present with: the renderer's presenter, with every alert action
  /// followed by a refresh.
  public var presenter: any Presenter {
    get { controller.presenter }
    set { controller.presenter = RefreshingPresenter(base: newValue, host: self) }
  }
  let problemObservers = Observers<ScreenProblem>()
  let refreshObservers = Observers<Bool>()
  /// Whether a refresh (``refresh()``) is under way.
  public internal(set) var isRefreshing = false
  private let updateObservers = Observers<Void>()
  /// The screen's fixed bars (``Screen/topBar``, ``Screen/bottomBar``), as of the last rebuild.
  public private(set) var bars: Bars
  /// The last problem, until content is valid again.
  public private(set) var problem: ScreenProblem?
  /// How many times the host rebuilt the content (for tests and diagnostics).
  public private(set) var updateCount = 0

  /// How many rebuilds in a row one update runs while each asks for another, before it stops
  /// and reports an unstable content.
  static let maxRounds = 8

  private var needsUpdate = false
  /// Whether a rebuild is scheduled on the main actor (see ``setNeedsUpdate()``).
  private var isScheduled = false
  private var isUpdating = false
  /// Whether the screen is shown: between ``start()`` and ``detach()``.
  private(set) var isAttached = false
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []
  /// The command problems already reported, so a screen whose commands stay wrong is told
  /// once, not at every rebuild.

  /// Creates a host for `screen` with its first content (not yet shown: connect a renderer to
  /// ``controller``, then call ``start()``).
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - presenter: What the screen's handlers present with; one that can do nothing when
  ///     `nil`.
  public init(screen: any Screen, presenter: (any Presenter)? = nil) {
    self.screen = screen
    self.bars = Bars(top: screen.topBar, bottom: screen.bottomBar)
    let first: ListContent = screen.content
    let controller: ListController
    do {
      controller = try ListController(content: first)
    } catch {
      controller = ListController()
      problem = .invalidContent(screen: Self.name(of: screen), error)
    }
    self.controller = controller
    controller.hostScreen = Self.name(of: screen)
    self.presenter = presenter ?? UnattachedPresenter()
    controller.onHandlersRan = { [weak self] in self?.updateAfterUserAction() }
    controller.onNeedsUpdate = { [weak self] in self?.setNeedsUpdate() }
    controller.onWorkFinished = { [weak self] in self?.resumeIdleWaitersIfIdle() }
    controller.onVisibleRegionChange = { [weak screen] region in
      screen?.visibleRegionDidChange(region)
    }
    if screen is any MultipleSelectionScreen { controller.rowSelection = self }
  }

  /// Calls `body` with every problem the host meets: content the screen built that cannot be
  /// shown (duplicate ids) or that never settles. The previous content stays on screen.
  ///
  /// - Parameter body: Called with each problem, after observers added earlier.
  /// - Returns: The registration; cancel it to stop. Other observers are not affected.
  @discardableResult
  public func observeProblems(_ body: @escaping @MainActor (ScreenProblem) -> Void)
    -> ObserverRegistration
  {
    problemObservers.add(body)
  }

  /// Calls `body` after every update in which the host rebuilt and applied the content
  /// (renderers that draw on demand redraw then).
  ///
  /// - Parameter body: Called after each update, after observers added earlier.
  /// - Returns: The registration; cancel it to stop. Other observers are not affected.
  @discardableResult
  public func observeUpdates(_ body: @escaping @MainActor () -> Void) -> ObserverRegistration {
    updateObservers.add { _ in body() }
  }

  /// Tells the screen it is shown (``Screen/attach(_:)``) and reports a problem
  /// with its first content, if any. Call it once, after connecting the renderer.
  public func start() {
    guard !isAttached else { return }
    isAttached = true
    screen.attach(ScreenContext(host: self))
    if let problem { problemObservers.send(problem) }
  }

  /// Marks the content out of date. The host rebuilds it once, on a later turn of the main
  /// actor, however many requests this turn makes (or in the rebuild under way, when one is).
  /// ``idle()`` waits for that rebuild; ``updateIfNeeded()`` runs it now.
  public func setNeedsUpdate() {
    needsUpdate = true
    guard !isScheduled, !isUpdating else { return }
    isScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      isScheduled = false
      updateIfNeeded()
    }
  }

  /// Rebuilds now, after a user action (handlers, a command, an alert action), so that what the
  /// user did shows before the renderer's call returns.
  func updateAfterUserAction() {
    needsUpdate = true
    updateIfNeeded()
  }

  /// Rebuilds the content and applies what changed, if it is out of date.
  ///
  /// A rebuild that asks for another one while it runs (a handler of the change it applies, or
  /// the screen's `content` itself) is run again, up to 8 rebuilds in all; after that the
  /// request is dropped and ``observeProblems(_:)`` observers hear
  /// ``ScreenProblem/unstableContent(screen:rounds:)``.
  public func updateIfNeeded() {
    guard needsUpdate, !isUpdating else { return }
    isUpdating = true
    var rounds = 0
    while needsUpdate && rounds < Self.maxRounds {
      needsUpdate = false
      rounds += 1
      updateCount += 1
      do {
        try controller.update(to: screen.content)
        updateBars()
        problem = nil
        // A selection that lost rows, or selecting that ended, changes the screen's state:
        // it builds once more.
        if keepRowSelection() { needsUpdate = true }
      } catch {
        report(.invalidContent(screen: Self.name(of: screen), error))
      }
    }
    if needsUpdate {
      // Every round asked for another: the content never settles. Keep what was applied.
      needsUpdate = false
      report(.unstableContent(screen: Self.name(of: screen), rounds: rounds))
    }
    isUpdating = false
    updateObservers.send(())
    resumeIdleWaitersIfIdle()
  }

  /// Reads the screen's bars again; keeps the old value when nothing in them changed, so a
  /// renderer comparing them redraws nothing.
  private func updateBars() {
    let new = Bars(top: screen.topBar, bottom: screen.bottomBar)
    if !new.hasSameContent(as: bars) { bars = new }
  }

  /// Hands a problem a renderer met with the screen's content (a layout it cannot draw) to the
  /// problem observers, as the host's own problems are.
  ///
  /// - Parameter problem: The problem.
  package func reportRendererProblem(_ problem: ScreenProblem) {
    problemObservers.send(problem)
  }

  private func report(_ problem: ScreenProblem) {
    self.problem = problem
    problemObservers.send(problem)
  }

  /// The name of a screen's type, as problems name it.
  package static func name(of screen: any Screen) -> String {
    String(describing: type(of: screen))
  }

  /// Rebuilds the content now, because the screen shows again after a screen pushed or
  /// presented over it went away: that screen's handlers may have changed this one's state (a
  /// picker that hands back its choice, a Done action), and only a user action on this screen
  /// rebuilds it otherwise. Every host calls it (the terminal's and the test host's navigator;
  /// SectionalUIKit when the view controller appears again); content that did not change
  /// costs a diff and applies nothing.
  public func rebuildOnReturn() {
    guard isAttached else { return }
    setNeedsUpdate()
    updateIfNeeded()
  }

  /// Runs a screen command with the current selection, then rebuilds the content. A disabled
  /// command (``ScreenCommand/isEnabled``) does nothing.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - selection: The id of the selected row, if any.
  /// - Returns: `false` when the command is disabled (nothing ran).
  @discardableResult
  public func perform(_ command: ScreenCommand, selection: ListID?) -> Bool {
    guard command.isEnabled else { return false }
    command.action(
      ScreenCommand.Context(
        selection: selection, selectedRows: selectedRows, controller: controller))
    updateAfterUserAction()
    return true
  }

  /// Whether nothing is pending: no rebuild requested and no work (a page load, a task) in
  /// flight.
  public var isIdle: Bool {
    !needsUpdate && !isUpdating && controller.workInFlight == 0
  }

  /// Returns once the host is idle: the rebuild requested with ``setNeedsUpdate()`` has run,
  /// every page load started so far has arrived (or failed), every piece of work started with
  /// ``ScreenContext/task(_:)`` or ``ListController/task(_:)`` has ended, and the content they
  /// changed has been applied. Tests and snapshots wait here instead of sleeping.
  public func idle() async {
    while !isIdle {
      await withCheckedContinuation { idleWaiters.append($0) }
    }
  }

  /// The screen goes away for good: cancels its work (page loads and tasks under way) and tells
  /// it (``Screen/detach()``).
  public func detach() {
    controller.cancelWork()
    if isAttached { screen.detach() }
    isAttached = false
    resumeIdleWaitersIfIdle()
  }

  private func resumeIdleWaitersIfIdle() {
    guard isIdle || !isAttached else { return }
    let waiters = idleWaiters
    idleWaiters = []
    for waiter in waiters { waiter.resume() }
  }
}
