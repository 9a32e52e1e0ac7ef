import Foundation
import Sectional
import SectionalTesting
import Testing

/// What app authors needed from pagination (issue 17, item 3): sections the screen chooses,
/// cursors, a refresh that keeps what is shown, loaded items the screen changes — with the one,
/// declarative ``PageLoader`` the host knows about.
@MainActor
@Suite struct PaginationTests {
  struct Message: Identifiable, Sendable, Equatable {
    var id: Int
    var day: String
    var subject = "Hello"
  }

  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  /// Answers each load when the test says so, and records the cursor each load received.
  final class Server<Cursor: Sendable>: @unchecked Sendable {
    typealias Answer = Result<LoadedPage<Message, Cursor>, Offline>
    private let lock = NSLock()
    private var waiting: [CheckedContinuation<Answer, Never>] = []
    private var ready: [Answer] = []
    private var received: [Cursor?] = []
    private var cancelled = 0

    func load(_ cursor: Cursor?) async throws -> LoadedPage<Message, Cursor> {
      let result = await withCheckedContinuation { continuation in
        let answer: Answer? = lock.withLock {
          received.append(cursor)
          if !ready.isEmpty { return ready.removeFirst() }
          waiting.append(continuation)
          return nil
        }
        if let answer { continuation.resume(returning: answer) }
      }
      if Task.isCancelled { lock.withLock { cancelled += 1 } }
      return try result.get()
    }

    func answer(_ result: Answer) {
      let continuation = lock.withLock {
        if waiting.isEmpty {
          ready.append(result)
          return nil as CheckedContinuation<Answer, Never>?
        }
        return waiting.removeFirst()
      }
      continuation?.resume(returning: result)
    }

    func answer(_ messages: [Message], next: Cursor?) {
      answer(.success(LoadedPage(messages, next: next)))
    }

    var cursors: [Cursor?] { lock.withLock { received } }
    var loadsSeenCancelled: Int { lock.withLock { cancelled } }
  }

  /// An inbox that groups its messages by day, newest day first as the pages bring them, with
  /// the loader's status row in a section of its own after them.
  final class Inbox: Screen {
    let title = "Inbox"
    let messages: PageLoader<Message, String>
    init(_ messages: PageLoader<Message, String>) { self.messages = messages }
    var content: ListContent {
      for day in days {
        Section(id: day, header: TextItem(day)) {
          for message in messages.items where message.day == day {
            Row(id: message.id, TextItem(message.subject), height: .fixed(10))
              .onSelect { [unowned self] _ in archive(message.id) }
          }
        }
      }
      messages.statusSection(id: "more")
    }
    /// The days in the order their first message arrived.
    var days: [String] {
      var seen: Set<String> = []
      return messages.items.map(\.day).filter { seen.insert($0).inserted }
    }
    func archive(_ id: Int) {
      messages.items.removeAll { $0.id == id }
    }
  }

  /// A list of messages paged by number.
  final class Numbered: Screen {
    let title = "Numbered"
    let pages: PageLoader<Message, Int>
    init(_ pages: PageLoader<Message, Int>) { self.pages = pages }
    var content: ListContent {
      Section(id: "all") { pages.rows { Row(id: $0.id, TextItem($0.subject), height: .fixed(10)) } }
    }
  }

  static func messages(_ ids: Range<Int>, day: String) -> [Message] {
    ids.map { Message(id: $0, day: day) }
  }

  /// An inbox on a screen `viewportHeight` high (two rows by default), its first load under
  /// way.
  func openInbox(viewportHeight: Double = 20) -> (Server<String>, Inbox, ScreenTestHost) {
    let server = Server<String>()
    let screen = Inbox(PageLoader { try await server.load($0) })
    return (server, screen, ScreenTestHost(screen, viewportHeight: viewportHeight))
  }

  /// An inbox showing five messages of today; the next page is at `next`.
  func inboxShowingFive(next: String) async -> (Server<String>, Inbox, ScreenTestHost) {
    let (server, screen, app) = openInbox()
    server.answer(Self.messages(0..<5, day: "Today"), next: next)
    await app.idle()
    return (server, screen, app)
  }

