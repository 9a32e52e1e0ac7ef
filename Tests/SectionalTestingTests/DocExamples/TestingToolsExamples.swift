import Foundation
import Sectional
import SectionalTesting
import Testing

/// The examples in the doc comments of Sources/SectionalTesting: HeadlessTableView.swift,
/// BatchUpdateValidator.swift, RecordingPresenter.swift, ManualClock.swift, SplitMix64.swift and
/// ScreenTestHost.swift.
@MainActor
@Suite struct TestingToolsExamples {
  enum SettingsRow: Hashable, Sendable { case terms }
  enum AboutRow: Hashable, Sendable { case email }

  /// HeadlessTableView.swift
  @Test func aHeadlessTable() throws {
    let controller = try ListController {
      Section(id: "about") {
        Row(id: SettingsRow.terms, TextItem("Terms")).onSelect { _ in print("terms") }
      }
    }
    let table = HeadlessTableView(controller: controller, viewportHeight: 440)
    try table.tap(.id(SettingsRow.terms))
    #expect(table.violations.isEmpty)
    #expect(table.selectedID == ListID(SettingsRow.terms))
  }

  /// BatchUpdateValidator.swift
  @Test func everyStageIsValid() throws {
    var oldContent = ListContent {
      Section(id: "a") { for id in 0..<5 { Row(id: id, TextItem("\(id)")) } }
      Section(id: "b") { Row(id: 5, TextItem("5")) }
    }
    let newContent = ListContent {
      Section(id: "b") {
        Row(id: 3, TextItem("3"))
        Row(id: 5, TextItem("five"))
      }
      Section(id: "a") { for id in [4, 0, 9] { Row(id: id, TextItem("\(id)")) } }
    }
    for stage in try StagedChangeset(from: oldContent, to: newContent) {
      try BatchUpdateValidator.validate(stage, before: oldContent)
      oldContent = stage.content
    }
    #expect(oldContent.sections.map(\.id) == newContent.sections.map(\.id))
    // A batch UIKit would reject throws.
    let bad = Changeset(content: newContent, rowInserts: [RowPath(section: 7, row: 0)])
    #expect(throws: BatchUpdateError.self) {
      try BatchUpdateValidator.validate(bad, before: newContent)
    }
  }

  /// RecordingPresenter.swift
  @Test func aRecordingPresenter() throws {
    let controller = try ListController {
      Section(id: "about") {
        Row(id: AboutRow.email, TextItem("Email")).onSelect { context in
          context.presenter.sendMail(MailDraft(to: ["a@b.c"]))
        }
      }
    }
    let table = HeadlessTableView(controller: controller)
    let presenter = RecordingPresenter(canSendMail: false)
    controller.presenter = presenter
    try table.tap(.id(AboutRow.email))
    #expect(presenter.requests == [.alert(MailDraft(to: ["a@b.c"]).unavailableAlert)])
  }

  struct Item: Identifiable, Sendable {
    var id: Int
  }

  final class ItemsScreen: Screen {
    let title = "Items"
    let pages: PageLoader<Item>
    init(pages: PageLoader<Item>) { self.pages = pages }
    var content: ListContent {
      Section(id: "items") { pages.rows { Row(id: $0.id, TextItem("\($0.id)")) } }
    }
  }

  /// A loader that never answers: it waits until it is cancelled.
  nonisolated static func never() async throws -> LoadedPage<Item> {
    try await Task.sleep(for: .seconds(86_400))
    return LoadedPage([])
  }

  /// ManualClock.swift
  @Test func aTimeoutWithoutWaiting() async {
    let never = Self.never
    let clock = ManualClock()
    let pages = PageLoader<Item>(timeout: .seconds(30), clock: clock) { _ in try await never() }
    let app = ScreenTestHost(ItemsScreen(pages: pages))  // the loading row shows: a load starts
    while clock.sleeperCount == 0 { await Task.yield() }  // its timeout is waiting
    clock.advance(by: .seconds(30))  // the load times out now
    await app.idle()
    #expect(pages.state == .failed(PaginationError(.timedOut)))
  }

  /// SplitMix64.swift
  @Test func aSeededGenerator() {
    let seed = UInt64.random(in: 0...UInt64.max)
    var random = SplitMix64(seed: seed)
    let count = Int.random(in: 0..<100, using: &random)  // the same for the same seed
    var again = SplitMix64(seed: seed)
    #expect(Int.random(in: 0..<100, using: &again) == count, "seed \(seed)")
  }
}
