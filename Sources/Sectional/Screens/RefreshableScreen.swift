/// A screen the user can refresh: pull to refresh on iOS, a key in the terminal,
/// `ScreenTestHost.refresh()` in tests.
///
/// The host runs ``refresh()`` as tracked work (``ScreenHost/refresh()``): ``ScreenHost/idle()``
/// waits for it, renderers show that it is under way (``ScreenHost/isRefreshing``), the host
/// rebuilds the content when it ends, and an error it throws reaches the problem observers as
/// ``ScreenProblem/refreshFailed(screen:reason:)``: every renderer says so, and the rows shown
/// stay. Keep the rows on screen until the new ones arrive; ``PageLoader/refresh()`` does.
///
/// ```swift
/// @MainActor final class InboxScreen: RefreshableScreen {
///   let title = "Inbox"
///   let messages = PageLoader<Message, String> { cursor in
///     let response = try await api.messages(before: cursor)
///     return LoadedPage(response.messages, next: response.olderCursor)
///   }
///   var content: ListContent {
///     Section(id: "inbox") {
///       messages.rows { message in Row(id: message.id, TextItem(message.subject)) }
///     }
///   }
///   func refresh() async throws {
///     try await messages.refresh()
///   }
/// }
/// ```
@MainActor
public protocol RefreshableScreen: Screen {
  /// Loads the screen's data again. The host rebuilds the content when it returns or throws;
  /// an error is reported, and the content stays as it was.
  ///
  /// - Throws: Why the data could not be loaded; the host reports it.
  func refresh() async throws
}