  func sectionIDs(_ app: ScreenTestHost) -> [ListID] { app.content.sections.map(\.id) }
  func rowIDs(_ app: ScreenTestHost, _ section: String) -> [Int] {
    app.content.sections.first { $0.id == ListID(section) }?.rows.compactMap { $0.id.as(Int.self) }
      ?? []
  }

  /// (a) Messages by day: the builder groups the loaded items into sections of its own and
  /// emits the status row after them; a page that continues a day joins its section.
  @Test func loadedItemsGoIntoSectionsTheScreenChooses() async {
    let (server, _, app) = openInbox(viewportHeight: 100)
    server.answer(
      Self.messages(0..<2, day: "Today") + Self.messages(2..<3, day: "Yesterday"), next: "p2")
    // Everything fits: the next page is asked for as soon as the first shows.
    server.answer(
      Self.messages(3..<4, day: "Yesterday") + Self.messages(4..<5, day: "Monday"),
      next: nil)
    await app.idle()
    #expect(sectionIDs(app) == [ListID("Today"), ListID("Yesterday"), ListID("Monday")])
    #expect(rowIDs(app, "Yesterday") == [2, 3])
    #expect(app.table.violations.isEmpty)
  }

  /// (a) While more may follow, the status row sits in its own section after the screen's.
  @Test func theStatusRowFollowsTheScreensSections() async {
    let (_, screen, app) = await inboxShowingFive(next: "p2")
    #expect(sectionIDs(app) == [ListID("Today"), ListID("more")])
    #expect(app.content.sections[1].rows.map(\.id) == [screen.messages.statusRowID])
  }

  /// (b) A cursor-based API: each load receives the previous page's cursor, the first none.
  @Test func eachLoadReceivesThePreviousPagesCursor() async {
    let (server, screen, app) = openInbox(viewportHeight: 100)
    server.answer(Self.messages(0..<2, day: "Today"), next: "after-1")
    server.answer(Self.messages(2..<4, day: "Today"), next: "after-3")
    server.answer(Self.messages(4..<5, day: "Today"), next: nil)
    await app.idle()
    #expect(server.cursors == [nil, "after-1", "after-3"])
    #expect(screen.messages.state == .exhausted)
    #expect(screen.messages.statusRow == nil)
    #expect(rowIDs(app, "Today") == [0, 1, 2, 3, 4])
  }

  /// (b) Numbered pages: the first page's cursor is given; the loader says which page follows.
  @Test func numberedPagesStartAtTheGivenFirstCursor() async {
    let server = Server<Int>()
    let screen = Numbered(PageLoader(first: 1) { page in try await server.load(page) })
    server.answer(Self.messages(0..<2, day: "Today"), next: 2)
    server.answer(Self.messages(2..<3, day: "Today"), next: nil)
    let app = ScreenTestHost(screen, viewportHeight: 100)
    await app.idle()
    #expect(server.cursors == [1, 2])
    #expect(screen.pages.state == .exhausted)
  }

  /// (c) A refresh from the top keeps the shown items until the new first page arrives, then
  /// replaces them; the pages after it load from the new first page's cursor.
  @Test func aRefreshKeepsTheItemsUntilTheNewFirstPageArrives() async {
    let (server, screen, app) = await inboxShowingFive(next: "old-2")
    screen.messages.refresh(for: app.host.controller)
    #expect(screen.messages.state == .loading)
    #expect(rowIDs(app, "Today") == [0, 1, 2, 3, 4])  // still shown while the refresh loads
    server.answer(
      Self.messages(10..<12, day: "Today") + Self.messages(0..<3, day: "Today"),
      next: "new-2")
    await app.idle()
    #expect(rowIDs(app, "Today") == [10, 11, 0, 1, 2])
    #expect(screen.messages.pagesLoaded == 1)
    app.scrollToEnd()
    #expect(screen.messages.state == .loading)
    server.answer(Self.messages(3..<4, day: "Today"), next: nil)
    await app.idle()
    #expect(server.cursors == [nil, nil, "new-2"])
    #expect(rowIDs(app, "Today") == [10, 11, 0, 1, 2, 3])
    #expect(app.table.violations.isEmpty)
  }

