import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/SectionalTesting/ManualClock.swift.
@MainActor
@Suite struct ManualClockExamples {
  struct Item: Identifiable, Sendable {
    var id: Int
  }

  final class ItemsScreen: Screen {
    let title = "Items"
    let pages: PageLoader<Item, Int>
    init(pages: PageLoader<Item, Int>) { self.pages = pages }
    var content: ListContent {
      Section(id: "items") { pages.rows { Row(id: $0.id, TextItem("\($0.id)")) } }
    }
  }

  /// A loader that never answers: it waits until it is cancelled.
  nonisolated static func never(_ cursor: Int?) async throws -> LoadedPage<Item, Int> {
    try await Task.sleep(for: .seconds(86_400))
    return LoadedPage([], next: nil)
  }

  /// ManualClock.swift
  @Test func aTimeoutWithoutWaiting() async throws {
    let never = Self.never
    let clock = ManualClock()
    let pages = PageLoader<Item, Int>(timeout: .seconds(30), clock: clock, load: never)
    let app = ScreenTestHost(ItemsScreen(pages: pages))  // the loading row shows: a load starts
    try await waitUntil("the load's timeout to start") { clock.sleeperCount > 0 }
    clock.advance(by: .seconds(30))  // the load times out now
    await app.idle()
    #expect(pages.state == .failed(PaginationError(.timedOut)))
  }
}
