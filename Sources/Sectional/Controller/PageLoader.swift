/// One page of items from a ``PageLoader``'s loader.
///
/// ```swift
/// let loader = PageLoader<Post> { page in
///   let posts = try await api.posts(page: page)
///   return LoadedPage(posts, isLast: posts.isEmpty)
/// }
/// ```
public struct LoadedPage<Item: Sendable>: Sendable {
  /// The items, in order; their ids must be new.
  public var items: [Item]
  /// Whether no page follows.
  public var isLast: Bool

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - isLast: Whether no page follows; `false` by default.
  public init(_ items: [Item], isLast: Bool = false) {
    self.items = items
    self.isLast = isLast
  }
}

/// Declarative pagination: the pages loaded so far are state that the screen's builder emits.
///
/// Keep a loader in the screen's state and emit its items with ``rows(_:)`` (or
/// ``sections(statusID:_:)``). Besides the items it emits one status row: a loading row while
/// more pages may follow, a retry row after a failure (a row that only says why, when the
/// error is not ``PaginationError/isRetryable``), nothing once the last page arrived. When
/// the status row comes near the screen (prefetched) or on it (displayed), the next page
/// loads — on every renderer, with no wiring, an empty list included. When the page arrives,
/// the screen's host rebuilds the content.
///
/// ```swift
/// @MainActor final class ArchiveScreen: Screen {
///   let title = "Archive"
///   let pages = PageLoader<Todo> { page in
///     LoadedPage(try await store.archived(page: page, size: 50), isLast: page == 9)
///   }
///   var content: ListContent {
///     Section(id: "archive") {
///       pages.rows { todo in Row(id: todo.id, TextItem(todo.title)) }
///     }
///   }
/// }
/// ```
///
/// - One load at a time: triggers during a load are ignored.
/// - A load that throws, exceeds the timeout, or returns an id already loaded (or twice) fails:
///   state ``PaginationState/failed(_:)``. The retry row loads again when selected, unless the
///   error is not retryable (a page with repeated ids would be rejected again).
/// - The host cancels a load under way when the screen goes away; a late answer is dropped.
@MainActor
public final class PageLoader<Item: Identifiable & Sendable> where Item.ID: Sendable {
  /// The items loaded so far, in order.
  public private(set) var items: [Item] = []
  /// Where loading stands.
  public private(set) var state: PaginationState = .idle {
    didSet { if state != oldValue { onStateChange?(state) } }
  }
  /// How many pages have arrived.
  public private(set) var pagesLoaded = 0
  /// Called whenever ``state`` changes.
  public var onStateChange: (@MainActor (PaginationState) -> Void)?

  private let name: String
  private let load: @Sendable (_ page: Int) async throws -> LoadedPage<Item>
  private let timeout: Duration?
  private let clock: any Clock<Duration>
  private var task: Task<Void, Never>?
  private var timer: Task<Void, Never>?
  private var generation = 0
  private weak var controller: ListController?
  private var ids: Set<Item.ID> = []
  /// Loads that were cancelled or timed out but whose task may still deliver a (dropped) answer.
  private var abandoned: [Task<Void, Never>] = []

  /// Creates a loader; nothing loads until its status row comes near the screen (or
  /// ``loadNextPage(for:)`` is called).
  ///
  /// - Parameters:
  ///   - name: Tells this loader's status row apart when a screen has several; "pages" by
  ///     default.
  ///   - timeout: How long a load may take before it fails; none by default.
  ///   - clock: The clock the timeout runs on; tests pass one they control.
  ///   - load: Loads page `page` (0, 1, …). Runs off the main actor; may throw.
  public init(
    name: String = "pages", timeout: Duration? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    load: @escaping @Sendable (_ page: Int) async throws -> LoadedPage<Item>
  ) {
    self.name = name
    self.timeout = timeout
    self.clock = clock
    self.load = load
  }

  /// The id of the status row now: a new one for every page, so that a status row still on
  /// screen when a page arrives comes on screen again and loads the next page.
  public var statusRowID: ListID {
    ListID(PageStatusRowID(loader: name, page: pagesLoaded))
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
    if let status = statusRow { sections.append(Section(id: statusID, rows: [status])) }
    return sections
  }

  /// Loads the next page now when idle, whatever is on screen.
  ///
  /// - Parameter controller: The list the items show in: it learns of the load (the host waits
  ///   for it in ``ScreenHost/idle()`` and cancels it when the screen goes away) and rebuilds
  ///   when the page arrives.
  public func loadNextPage(for controller: ListController) {
    guard state == .idle else { return }
    start(controller)
  }

  /// Loads again after a failure; ignored in any other state, and after a failure that is not
  /// retryable (``PaginationError/isRetryable``).
  ///
  /// - Parameter controller: The list the items show in.
  public func retry(for controller: ListController) {
    guard case .failed(let error) = state, error.isRetryable else { return }
    start(controller)
  }

  /// Cancels the load under way, if any, and drops its answer; state becomes idle again (it
  /// stays exhausted once exhausted).
  public func cancel() {
    guard state == .loading else { return }
    generation += 1
    if let task { abandoned.append(task) }
    task?.cancel()
    timer?.cancel()
    task = nil
    timer = nil
    state = .idle
    controller?.workEnded()
  }

  /// Forgets every item and page (a refresh from the top); cancels a load under way.
  public func reset() {
    cancel()
    items = []
    ids = []
    pagesLoaded = 0
    state = .idle
    controller?.setNeedsUpdate()
  }

  private func start(_ controller: ListController) {
    generation += 1
    let current = generation
    self.controller = controller
    controller.registerCancellation(for: self) { [weak self] in self?.cancel() }
    controller.workBegan()
    state = .loading
    let load = self.load
    let page = pagesLoaded
    task = Task { [weak self] in
      let result: Result<LoadedPage<Item>, PaginationError>
      do {
        result = .success(try await load(page))
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

  private func finish(
    _ current: Int, _ result: Result<LoadedPage<Item>, PaginationError>, fromLoader: Bool
  ) {
    guard current == generation, state == .loading else { return }
    // Let go of this load's tasks first: the rebuild below may start the next load.
    if !fromLoader, let task { abandoned.append(task) }
    task?.cancel()
    timer?.cancel()
    task = nil
    timer = nil
    generation += 1
    switch result {
    case .success(let page):
      let duplicates = duplicateIDs(in: page.items)
      if duplicates.isEmpty {
        items += page.items
        ids.formUnion(page.items.map(\.id))
        pagesLoaded += 1
        state = page.isLast ? .exhausted : .idle
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

  /// The ids of `items` that are already loaded or repeat within the page, described.
  private func duplicateIDs(in items: [Item]) -> [String] {
    var seen = Set<Item.ID>()
    var duplicates: [String] = []
    for item in items where ids.contains(item.id) || !seen.insert(item.id).inserted {
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