  /// (c) A refresh that fails keeps the items; its retry row refreshes again.
  @Test func aFailedRefreshKeepsTheItemsAndItsRetryRefreshes() async throws {
    let (server, screen, app) = await inboxShowingFive(next: "old-2")
    screen.messages.refresh(for: app.host.controller)
    server.answer(.failure(Offline()))
    await app.idle()
    #expect(rowIDs(app, "Today") == [0, 1, 2, 3, 4])
    #expect(screen.messages.state == .failed(PaginationError(.loaderFailed("offline"))))
    try app.tap(.id(screen.messages.statusRowID))
    server.answer(Self.messages(7..<8, day: "Today"), next: nil)
    await app.idle()
    #expect(server.cursors == [nil, nil, nil])
    #expect(rowIDs(app, "Today") == [7])
    #expect(screen.messages.state == .exhausted)
  }

  /// (d) The screen removes (archives) and changes loaded items in place; the next rebuild
  /// shows it, and a later page is checked against what is loaded now.
  @Test func theScreenRemovesAndChangesLoadedItems() async throws {
    let (server, screen, app) = await inboxShowingFive(next: "p2")
    try app.tap(.id(2))  // archives message 2
    #expect(rowIDs(app, "Today") == [0, 1, 3, 4])
    screen.messages.items[0].subject = "Read"
    app.host.controller.setNeedsUpdate()
    await app.idle()
    #expect(app.content.sections[0].rows[0].component as? TextItem == TextItem("Read"))
    app.scrollToEnd()
    server.answer(Self.messages(5..<6, day: "Today") + [Message(id: 4, day: "Today")], next: nil)
    await app.idle()
    #expect(screen.messages.state == .failed(PaginationError(.duplicateItems(["4"]))))
    #expect(screen.messages.items.map(\.id) == [0, 1, 3, 4])
  }

  /// `ScreenHost.idle()` returns only once the page under way has arrived and been shown.
  @Test func idleAwaitsTheLoadUnderWay() async {
    let (server, _, app) = openInbox()
    #expect(!app.host.isIdle)
    server.answer(Self.messages(0..<3, day: "Today"), next: "p2")
    await app.idle()
    #expect(app.host.isIdle)
    #expect(rowIDs(app, "Today") == [0, 1, 2])
  }

  /// Triggers during a load — the status row displayed again, prefetched, asked directly — are
  /// ignored: one load at a time.
  @Test func triggersDuringALoadAreIgnored() async {
    let (server, screen, app) = await inboxShowingFive(next: "p2")
    app.scrollToEnd()
    #expect(screen.messages.state == .loading)
    app.scroll(toOffset: 0)
    app.scrollToEnd()
    screen.messages.loadNextPage(for: app.host.controller)
    screen.messages.retry(for: app.host.controller)
    server.answer(Self.messages(5..<6, day: "Today"), next: nil)
    await app.idle()
    #expect(server.cursors == [nil, "p2"])
    #expect(rowIDs(app, "Today") == [0, 1, 2, 3, 4, 5])
  }

  /// A screen that goes away cancels its load (the loader's task sees the cancellation) and
  /// its late answer is dropped.
  @Test func aScreenGoingAwayCancelsItsLoad() async {
    let (server, screen, app) = openInbox()
    #expect(screen.messages.state == .loading)
    app.host.detach()
    #expect(screen.messages.state == .idle)
    #expect(app.host.isIdle)
    server.answer(Self.messages(0..<3, day: "Today"), next: nil)
    await screen.messages.abandonedLoadsEnded()
    #expect(server.loadsSeenCancelled == 1)
    #expect(screen.messages.items.isEmpty)
  }
}
