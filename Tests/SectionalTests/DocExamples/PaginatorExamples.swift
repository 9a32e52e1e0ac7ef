import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The examples in the doc comments of Sources/Sectional/Controller/ListController+Pagination.swift
/// (`paginate(section:threshold:timeout:clock:loader:)`, which makes a ``Paginator``) and
/// PaginationTypes.swift (``PageResult``).
@MainActor
@Suite struct PaginatorExamples {
  static func postsList() throws -> (ListController, HeadlessTableView) {
    let controller = try ListController { Section(id: "posts") }
    return (controller, HeadlessTableView(controller: controller, viewportHeight: 440))
  }

  /// ListController+Pagination.swift
  @Test func anImperativeListPages() async throws {
    let (controller, table) = try Self.postsList()
    let feed = Feed()
    let values = collect {
      controller.paginate(section: "posts", threshold: .viewports(1)) { page in
        let posts = try await feed.load(page: page)
        return PageResult(rows: posts.map { Row(id: $0.id, TextItem($0.title)) })
      }
    }
    let paginator = try #require(values.first as? Paginator)
    paginator.visibleRegionDidChange(
      VisibleRegion(lastVisibleRow: nil, distanceToEnd: 0, viewportHeight: 440))
    await paginator.settled()
    #expect(controller.content.sections[0].rows.count >= 30)
    #expect(table.violations.isEmpty)
  }

  /// PaginationTypes.swift, ``PageResult``
  @Test func aPageResultSaysWhetherItIsTheLast() async throws {
    let (controller, table) = try Self.postsList()
    let api = Feed(pages: 1, size: 3)
    let values = collect {
      controller.paginate(section: "posts") { page in
        let posts = try await api.posts(page: page)
        let rows = posts.map { Row(id: $0.id, TextItem($0.title)) }
        return PageResult(rows: rows, isLast: posts.isEmpty)
      }
    }
    let paginator = try #require(values.first as? Paginator)
    for _ in 0..<2 {
      paginator.loadNextPage()
      await paginator.settled()
    }
    #expect(controller.content.sections[0].rows.map(\.id) == (0..<3).map { ListID($0) })
    #expect(paginator.state == .exhausted)
    #expect(table.violations.isEmpty)
  }
}
