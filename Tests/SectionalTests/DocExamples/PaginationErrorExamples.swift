import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/Sectional/Controller/PaginationError.swift
/// (``PaginationError/Problem/unrecoverable(_:)``).
@MainActor
@Suite struct PaginationErrorExamples {
  struct Post: Identifiable, Decodable, Sendable {
    var id: Int
  }

  /// Page 0 is valid JSON, page 1 is not.
  static func fetch(_ page: Int) async throws -> Data {
    Data((page == 0 ? #"[{"id": 1}, {"id": 2}]"# : "[{").utf8)
  }

  final class Feed: Screen {
    let title = "Feed"
    let pages: PageLoader<Post, Int>
    init(_ pages: PageLoader<Post, Int>) { self.pages = pages }
    var content: ListContent {
      Section(id: "posts") { pages.rows { Row(id: $0.id, TextItem("Post \($0.id)")) } }
    }
  }

  /// PaginationError.swift, ``PaginationError/Problem/unrecoverable(_:)``
  @Test func aMalformedPageIsNotRetried() async throws {
    let fetch = Self.fetch
    let decoder = JSONDecoder()
    let loader = PageLoader<Post, Int>(first: 0) { page in
      let data = try await fetch(page)
      guard let posts = try? decoder.decode([Post].self, from: data) else {
        throw PaginationError(.unrecoverable("page \(page) is not valid JSON"))
      }
      return LoadedPage(posts, next: posts.isEmpty ? nil : page + 1)
    }
    let app = ScreenTestHost(Feed(loader), viewportHeight: 100)
    await app.idle()
    #expect(loader.items.map(\.id) == [1, 2])
    #expect(loader.state == .failed(PaginationError(.unrecoverable("page 1 is not valid JSON"))))
    let status = try #require(app.content.sections[0].rows.last)
    #expect(
      status.component as? LoadingItem
        == LoadingItem(.unavailable(message: "Loading failed: page 1 is not valid JSON")))
  }
}
