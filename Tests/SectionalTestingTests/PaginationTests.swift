import Foundation
import Sectional
import SectionalTesting
import Testing

@MainActor
@Suite struct PaginationTests {
  /// A loader the test drives: each call waits until the test answers it.
  final class Gate: Sendable {
    let stream: AsyncStream<Result<PageResult, TestError>>
    let continuation: AsyncStream<Result<PageResult, TestError>>.Continuation
    init() {
      (stream, continuation) = AsyncStream.makeStream()
    }
    func load(_ page: Int) async throws -> PageResult {
      for await answer in stream {
        return try answer.get()
      }
      throw CancellationError()
    }
  }

  /// A loader that answers only when the test says so, even after its task was cancelled (a
  /// network call that completes anyway): its answer is "late".
  final class StubbornGate: @unchecked Sendable {
    private var continuation: CheckedContinuation<PageResult, Never>?
    private var answer: PageResult?
    private let lock = NSLock()

    func load(_ page: Int) async -> PageResult {
      await withCheckedContinuation { continuation in
        let ready: PageResult? = lock.withLock {
          if let answer { return answer }
          self.continuation = continuation
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    }

    func answer(_ result: PageResult) {
      let waiting: CheckedContinuation<PageResult, Never>? = lock.withLock {
        answer = result
        defer { continuation = nil }
        return continuation
      }
      waiting?.resume(returning: result)
    }
  }

  struct TestError: Error, Equatable, CustomStringConvertible {
    var description: String { "offline" }
  }

  nonisolated static func rows(_ range: Range<Int>) -> [Row] {
    range.map { Row(id: $0, TextItem("\($0)"), height: .fixed(10)) }
  }

  static func table(_ controller: ListController) -> HeadlessTableView {
    HeadlessTableView(controller: controller, viewportHeight: 100)
  }

  @Test func aSlowLoaderShowsALoadingRowAndIgnoresRepeatedTriggers() async throws {
    let controller = try ListController(
      content: ListContent(sections: [Section(id: "feed", rows: PaginationTests.rows(0..<20))]))
    let gate = Gate()
    let paginator = controller.paginate(section: "feed", threshold: .rows(3)) { page in
      try await gate.load(page)
    }
    let table = PaginationTests.table(controller)
    #expect(paginator.state == .idle)
    table.scroll(toOffset: 100)  // rows 10–19 visible: the end is within 3 rows
    #expect(paginator.state == .loading)
    #expect(controller.content.sections[0].rows.count == 21)
    #expect(controller.content.sections[0].rows.last?.component as? LoadingItem == LoadingItem())
    table.scroll(toOffset: 90)
    table.scroll(toOffset: 110)
    // Still one loading row: no second load.
    #expect(controller.content.sections[0].rows.count == 21)
    gate.continuation.yield(.success(PageResult(rows: PaginationTests.rows(20..<30))))
    await paginator.settled()
    #expect(paginator.state == .idle)
    #expect(controller.content.sections[0].rows.map(\.id) == (0..<30).map { ListID($0) })
    #expect(table.violations.isEmpty)
    #expect(paginator.pagesLoaded == 1)
    table.scroll(toOffset: 200)
    #expect(paginator.state == .loading)
    gate.continuation.yield(.success(PageResult(rows: [], isLast: true)))
    await paginator.settled()
    #expect(paginator.state == .exhausted)
    table.scroll(toOffset: 0)
    table.scroll(toOffset: 200)
    #expect(paginator.state == .exhausted)
  }

  @Test func aFailingLoaderShowsARetryRowWhoseSelectionRetries() async throws {
    let controller = try ListController(
      content: ListContent(sections: [Section(id: "feed", rows: PaginationTests.rows(0..<5))]))
    let gate = Gate()
    let paginator = controller.paginate(section: "feed") { page in try await gate.load(page) }
    let table = PaginationTests.table(controller)
    #expect(paginator.state == .loading)  // five rows fit: the end is on screen at once
    gate.continuation.yield(.failure(TestError()))
    await paginator.settled()
    #expect(paginator.state == .failed(PaginationError(.loaderFailed("offline"))))
    let retryRow = try #require(controller.content.sections[0].rows.last)
    #expect(
      retryRow.component as? LoadingItem == LoadingItem(.failed(message: "Loading failed: offline"))
    )
    #expect(controller.content.sections[0].rows.count == 6)
    try table.select(.at(section: 0, row: 5))
    #expect(paginator.state == .loading)
    gate.continuation.yield(.success(PageResult(rows: PaginationTests.rows(5..<8))))
    await paginator.settled()
    #expect(controller.content.sections[0].rows.map(\.id) == (0..<8).map { ListID($0) })
    #expect(table.violations.isEmpty)
  }

