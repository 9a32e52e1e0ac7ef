import Sectional
import Testing

/// `PageLoader.refresh()`, the refresh a `RefreshableScreen` awaits.
@MainActor
@Suite struct PageLoaderRefreshTests {
  struct Item: Identifiable, Sendable, Equatable {
    var id: Int
  }

  struct Offline: Error {}

  /// Pages that arrive when the test answers.
  @MainActor
  final class PageGate {
    private(set) var cursors: [Int?] = []
    private var waiting: CheckedContinuation<Result<[Item], Offline>, Never>?

    var isWaiting: Bool { waiting != nil }

    func load(_ cursor: Int?) async throws -> LoadedPage<Item, Int> {
      cursors.append(cursor)
      let result = await withCheckedContinuation { waiting = $0 }
      return LoadedPage(try result.get(), next: (cursor ?? 0) + 1)
    }

    func answer(_ result: Result<[Item], Offline>) {
      waiting?.resume(returning: result)
      waiting = nil
    }

    func waitForLoad() async {
      for _ in 0..<10_000 where !isWaiting { await Task.yield() }
    }
  }

  /// A loader with its first page, [1, 2], loaded.
  func loaded(_ gate: PageGate, _ controller: ListController) async -> PageLoader<Item, Int> {
    let loader = PageLoader<Item, Int> { [gate] cursor in try await gate.load(cursor) }
    loader.loadNextPage(for: controller)
    await gate.waitForLoad()
    gate.answer(.success([Item(id: 1), Item(id: 2)]))
    for _ in 0..<10_000 where loader.state == .loading { await Task.yield() }
    return loader
  }

  @Test func theItemsStayUntilTheFirstPageArrivesThenItReplacesThem() async throws {
    let gate = PageGate()
    let controller = ListController()
    let loader = await loaded(gate, controller)
    #expect(loader.items.map(\.id) == [1, 2])
    let refresh = Task { try await loader.refresh() }
    await gate.waitForLoad()
    #expect(gate.cursors == [nil, nil])
    #expect(loader.items.map(\.id) == [1, 2])
    loader.loadNextPage(for: controller)  // the status row shows: no next page meanwhile
    #expect(gate.cursors == [nil, nil])
    gate.answer(.success([Item(id: 3)]))
    try await refresh.value
    #expect(loader.items.map(\.id) == [3])
    #expect(loader.pagesLoaded == 1)
    #expect(loader.state == .idle)
  }

  @Test func aFailedRefreshThrowsAndChangesNothing() async {
    let gate = PageGate()
    let controller = ListController()
    let loader = await loaded(gate, controller)
    let refresh = Task { try await loader.refresh() }
    await gate.waitForLoad()
    gate.answer(.failure(Offline()))
    await #expect(throws: PaginationError.self) { try await refresh.value }
    #expect(loader.items.map(\.id) == [1, 2])
    #expect(loader.pagesLoaded == 1)
    #expect(loader.state == .idle)
  }

  @Test func aResetDropsTheRefreshWaitingForItsPage() async {
    let gate = PageGate()
    let controller = ListController()
    let loader = await loaded(gate, controller)
    let refresh = Task { try await loader.refresh() }
    await gate.waitForLoad()
    loader.reset()
    gate.answer(.success([Item(id: 3)]))
    await #expect(throws: CancellationError.self) { try await refresh.value }
    #expect(loader.items.isEmpty)
  }
}
