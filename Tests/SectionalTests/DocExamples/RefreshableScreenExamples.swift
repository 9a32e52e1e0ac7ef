import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/Sectional/Screens/RefreshableScreen.swift.
@MainActor
@Suite struct RefreshableScreenExamples {
  typealias Message = PageLoaderExamples.Message

  @MainActor final class InboxScreen: RefreshableScreen {
    let title = "Inbox"
    let messages = PageLoader<Message, String> { cursor in
      let response = try await api.messages(before: cursor)
      return LoadedPage(response.messages, next: response.olderCursor)
    }
    var content: ListContent {
      Section(id: "inbox") {
        messages.rows { message in Row(id: message.id, TextItem(message.subject)) }
      }
    }
    func refresh() async throws {
      try await messages.refresh()
    }
  }

  /// RefreshableScreen.swift, ``RefreshableScreen``
  @Test func anInboxRefreshesItsFirstPage() async throws {
    let screen = InboxScreen()
    let app = ScreenTestHost(screen)
    await app.idle()
    #expect(screen.messages.items.map(\.id) == [3, 2, 1])
    try await app.refresh()
    // The first page replaced the items; the second loads again as the status row shows.
    #expect(screen.messages.items.map(\.id).prefix(2) == [3, 2])
    #expect(app.problems.isEmpty)
    #expect(!app.host.isRefreshing)
  }
}

/// The mail server the example's inbox loads from.
private let api = PageLoaderExamples.MailServer()
