/// Declarative pagination: the pages loaded so far are state that the screen's builder emits.
///
/// Keep a loader in the screen's state and emit its ``items`` however the screen wants — with
/// ``rows(_:)``, ``sections(statusID:_:)``, or grouped into sections of its own choosing —
/// followed by the ``statusRow`` (or ``statusSection(id:)``): a loading row while more pages
/// may follow, a retry row after a failure (a row that only says why, when the error is not
/// ``PaginationError/isRetryable``), nothing once the last page arrived. When the status row
/// comes near the screen (prefetched) or on it (displayed), the next page loads — on every
/// renderer, with no wiring, an empty list included. When the page arrives, the screen's host
/// rebuilds the content.
///
/// ```swift
/// @MainActor final class ArchiveScreen: Screen {
///   let title = "Archive"
///   let pages = PageLoader<Todo, Int>(first: 0) { page in
///     LoadedPage(try await store.archived(page: page, size: 50), next: page < 9 ? page + 1 : nil)
///   }
///   var content: ListContent {
///     Section(id: "archive") {
///       pages.rows { todo in Row(id: todo.id, TextItem(todo.title)) }
///     }
///   }
/// }
/// ```
///
/// The loader receives the previous page's cursor (``LoadedPage/next``), so cursor-based APIs
/// and numbered pages work alike. A screen that groups the items itself — messages by day —
/// emits the status row after its own sections, and may remove or change loaded items:
///
/// ```swift
/// @MainActor final class InboxScreen: Screen {
///   let title = "Inbox"
///   let messages = PageLoader<Message, String> { cursor in
///     let response = try await api.messages(before: cursor)
///     return LoadedPage(response.messages, next: response.olderCursor)
///   }
///   var content: ListContent {
///     let days = Dictionary(grouping: messages.items, by: \.day)
///     for day in days.keys.sorted(by: >) {
///       Section(id: day, header: day) {
///         for message in days[day] ?? [] {
///           Row(id: message.id, TextItem(message.subject)).onSelect { [unowned self] _ in
///             messages.items.removeAll { $0.id == message.id }  // archived
///           }
///         }
///       }
///     }
///     messages.statusSection(id: "more")
///   }
/// }
/// ```
///
/// - One load at a time: triggers during a load are ignored.
/// - A load that throws, exceeds the timeout, or returns an id already loaded (or twice) fails:
///   state ``PaginationState/failed(_:)``. The retry row loads again when selected, unless the
///   error is not retryable (a page with repeated ids would be rejected again).
/// - ``refresh(for:)`` loads the first page again and keeps the items on screen until it
///   arrives; then it replaces them. ``refresh()`` does the same for a ``RefreshableScreen``'s
///   refresh, and throws when it fails.
/// - ``items`` is the screen's to change: remove an archived item, update a read one.
/// - The host cancels a load under way when the screen goes away; a late answer is dropped.
@MainActor
public final class PageLoader<Item: Identifiable & Sendable, Cursor: Sendable>
where Item.ID: Sendable {
  /// The items loaded so far, in order.
  ///
  /// The screen may change them — remove an item, replace one — and the next rebuild shows the
  /// change (after an event handler the host rebuilds by itself; elsewhere call
  /// ``ListController/setNeedsUpdate()``). A later page is checked against the ids here now.
  ///
  /// - Complexity: Setting is O(n) in the items.
  public var items: [Item] {
    get { loaded }
    set {
      loaded = newValue
      ids = Set(newValue.map(\.id))
    }
  }
  /// Where loading stands.
  public private(set) var state: PaginationState = .idle {
    didSet { if state != oldValue { onStateChange?(state) } }
  }
  /// How many pages the items came in: since the first page, or the last refresh.
  public private(set) var pagesLoaded = 0
  /// Called whenever ``state`` changes.
  public var onStateChange: (@MainActor (PaginationState) -> Void)?

  /// What a load asks for: the page after the last one, or the first page again.
  private enum Request {
    case next
    case refresh
  }

  private let name: String
  private let load: @Sendable (_ cursor: Cursor?) async throws -> LoadedPage<Item, Cursor>
  private let timeout: Duration?
  private let clock: any Clock<Duration>
  private var loaded: [Item] = []
  private var ids: Set<Item.ID> = []
  /// The last page's cursor, which the next load receives; `nil` before the first page.
  private var cursor: Cursor?
  /// What the load under way (or the last failed one) asked for: a retry asks again.
  private var request = Request.next
  /// How many pages arrived in this loader's life: the status row's id changes with it.
  private var arrivals = 0
  private var task: Task<Void, Never>?
  private var timer: Task<Void, Never>?
  private var generation = 0
  private weak var controller: ListController?
  /// Whether ``refresh()`` is waiting for the first page: no next page loads meanwhile.
  private var isAwaitingRefresh = false
  /// Loads that were cancelled or timed out but whose task may still deliver a (dropped) answer.
  private var abandoned: [Task<Void, Never>] = []

  /// Creates a loader for a cursor-based source; nothing loads until its status row comes
  /// near the screen (or ``loadNextPage(for:)`` is called).
  ///
  /// - Parameters:
  ///   - name: Tells this loader's status row apart when a screen has several; "pages" by
  ///     default.
  ///   - timeout: How long a load may take before it fails; none by default.
  ///   - clock: The clock the timeout runs on; tests pass one they control.
  ///   - load: Loads the page after `cursor`: `nil` for the first page, then the previous
  ///     page's ``LoadedPage/next``. Runs off the main actor; may throw.
  public init(
    name: String = "pages", timeout: Duration? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    load: @escaping @Sendable (_ cursor: Cursor?) async throws -> LoadedPage<Item, Cursor>
  ) {
    self.name = name
    self.timeout = timeout
    self.clock = clock
    self.load = load
  }

  /// Creates a loader whose first page has a cursor too, such as page numbers from 0.
  ///
  /// ```swift
  /// let loader = PageLoader<Post, Int>(first: 0) { page in
  ///   let posts = try await api.posts(page: page)
  ///   return LoadedPage(posts, next: posts.isEmpty ? nil : page + 1)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: Tells this loader's status row apart when a screen has several; "pages" by
  ///     default.
  ///   - first: The first page's cursor.
  ///   - timeout: How long a load may take before it fails; none by default.
  ///   - clock: The clock the timeout runs on; tests pass one they control.
  ///   - load: Loads the page at `cursor`: `first`, then the previous page's
  ///     ``LoadedPage/next``. Runs off the main actor; may throw.
  public convenience init(
    name: String = "pages", first: Cursor, timeout: Duration? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    load: @escaping @Sendable (_ cursor: Cursor) async throws -> LoadedPage<Item, Cursor>
  ) {
    self.init(name: name, timeout: timeout, clock: clock) { cursor in
      try await load(cursor ?? first)
    }
  }

  /// The id of the status row now: a new one for every page, so that a status row still on
  /// screen when a page arrives comes on screen again and loads the next page.
  public var statusRowID: ListID {
    ListID(PageStatusRowID(loader: name, page: arrivals))
  }

  /// The status row: loading while more pages may follow, retry after a failure (an
  /// unselectable ``LoadingItem/State/unavailable(message:)`` row when retrying cannot help),
  /// `nil` once the last page arrived.
  public var statusRow: Row? {
    switch state {
    case .exhausted:
      return nil
    case .failed(let error) where !error.isRetryable:
      return Row(id: statusRowID, LoadingItem(failure: error)).selectable(false)
    case .failed(let error):
      return Row(id: statusRowID, LoadingItem(failure: error))
        .onSelect { [weak self] context in self?.retry(for: context.controller) }
    case .idle, .loading:
      let trigger: RowHandler = { [weak self] context in
        self?.loadNextPage(for: context.controller)
      }
      return Row(id: statusRowID, LoadingItem(.loading(nil)))
        .selectable(false)
        .on(.willDisplay, perform: trigger)
        .on(.prefetch, perform: trigger)
    }
  }

  /// A section holding only the status row, `nil` when there is none: for a screen that emits
  /// the items in sections of its own.
  ///
  /// - Parameter id: The section's id.
  /// - Returns: The section, for a ``ListBuilder``.
  public func statusSection<ID: Hashable & Sendable>(id: ID) -> Section? {
    statusRow.map { Section(id: id, rows: [$0]) }
  }

  /// The rows of the loaded items, then the status row.
  ///
  /// - Parameter row: Builds an item's row.
  /// - Returns: The rows, for a ``RowBuilder``.
  /// - Complexity: O(n) in the items loaded.
  public func rows(_ row: (Item) -> Row) -> [Row] {
    var rows = items.map(row)
    if let status = statusRow { rows.append(status) }
    return rows
  }

  /// A section per loaded item, then a section holding the status row.
  ///
  /// - Parameters:
  ///   - statusID: The id of the status row's section.
  ///   - section: Builds an item's section.
  /// - Returns: The sections, for a ``ListBuilder``.
  /// - Complexity: O(n) in the items loaded.
  public func sections<ID: Hashable & Sendable>(statusID: ID, _ section: (Item) -> Section)
    -> [Section]
  {
    var sections = items.map(section)
    if let status = statusSection(id: statusID) { sections.append(status) }
    return sections
  }

  /// Loads the next page now when idle, whatever is on screen.
  ///
  /// - Parameter controller: The list the items show in: it learns of the load (the host waits
  ///   for it in ``ScreenHost/idle()`` and cancels it when the screen goes away) and rebuilds
  ///   when the page arrives.
  public func loadNextPage(for controller: ListController) {
    guard state == .idle, !isAwaitingRefresh else { return }
    start(.next, controller)
  }

  /// Loads the first page again — pull to refresh — keeping the items on screen until it
  /// arrives; then it replaces them, and pages load from there. A load under way is cancelled
  /// first. When the refresh fails, the items stay and the retry row refreshes again.
  ///
  /// - Parameter controller: The list the items show in.
  public func refresh(for controller: ListController) {
    cancel()
    start(.refresh, controller)
  }

  /// Loads the first page again and returns once it arrived — a ``RefreshableScreen``'s
  /// ``RefreshableScreen/refresh()`` awaits it. The items stay on screen until the page
  /// arrives; then it replaces them, and pages load from there. A load under way is cancelled
  /// first, and no next page loads while the refresh waits.
  ///
  /// When the load fails, it throws and changes nothing: the items, the state and the status
  /// row stay as they were. The loader's timeout does not apply: the host's refresh ends when
  /// the load does (or when the screen goes away).
  ///
  /// - Throws: ``PaginationError``: what the loader threw, or a page that repeats an id;
  ///   `CancellationError` when a later refresh or ``reset()`` replaced this one.
  public func refresh() async throws {
    cancel()
    abandonLoad()
    let current = generation
    isAwaitingRefresh = true
    defer { if current == generation { isAwaitingRefresh = false } }
    let page: LoadedPage<Item, Cursor>
    do {
      page = try await load(nil)
    } catch {
      throw PaginationError(thrownByLoader: error)
    }
    guard current == generation else { throw CancellationError() }
    let duplicates = duplicateIDs(in: page.items, alsoLoaded: false)
    guard duplicates.isEmpty else { throw PaginationError(.duplicateItems(duplicates)) }
    items = page.items
    cursor = page.next
    pagesLoaded = 1
    arrivals += 1
    request = .next
    state = page.next == nil ? .exhausted : .idle
  }

  /// Loads again after a failure; ignored in any other state, and after a failure that is not
  /// retryable (``PaginationError/isRetryable``).
  ///
  /// - Parameter controller: The list the items show in.
  public func retry(for controller: ListController) {
    guard case .failed(let error) = state, error.isRetryable else { return }
    start(request, controller)
  }

  /// Cancels the load under way, if any, and drops its answer; state becomes idle again (it
  /// stays exhausted once exhausted).
  public func cancel() {
    guard state == .loading else { return }
    abandonLoad()
    // A cancelled refresh leaves the pages as they were: exhausted once the last one arrived.
    state = pagesLoaded > 0 && cursor == nil ? .exhausted : .idle
    controller?.workEnded()
  }

  /// Forgets every item and page, so that loading starts again from the first page when the
  /// status row comes near the screen; cancels a load under way. (``refresh(for:)`` keeps the
  /// items on screen meanwhile.)
  public func reset() {
    cancel()
    abandonLoad()  // a refresh waiting for its page is dropped too
    items = []
    cursor = nil
    pagesLoaded = 0
    arrivals += 1
    state = .idle
    controller?.setNeedsUpdate()
  }

  private func start(_ request: Request, _ controller: ListController) {
    generation += 1
    let current = generation
    self.request = request
    self.controller = controller
    controller.registerCancellation(for: self) { [weak self] in self?.cancel() }
    controller.workBegan()
    state = .loading
    let load = self.load
    let cursor = request == .refresh ? nil : self.cursor
    task = Task { [weak self] in
      let result: Result<LoadedPage<Item, Cursor>, PaginationError>
      do {
        result = .success(try await load(cursor))
      } catch {
        result = .failure(PaginationError(thrownByLoader: error))
      }
      self?.finish(current, result, fromLoader: true)
    }
    if let timeout {
      let clock = self.clock
      timer = Task { [weak self] in
        do { try await clock.sleep(for: timeout) } catch { return }
        self?.finish(current, .failure(PaginationError(.timedOut)), fromLoader: false)
      }
    }
  }

  /// Cancels the load's tasks and makes sure their answers are dropped.
  private func abandonLoad() {
    generation += 1
    if let task { abandoned.append(task) }
    task?.cancel()
    timer?.cancel()
    task = nil
    timer = nil
  }

  private func finish(
    _ current: Int, _ result: Result<LoadedPage<Item, Cursor>, PaginationError>,
    fromLoader: Bool
  ) {
    guard current == generation, state == .loading else { return }
    // Let go of this load's tasks first: the rebuild below may start the next load.
    if fromLoader { task = nil }  // it is ending: nothing to wait for
    abandonLoad()
    switch result {
    case .success(let page):
      let refreshing = request == .refresh
      let duplicates = duplicateIDs(in: page.items, alsoLoaded: !refreshing)
      if duplicates.isEmpty {
        if refreshing {
          items = page.items
          pagesLoaded = 0
        } else {
          loaded += page.items
          ids.formUnion(page.items.map(\.id))
        }
        cursor = page.next
        pagesLoaded += 1
        arrivals += 1
        request = .next
        state = page.next == nil ? .exhausted : .idle
      } else {
        state = .failed(PaginationError(.duplicateItems(duplicates)))
      }
    case .failure(let error):
      state = .failed(error)
    }
    let controller = self.controller
    controller?.setNeedsUpdate()
    controller?.workEnded()
  }

  /// The ids of `items` that repeat within the page or (when `alsoLoaded`) are already
  /// loaded, described.
  private func duplicateIDs(in items: [Item], alsoLoaded: Bool) -> [String] {
    var seen = Set<Item.ID>()
    var duplicates: [String] = []
    for item in items
    where (alsoLoaded && ids.contains(item.id)) || !seen.insert(item.id).inserted {
      duplicates.append(String(describing: item.id))
    }
    return duplicates
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
}

/// The id of a ``PageLoader``'s status row: private to pagination, so it never collides.
struct PageStatusRowID: Hashable, Sendable {
  var loader: String
  var page: Int
}
