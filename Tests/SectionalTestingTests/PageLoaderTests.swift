import Foundation
import Sectional
import SectionalTesting
import Testing

/// Declarative pagination through the screen host: pages are state the builder emits.
@MainActor
@Suite struct PageLoaderTests {
  struct Item: Identifiable, Sendable, Equatable {
    var id: Int
  }

  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  /// A page's items, and whether it is the last.
  struct Page: Sendable {
    var items: [Item]
    var isLast = false
  }

  /// Answers each load when the test says so; keeps answering after cancellation (late).
  /// Pages are numbered from 0.
  final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [CheckedContinuation<Result<Page, Offline>, Never>] = []
    private var ready: [Result<Page, Offline>] = []
    private(set) var requested: [Int] = []

    func load(_ page: Int) async throws -> LoadedPage<Item, Int> {
      let result = await withCheckedContinuation { continuation in
        let answer: Result<Page, Offline>? = lock.withLock {
          requested.append(page)
          if !ready.isEmpty { return ready.removeFirst() }
          waiting.append(continuation)
          return nil
        }
        if let answer { continuation.resume(returning: answer) }
      }
      let answer = try result.get()
      return LoadedPage(answer.items, next: answer.isLast ? nil : page + 1)
    }

    func answer(_ result: Result<Page, Offline>) {
      let continuation = lock.withLock {
        if waiting.isEmpty {
          ready.append(result)
          return nil as CheckedContinuation<Result<Page, Offline>, Never>?
        }
        return waiting.removeFirst()
      }
      continuation?.resume(returning: result)
    }

