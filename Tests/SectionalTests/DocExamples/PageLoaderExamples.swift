import Sectional
import SectionalTesting
import Testing

/// The examples in the doc comments of Sources/Sectional/Controller/PageLoader.swift and
/// LoadedPage.swift (``LoadedPage`` and ``PageLoader``).
@MainActor
@Suite struct PageLoaderExamples {
  final class FeedScreen: Screen {
    let title = "Feed"
    let pages: PageLoader<Post, Int>
    init(_ pages: PageLoader<Post, Int>) { self.pages = pages }
    var content: ListContent {
      Section(id: "posts") { pages.rows { Row(id: $0.id, TextItem($0.title)) } }
    }
  }

  /// PageLoader.swift, `init(name:first:timeout:clock:load:)`
  @Test func aLoaderOfNumberedPages() async {
    let api = Feed(pages: 1, size: 3)
    let loader = PageLoader<Post, Int>(first: 0) { page in
      let posts = try await api.posts(page: page)
      return LoadedPage(posts, next: posts.isEmpty ? nil : page + 1)
    }
    let app = ScreenTestHost(FeedScreen(loader))
    await app.idle()
    #expect(loader.items.map(\.id) == [0, 1, 2])
    #expect(loader.state == .exhausted)
    #expect(app.content.sections[0].rows.count == 3)
  }

  struct Todo: Identifiable, Sendable {
    var id: Int
    var title: String
  }

  /// Ten pages of archived todos.
  struct Store: Sendable {
    func archived(page: Int, size: Int) async throws -> [Todo] {
      (0..<size).map { Todo(id: page * size + $0, title: "Todo \(page * size + $0)") }
    }
  }

  @MainActor final class ArchiveScreen: Screen {
    let title = "Archive"
    let pages = PageLoader<Todo, Int>(first: 0) { page in
      LoadedPage(try await store.archived(page: page, size: 50), next: page < 9 ? page + 1 : nil)
    }
    var content: ListContent {
      Section(id: "archive") {
        pages.rows { todo in Row(id: todo.id, TextItem(todo.title)) }
      }
    }
  }

  /// PageLoader.swift, ``PageLoader``, the first example
  @Test func aScreenPagesThroughItsArchive() async {
    let screen = ArchiveScreen()
    let app = ScreenTestHost(screen, viewportHeight: 440)
    await app.idle()
    #expect(screen.pages.pagesLoaded == 1)  // the status row is far below the screen
    app.scrollToEnd()
    await app.idle()
    #expect(screen.pages.pagesLoaded == 2)
    #expect(app.content.sections[0].rows.count == 101)  // 100 todos and the loading row
  }

  struct Message: Identifiable, Sendable {
    var id: Int
    var day: String
    var subject: String
  }

  /// A mail server's answer: a page of messages, and the cursor of the older ones.
  struct Response: Sendable {
    var messages: [Message]
    var olderCursor: String?
  }

  /// Two pages of messages: the newest (cursor `nil`) and the older ones (cursor "older").
  struct MailServer: Sendable {
    func messages(before cursor: String?) async throws -> Response {
      cursor == nil
        ? Response(
          messages: [
            Message(id: 3, day: "2026-11-24", subject: "Lunch?"),
            Message(id: 2, day: "2026-11-23", subject: "Minutes"),
          ], olderCursor: "older")
        : Response(
          messages: [Message(id: 1, day: "2026-11-23", subject: "Agenda")], olderCursor: nil)
    }
  }

  final class MessagesScreen: Screen {
    let title = "Messages"
    let messages: PageLoader<Message, String>
    init(_ messages: PageLoader<Message, String>) { self.messages = messages }
    var content: ListContent {
      Section(id: "all") { messages.rows { Row(id: $0.id, TextItem($0.subject)) } }
    }
  }

  /// LoadedPage.swift, ``LoadedPage``
  @Test func aLoaderOfACursorBasedAPI() async {
    let messages = PageLoader<Message, String> { cursor in
      let response = try await api.messages(before: cursor)
      return LoadedPage(response.messages, next: response.olderCursor)
    }
    let app = ScreenTestHost(MessagesScreen(messages))
    await app.idle()  // both pages: everything fits
    #expect(messages.items.map(\.id) == [3, 2, 1])
    #expect(messages.state == .exhausted)
  }

  @MainActor final class InboxScreen: Screen {
    let title = "Inbox"
    let messages = PageLoader<Message, String> { cursor in
      let response = try await api.messages(before: cursor)
      return LoadedPage(response.messages, next: response.olderCursor)
    }
    var content: ListContent {
      let days = Dictionary(grouping: messages.items, by: \.day)
      for day in days.keys.sorted(by: >) {
        Section(id: day, header: day) {
          for message in days[day] ?? [] {
            Row(id: message.id, TextItem(message.subject)).onSelect { [unowned self] _ in
              messages.items.removeAll { $0.id == message.id }  // archived
            }
          }
        }
      }
      messages.statusSection(id: "more")
    }
  }

  /// PageLoader.swift, ``PageLoader``, the second example
  @Test func anInboxGroupsItsMessagesByDayAndArchivesThem() async throws {
    let screen = InboxScreen()
    let app = ScreenTestHost(screen)
    await app.idle()
    #expect(
      app.content.sections.map(\.id) == [ListID("2026-11-24"), ListID("2026-11-23")])
    #expect(app.content.sections[1].rows.map(\.id) == [ListID(2), ListID(1)])
    try app.tap(.id(2))
    #expect(app.content.sections[1].rows.map(\.id) == [ListID(1)])
    #expect(screen.messages.items.map(\.id) == [3, 1])
  }
}

/// The archive the example's ``PageLoaderExamples/ArchiveScreen`` loads from.
private let store = PageLoaderExamples.Store()
/// The mail server the examples' inbox loads from.
private let api = PageLoaderExamples.MailServer()
