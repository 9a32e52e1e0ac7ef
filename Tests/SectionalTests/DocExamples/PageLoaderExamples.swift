import Sectional
import SectionalTesting
import Testing

/// The examples in the doc comments of Sources/Sectional/Controller/PageLoader.swift
/// (``LoadedPage`` and ``PageLoader``).
@MainActor
@Suite struct PageLoaderExamples {
  final class FeedScreen: Screen {
    let title = "Feed"
    let pages: PageLoader<Post>
    init(_ pages: PageLoader<Post>) { self.pages = pages }
    var content: ListContent {
      Section(id: "posts") { pages.rows { Row(id: $0.id, TextItem($0.title)) } }
    }
  }

  /// PageLoader.swift, ``LoadedPage``
  @Test func aLoaderOfPages() async {
    let api = Feed(pages: 1, size: 3)
    let loader = PageLoader<Post> { page in
      let posts = try await api.posts(page: page)
      return LoadedPage(posts, isLast: posts.isEmpty)
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
    let pages = PageLoader<Todo> { page in
      LoadedPage(try await store.archived(page: page, size: 50), isLast: page == 9)
    }
    var content: ListContent {
      Section(id: "archive") {
        pages.rows { todo in Row(id: todo.id, TextItem(todo.title)) }
      }
    }
  }

  /// PageLoader.swift, ``PageLoader``
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
}

/// The archive the example's ``PageLoaderExamples/ArchiveScreen`` loads from.
private let store = PageLoaderExamples.Store()