    var requestCount: Int { lock.withLock { requested.count } }
  }

  @MainActor final class Archive: Screen {
    let title = "Archive"
    let pages: PageLoader<Item, Int>
    init(_ pages: PageLoader<Item, Int>) { self.pages = pages }
    var content: ListContent {
      Section(id: "archive") {
        pages.rows { item in Row(id: item.id, TextItem("Item \(item.id)"), height: .fixed(10)) }
      }
    }
  }

  static func page(_ range: Range<Int>, isLast: Bool = false) -> Page {
    Page(items: range.map(Item.init), isLast: isLast)
  }

  func ids(_ app: ScreenTestHost) -> [Int] {
    app.content.sections[0].rows.compactMap { $0.id.as(Int.self) }
  }

  func waitForRequests(_ answers: Answers, _ count: Int) async throws {
    try await waitUntil("\(count) requests to the loader") { answers.requestCount >= count }
  }

  @Test func anEmptyListLoadsItsFirstPageWithoutAnyRowDisplayed() async {
    let answers = Answers()
    let screen = Archive(PageLoader(first: 0) { try await answers.load($0) })
    let app = ScreenTestHost(screen, viewportHeight: 100)
    #expect(screen.pages.state == .loading)  // the status row came on screen
    #expect(app.content.sections[0].rows.count == 1)
    answers.answer(.success(Self.page(0..<50)))
    await app.idle()
    #expect(ids(app) == Array(0..<50))
    // Rows 0–9 fill the screen; the status row is five viewports away: nothing more loads.
    #expect(screen.pages.state == .idle)
    #expect(answers.requested == [0])
  }

  @Test func scrollingNearTheEndLoadsOncePerPageUntilTheLast() async {
    let answers = Answers()
    let screen = Archive(PageLoader(first: 0) { try await answers.load($0) })
    let app = ScreenTestHost(screen, viewportHeight: 100)
    answers.answer(.success(Self.page(0..<50)))
    await app.idle()
    app.scroll(toOffset: 300)  // the status row enters the prefetch window (one viewport ahead)
    #expect(screen.pages.state == .idle)
    app.scrollToEnd()
    #expect(screen.pages.state == .loading)
    app.scroll(toOffset: 380)
    app.scrollToEnd()  // repeated triggers are ignored
    answers.answer(.success(Self.page(50..<60, isLast: true)))
    await app.idle()
    #expect(answers.requested == [0, 1])
    #expect(screen.pages.state == .exhausted)
    #expect(ids(app) == Array(0..<60))
    #expect(app.content.sections[0].rows.count == 60)  // no status row once exhausted
    #expect(app.table.violations.isEmpty)
  }

  @Test func aFailureShowsARetryRowThatLoadsAgain() async throws {
    let answers = Answers()
    let screen = Archive(PageLoader(first: 0) { try await answers.load($0) })
    let app = ScreenTestHost(screen, viewportHeight: 100)
    answers.answer(.failure(Offline()))
    await app.idle()
    #expect(screen.pages.state == .failed(PaginationError(.loaderFailed("offline"))))
    let retry = try #require(app.content.sections[0].rows.last)
    #expect(
      retry.component as? LoadingItem == LoadingItem(.failed(message: "Loading failed: offline")))
    #expect(answers.requested == [0])  // a failure does not retry by itself
    try app.tap(.id(retry.id))
    answers.answer(.success(Self.page(0..<3, isLast: true)))
    await app.idle()
    #expect(ids(app) == [0, 1, 2])
    #expect(answers.requested == [0, 0])
  }

  @Test func aFailureRetryingCannotFixShowsWhyAndOffersNoRetry() async throws {
    // A malformed page: loading it again reads the same bytes.
    let screen = Archive(
      PageLoader(first: 0) { _ in throw PaginationError(.unrecoverable("page-1.json: not JSON")) })
    let app = ScreenTestHost(screen, viewportHeight: 100)
    await app.idle()
    let error = PaginationError(.unrecoverable("page-1.json: not JSON"))
    #expect(screen.pages.state == .failed(error))
    #expect(!error.isRetryable)
    #expect(PaginationError(.loaderFailed("offline")).isRetryable)
    let status = try #require(app.content.sections[0].rows.last)
    #expect(
      status.component as? LoadingItem
        == LoadingItem(.unavailable(message: "Loading failed: page-1.json: not JSON")))
    #expect(!status.traits.isSelectable)
    // Asking anyway changes nothing.
    screen.pages.retry(for: app.host.controller)
    #expect(screen.pages.state == .failed(error))
  }

  @Test func idsAlreadyLoadedOrRepeatedAreRejectedWithTheirNames() async throws {
    let answers = Answers()
    let screen = Archive(PageLoader(first: 0) { try await answers.load($0) })
    let app = ScreenTestHost(screen, viewportHeight: 100)
    answers.answer(.success(Self.page(0..<2)))
    // Everything fits: once page 0 is shown, page 1 is asked for at once (so the host is not
    // idle until it answers).
    try await waitForRequests(answers, 2)
    answers.answer(.success(Page(items: [Item(id: 1), Item(id: 7), Item(id: 7)])))
    await app.idle()
    #expect(screen.pages.state == .failed(PaginationError(.duplicateItems(["1", "7"]))))
    #expect(ids(app) == [0, 1])
    #expect(app.problems.isEmpty)
  }

  /// Issue 20, item 16: a page rejected for a repeated id offered "press Enter to retry" and
  /// failed the same way on every retry. Only errors a retry can fix offer one.
  @Test func aPageWithARepeatedIDOffersNoRetry() async throws {
    let answers = Answers()
    let screen = Archive(PageLoader(first: 0) { try await answers.load($0) })
    let app = ScreenTestHost(screen, viewportHeight: 100)
    answers.answer(.success(Page(items: [Item(id: 1), Item(id: 1)])))
    await app.idle()
    let error = PaginationError(.duplicateItems(["1"]))
    #expect(screen.pages.state == .failed(error))
    #expect(!error.isRetryable)
    let status = try #require(app.content.sections[0].rows.last)
    #expect(
      status.component as? LoadingItem
        == LoadingItem(
          .unavailable(message: "The page was rejected: ids already loaded or repeated: 1")))
    #expect(!status.traits.isSelectable)
    screen.pages.retry(for: app.host.controller)
    #expect(screen.pages.state == .failed(error))
    #expect(answers.requested == [0])
  }

  @Test func aLoadThatNeverAnswersTimesOutAndItsLateAnswerIsDropped() async throws {
    let answers = Answers()
    let clock = ManualClock()
    let screen = Archive(
      PageLoader(first: 0, timeout: .seconds(10), clock: clock) { try await answers.load($0) })
    let app = ScreenTestHost(screen, viewportHeight: 100)
    try await waitUntil("the load's timeout to start") { clock.sleeperCount > 0 }
    clock.advance(by: .seconds(10))
    await app.idle()
    #expect(screen.pages.state == .failed(PaginationError(.timedOut)))
    answers.answer(.success(Self.page(0..<5)))
    await screen.pages.abandonedLoadsEnded()
    #expect(ids(app).isEmpty)
    #expect(screen.pages.state == .failed(PaginationError(.timedOut)))
  }

  @Test func leavingTheScreenCancelsTheLoadAndDropsItsAnswer() async {
    let answers = Answers()
    let pages = PageLoader<Item, Int>(first: 0) { try await answers.load($0) }
    let app = ScreenTestHost(Archive(pages), viewportHeight: 100)
    #expect(pages.state == .loading)
    #expect(!app.host.isIdle)
    app.host.detach()
    #expect(pages.state == .idle)
    #expect(app.host.isIdle)
    answers.answer(.success(Self.page(0..<5)))
    await pages.abandonedLoadsEnded()
    #expect(pages.items.isEmpty)
  }
}
