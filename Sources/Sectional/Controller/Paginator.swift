/// Loads pages of rows into a section as the viewport nears its end.
///
/// Create one with ``ListController/paginate(section:threshold:timeout:clock:loader:)``. The
/// renderer reports every scroll with ``ListController/visibleRegionDidChange(_:)``; when the
/// last visible row comes within the threshold of the end, one load starts:
///
/// - state ``PaginationState/loading``, a ``LoadingItem`` row at the end of the section;
/// - rows arrive → the loading row goes, the rows are appended through the controller's
///   ordinary update path (nothing else moves), state `idle` — or `exhausted` after the last page;
/// - the loader throws, times out or returns ids already in the list → state `failed`, the
///   loading row becomes a retry row; selecting it (or ``retry()``) loads again.
///
/// Triggers during a load are ignored. ``cancel()`` (which ``ListController/cancelWork()`` and
/// ``ListController/endPagination()`` call) cancels the load's task and drops its result.
///
/// This is pagination for lists changed imperatively. A screen whose content is built from
/// state uses ``PageLoader`` instead: rows appended here behind a builder's back would be
/// deleted by the builder's next update.
@MainActor
public final class Paginator {
  /// Where pagination is.
  public private(set) var state: PaginationState = .idle
  /// The section pages go into.
  public let sectionID: ListID
  /// How close to the end triggers a load.
  public let threshold: PaginationThreshold
  /// How many pages have arrived.
  public private(set) var pagesLoaded = 0

  private weak var controller: ListController?
  private let loader: @Sendable (_ page: Int) async throws -> PageResult
  private let timeout: Duration?
  private let clock: any Clock<Duration>
  private var load: Task<Void, Never>?
  private var timer: Task<Void, Never>?
  private var generation = 0
  private var waiters: [CheckedContinuation<Void, Never>] = []
  /// Loads that were cancelled or timed out but whose task may still deliver a (dropped) answer.
  private var abandoned: [Task<Void, Never>] = []

  init(
    controller: ListController, sectionID: ListID, threshold: PaginationThreshold,
    timeout: Duration?, clock: any Clock<Duration>,
    loader: @escaping @Sendable (_ page: Int) async throws -> PageResult
  ) {
    self.controller = controller
    self.sectionID = sectionID
    self.threshold = threshold
    self.timeout = timeout
    self.clock = clock
    self.loader = loader
  }

  /// Starts a load when idle and `region` is within the threshold of the end.
  ///
  /// - Parameter region: What the renderer shows.
  public func visibleRegionDidChange(_ region: VisibleRegion) {
    guard state == .idle, let controller,
      let section = controller.content.sectionIndex(of: sectionID)
    else { return }
    switch threshold {
    case .rows(let rows):
      guard let last = region.lastVisibleRow else {
        // No row on screen (an empty list): load when the end is in view.
        guard region.distanceToEnd <= 0 else { return }
        start()
        return
      }
      guard last.section >= section else { return }
      let remaining =
        last.section == section ? controller.content.sections[section].rows.count - 1 - last.row : 0
      guard remaining <= rows else { return }
    case .viewports(let viewports):
      guard region.distanceToEnd <= viewports * region.viewportHeight else { return }
    }
    start()
  }

  /// Loads the next page now, when idle (no threshold check).
  public func loadNextPage() {
    guard state == .idle else { return }
    start()
  }

  /// Loads again after a failure; ignored in any other state, and after a failure that is not
  /// retryable (``PaginationError/isRetryable``).
  public func retry() {
    guard case .failed(let error) = state, error.isRetryable else { return }
    start()
  }

  /// Cancels the load under way, if any, and removes the status row; state becomes idle (it
  /// stays exhausted once exhausted).
  public func cancel() {
    generation += 1
    if let load { abandoned.append(load) }
    load?.cancel()
    timer?.cancel()
    load = nil
    timer = nil
    removeStatusRow()
    if state != .exhausted { state = .idle }
    settle()
  }

  /// Returns once every abandoned load's task (cancelled, or timed out) has ended, its answer
  /// dropped: tests assert that a late answer changes nothing after this.
  package func abandonedLoadsEnded() async {
    while !abandoned.isEmpty {
      let tasks = abandoned
      abandoned = []
      for task in tasks { await task.value }
    }
  }

  /// Returns once no load is under way (immediately when none is).
  public func settled() async {
    guard state == .loading else { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  private func start() {
    guard let controller else { return }
    guard controller.content.sectionIndex(of: sectionID) != nil else {
      state = .failed(PaginationError(.missingSection(sectionID)))
      return
    }
    generation += 1
    let current = generation
    state = .loading
    showStatus(LoadingItem(.loading(nil)), selectable: false)
    let loader = self.loader
    let page = pagesLoaded
    load = Task { [weak self] in
      let result: Result<PageResult, PaginationError>
      do {
        result = .success(try await loader(page))
      } catch {
        result = .failure(PaginationError(thrownByLoader: error))
      }
      self?.finish(current, result)
    }
    if let timeout {
      let clock = self.clock
      timer = Task { [weak self] in
        do { try await clock.sleep(for: timeout) } catch { return }
        self?.finish(current, .failure(PaginationError(.timedOut)))
      }
    }
  }

  private func finish(_ current: Int, _ result: Result<PageResult, PaginationError>) {
    guard current == generation, state == .loading, let controller else { return }
    if let load { abandoned.append(load) }
    load?.cancel()
    timer?.cancel()
    load = nil
    timer = nil
    switch result {
    case .success(let page):
      removeStatusRow()
      do {
        // The loaded rows take the ordinary update path.
        try controller.appendRows(page.rows, to: .id(sectionID))
        pagesLoaded += 1
        state = page.isLast ? .exhausted : .idle
      } catch {
        fail(PaginationError(.rejectedRows(error)))
      }
    case .failure(let error):
      fail(error)
    }
    settle()
  }

  private func fail(_ error: PaginationError) {
    state = .failed(error)
    showStatus(LoadingItem(failure: error), selectable: error.isRetryable)
  }

  private func settle() {
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }

  private func showStatus(_ item: LoadingItem, selectable: Bool) {
    guard let controller else { return }
    let id = ListID(PaginationStatusRow.status)
    var row = Row(id: id, item, height: .automatic(estimate: 44)).selectable(selectable)
    if selectable {
      row = row.onSelect { [weak self] _ in self?.retry() }
    }
    if controller.content.path(of: id) != nil {
      try? controller.replaceRow(.id(PaginationStatusRow.status), with: row)
    } else {
      try? controller.appendRows([row], to: .id(sectionID))
    }
  }

  private func removeStatusRow() {
    guard let controller, controller.content.path(of: ListID(PaginationStatusRow.status)) != nil
    else { return }
    try? controller.deleteRow(.id(PaginationStatusRow.status))
  }
}
