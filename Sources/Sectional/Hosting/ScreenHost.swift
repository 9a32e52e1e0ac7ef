/// Runs one screen's loop: state → content → diff → the renderer, again whenever the state may
/// have changed. Every renderer hosts screens through it.
///
/// The host owns the screen's ``ListController`` and is the only one that calls
/// ``ListController/update(to:)`` for the screen. It rebuilds the content on explicit
/// invalidation only:
/// - a handler of a user action ran (``RowEvent/isUserAction``: select, highlight, edit, delete,
///   move, accessory), once after the outermost event;
/// - a screen command ran (``perform(_:selection:)``);
/// - an alert or action sheet action ran (the host's ``presenter`` wraps every action);
/// - something asked for it: ``setNeedsUpdate()``, the closure handed to
///   ``Screen/attach(requestUpdate:)``, or ``ListController/setNeedsUpdate()`` (a page arrived).
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
/// stays, and ``onProblem`` hears the ``ContentError``.
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
  /// Hears about content the screen built that cannot be shown (duplicate ids); the previous
  /// content stays on screen.
  public var onProblem: (@MainActor (ContentError) -> Void)?
  /// Called after the host applied new content (renderers that draw on demand redraw then).
  public var onDidUpdate: (@MainActor () -> Void)?
  /// The last problem, until content is valid again.
  public private(set) var problem: ContentError?
  /// How many times the host rebuilt the content (for tests and diagnostics).
  public private(set) var updateCount = 0

  private var needsUpdate = false
  private var isUpdating = false
  private var isAttached = false
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// Creates a host for `screen` with its first content (not yet shown: connect a renderer to
  /// ``controller``, then call ``start()``).
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - presenter: What the screen's handlers present with; one that can do nothing when
  ///     `nil`.
  public init(screen: any Screen, presenter: (any Presenter)? = nil) {
    self.screen = screen
    let first: ListContent = screen.content
    let controller: ListController
    do {
      controller = try ListController(content: first)
    } catch {
      controller = ListController()
      problem = error
    }
    self.controller = controller
    self.presenter = presenter ?? UnattachedPresenter()
    controller.onHandlersRan = { [weak self] in self?.setNeedsUpdate() }
    controller.onNeedsUpdate = { [weak self] in self?.setNeedsUpdate() }
    controller.onWorkFinished = { [weak self] in self?.resumeIdleWaitersIfIdle() }
    controller.onVisibleRegionChange = { [weak screen] region in
      screen?.visibleRegionDidChange(region)
    }
  }

  /// Tells the screen it is shown (``Screen/attach(requestUpdate:)``) and reports a problem
  /// with its first content, if any. Call it once, after connecting the renderer.
  public func start() {
    guard !isAttached else { return }
    isAttached = true
    screen.attach { [weak self] in self?.setNeedsUpdate() }
    if let problem { onProblem?(problem) }
  }

  /// Marks the content out of date and rebuilds it now, or right after the update under way.
  public func setNeedsUpdate() {
    needsUpdate = true
    updateIfNeeded()
  }

  /// Rebuilds the content and applies what changed, if it is out of date.
  public func updateIfNeeded() {
    guard needsUpdate, !isUpdating else { return }
    isUpdating = true
    defer {
      isUpdating = false
      resumeIdleWaitersIfIdle()
    }
    // A handler that runs during the update may invalidate again: loop until stable, bounded
    // so a screen whose content changes on every build cannot hang the host.
    var rounds = 0
    while needsUpdate && rounds < 8 {
      needsUpdate = false
      rounds += 1
      updateCount += 1
      do {
        try controller.update(to: screen.content)
        problem = nil
      } catch {
        problem = error
        onProblem?(error)
      }
    }
    onDidUpdate?()
  }

  /// Runs a screen command with the current selection, then rebuilds the content.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - selection: The id of the selected row, if any.
  public func perform(_ command: ScreenCommand, selection: ListID?) {
    command.action(ScreenCommand.Context(selection: selection, controller: controller))
    setNeedsUpdate()
  }

  /// Whether nothing is pending: no rebuild waiting and no work (a page load) in flight.
  public var isIdle: Bool {
    !needsUpdate && !isUpdating && controller.workInFlight == 0
  }

  /// Returns once the host is idle: every page load started so far has arrived (or failed) and
  /// its content has been applied. Tests and snapshots wait here instead of sleeping.
  public func idle() async {
    while !isIdle {
      await withCheckedContinuation { idleWaiters.append($0) }
    }
  }

  /// The screen goes away for good: cancels its work (page loads under way) and tells it
  /// (``Screen/detach()``).
  public func detach() {
    controller.cancelWork()
    if isAttached { screen.detach() }
    isAttached = false
    resumeIdleWaitersIfIdle()
  }

  private func resumeIdleWaitersIfIdle() {
    if controller.workInFlight == 0 && needsUpdate && !isUpdating {
      updateIfNeeded()
      return
    }
    guard isIdle || !isAttached else { return }
    let waiters = idleWaiters
    idleWaiters = []
    for waiter in waiters { waiter.resume() }
  }
}
