import Sectional
import Testing

/// Collapsible sections in the controller: the state is kept by section id, applied as a batch
/// of row deletes and inserts, and survives rebuilds.
@MainActor
@Suite struct CollapsingTests {
  final class Recorder: ListRenderer {
    var batches: [Changeset] = []
    var reloads = 0
    func apply(_ changes: StagedChangeset, from controller: ListController) {
      batches.append(contentsOf: changes)
    }
    func reloadData(from controller: ListController) { reloads += 1 }
  }

  static func content(rows: Int = 3, startsCollapsed: Bool = false) -> ListContent {
    ListContent {
      Section(id: "top", header: "Top") { Row(id: "t", TextItem("T")) }
      Section(id: "filters", header: "Filters") {
        for index in 0..<rows { Row(id: "f\(index)", TextItem("F\(index)")) }
      }
      .collapsible(collapsed: startsCollapsed)
    }
  }

  @Test func collapsingDeletesTheRowsInOneBatchAndExpandingInsertsThem() throws {
    let controller = try ListController(content: Self.content())
    let renderer = Recorder()
    controller.connect(renderer)
    try controller.setCollapsed(true, section: "filters")
    #expect(controller.content.sections[1].rows.isEmpty)
    #expect(controller.content.sections[1].isCollapsed)
    #expect(renderer.batches.map(\.rowDeletes) == [(0..<3).map { RowPath(section: 1, row: $0) }])
    try controller.setCollapsed(false, section: "filters")
    #expect(controller.content.sections[1].rows.map(\.id) == ["f0", "f1", "f2"].map(ListID.init))
    #expect(renderer.batches.last?.rowInserts == (0..<3).map { RowPath(section: 1, row: $0) })
    #expect(renderer.reloads == 1)  // the connection's
  }

  @Test func theStateIsRememberedByIDAcrossUpdates() throws {
    let controller = try ListController(content: Self.content())
    try controller.toggleCollapsed(section: "filters")
    // A rebuild brings a fourth row: it stays hidden with the others.
    try controller.update(to: Self.content(rows: 4))
    #expect(controller.isCollapsed(section: "filters"))
    #expect(controller.content.sections[1].rows.isEmpty)
    try controller.toggleCollapsed(section: "filters")
    #expect(controller.content.sections[1].rows.count == 4)
  }

  @Test func aSectionStartsCollapsedOnlyTheFirstTimeItIsSeen() throws {
    let controller = try ListController(content: Self.content(startsCollapsed: true))
    #expect(controller.isCollapsed(section: "filters"))
    try controller.setCollapsed(false, section: "filters")
    try controller.update(to: Self.content(startsCollapsed: true))
    #expect(!controller.isCollapsed(section: "filters"))
    #expect(controller.content.sections[1].rows.count == 3)
  }

  @Test func anEmptySectionReloadsToShowItsNewState() throws {
    let controller = try ListController(content: Self.content(rows: 0))
    let renderer = Recorder()
    controller.connect(renderer)
    try controller.setCollapsed(true, section: "filters")
    #expect(renderer.batches.map(\.sectionReloads) == [[1]])
  }

  @Test func hiddenRowsStillCountForTheIdentityRules() throws {
    let controller = try ListController(content: Self.content(startsCollapsed: true))
    let duplicate = ListContent {
      Section(id: "top") { Row(id: "f0", TextItem("T")) }
      Section(id: "filters", header: "Filters") { Row(id: "f0", TextItem("F")) }.collapsible()
    }
    #expect(throws: ContentError.self) { try controller.update(to: duplicate) }
    #expect(controller.content.sections[0].rows.map(\.id) == [ListID("t")])
  }

  @Test func onlyCollapsibleSectionsCollapse() throws {
    let controller = try ListController(content: Self.content())
    #expect(
      throws: ListError(operation: "setCollapsed", problem: .unknownSectionID(ListID("nope")))
    ) {
      try controller.setCollapsed(true, section: "nope")
    }
    #expect(
      throws: ListError(
        operation: "setCollapsed", problem: .notAllowed("section id \"top\" is not collapsible"))
    ) {
      try controller.setCollapsed(true, section: "top")
    }
  }

  @Test func hidingRowsRunsNoDeleteOrInsertHandlers() throws {
    var events: [String] = []
    let content = ListContent {
      Section(id: "s", header: "S") {
        Row(id: "r", TextItem("R"))
          .on(.removed) { _ in events.append("delete") }
          .on(.inserted) { _ in events.append("insert") }
      }
      .collapsible()
    }
    let controller = try ListController(content: content)
    try controller.toggleCollapsed(section: "s")
    try controller.toggleCollapsed(section: "s")
    #expect(events.isEmpty)
  }

  @Test func aPinnedOrCollapsibleChangeIsADecorationChange() {
    let plain = Section(id: "s", header: "S")
    #expect(!plain.pinnedHeader().hasSameDecoration(as: plain))
    #expect(!plain.collapsible().hasSameDecoration(as: plain))
    #expect(plain.pinnedHeader().hasSameDecoration(as: plain.pinnedHeader()))
  }
}