  @Test func aFailureRetryingCannotFixOffersNoRetry() async throws {
    let controller = try ListController(
      content: ListContent(sections: [Section(id: "feed", rows: PaginationTests.rows(0..<5))]))
    let paginator = controller.paginate(section: "feed") { _ in
      throw PaginationError(.unrecoverable("page 1 is malformed"))
    }
    let table = PaginationTests.table(controller)
    await paginator.settled()
    let status = try #require(controller.content.sections[0].rows.last)
    #expect(
      status.component as? LoadingItem
        == LoadingItem(.unavailable(message: "Loading failed: page 1 is malformed")))
    #expect(!status.traits.isSelectable)
    paginator.retry()
    #expect(paginator.state == .failed(PaginationError(.unrecoverable("page 1 is malformed"))))
    #expect(table.violations.isEmpty)
  }

  @Test func rowsWithExistingIDsAreRejectedWithoutCorruptingTheList() async throws {
    let controller = try ListController(
      content: ListContent(sections: [Section(id: "feed", rows: PaginationTests.rows(0..<5))]))
    let paginator = controller.paginate(section: "feed") { _ in
      PageResult(rows: PaginationTests.rows(3..<6))
    }
    let table = PaginationTests.table(controller)
    await paginator.settled()
    guard case .failed(let error) = paginator.state, case .rejectedRows = error.problem else {
      Issue.record("expected a rejected page, got \(paginator.state)")
      return
    }
    #expect(controller.content.sections[0].rows.prefix(5).map(\.id) == (0..<5).map { ListID($0) })
    #expect(table.violations.isEmpty)
  }

  @Test func aLoaderThatNeverReturnsTimesOutOnAClockTheTestControls() async throws {
    let controller = try ListController(
      content: ListContent(sections: [Section(id: "feed", rows: [])]))
    let late = StubbornGate()
    let clock = ManualClock()
    let paginator = controller.paginate(
      section: "feed", timeout: .seconds(30), clock: clock,
      loader: { page in await late.load(page) })
    _ = PaginationTests.table(controller)
    #expect(paginator.state == .loading)
    try await waitUntil("the timeout to be armed") { clock.sleeperCount > 0 }
    clock.advance(by: .seconds(29))
    #expect(paginator.state == .loading)
    clock.advance(by: .seconds(1))  // the 30 seconds pass
    await paginator.settled()
    #expect(paginator.state == .failed(PaginationError(.timedOut)))
    // The answer arrives late: the load's task ends, and its answer is dropped.
    late.answer(PageResult(rows: PaginationTests.rows(0..<3)))
    await paginator.abandonedLoadsEnded()
    #expect(controller.content.sections[0].rows.count == 1)
    #expect(paginator.state == .failed(PaginationError(.timedOut)))
  }

  @Test func leavingTheScreenCancelsTheLoad() async throws {
    let controller = try ListController(
      content: ListContent(sections: [Section(id: "feed", rows: [])]))
    let late = StubbornGate()
    let paginator = controller.paginate(section: "feed") { page in await late.load(page) }
    _ = PaginationTests.table(controller)
    #expect(paginator.state == .loading)
    controller.cancelWork()
    #expect(paginator.state == .idle)
    #expect(controller.content.sections[0].rows.isEmpty)
    late.answer(PageResult(rows: PaginationTests.rows(0..<3)))
    await paginator.abandonedLoadsEnded()
    #expect(controller.content.sections[0].rows.isEmpty)
  }
}
