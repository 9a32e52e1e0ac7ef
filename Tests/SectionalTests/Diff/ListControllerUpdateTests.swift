import Sectional
import SectionalTesting
import Testing

@MainActor final class Recorder {
  var paths: [RowPath] = []
}

@MainActor @Suite struct ListControllerUpdateTests {
  func content(_ ids: [Int], version: Int = 0) -> ListContent {
    ListContent(
      sections: [Section(id: "s", rows: ids.map { Row(id: $0, Label(id: $0, version: version)) })])
  }

  @Test func updateAppliesAValidStagedChangeset() throws {
    let controller = try ListController(content: content([1, 2, 3]))
    let table = HeadlessTableView(controller: controller)
    try controller.update(to: content([3, 1, 4], version: 1))
    #expect(table.violations.isEmpty)
    #expect(
      ChangesetVerifier.firstDifference(between: table.shown, and: content([3, 1, 4], version: 1))
        == nil)
    #expect(!table.performedBatches.isEmpty)
  }

  @Test func updateWithABuilder() throws {
    let controller = try ListController(content: content([1]))
    let table = HeadlessTableView(controller: controller)
    try controller.update {
      Section(id: "s") {
        Row(id: 2, Label(id: 2, version: 0))
        Row(id: 1, Label(id: 1, version: 0))
      }
    }
    #expect(table.violations.isEmpty)
    #expect(table.shown.sections[0].rows.map(\.id) == [ListID(2), ListID(1)])
  }

  @Test func duplicateIDsThrowAndChangeNothing() throws {
    let controller = try ListController(content: content([1, 2]))
    let table = HeadlessTableView(controller: controller)
    let batches = table.performedBatches.count
    #expect(throws: ContentError.self) { try controller.update(to: content([1, 1])) }
    #expect(controller.content.sections[0].rows.map(\.id) == [ListID(1), ListID(2)])
    #expect(table.performedBatches.count == batches)
  }

  @Test func anUpdateFromAHandlerIsQueuedBehindTheCurrentOne() throws {
    let controller = try ListController(content: content([1]))
    let table = HeadlessTableView(controller: controller)
    let inserted = Recorder()
    let row = Row(id: 2, Label(id: 2, version: 0)).on(.inserted) { context in
      inserted.paths.append(context.indexPath)
      try? context.controller.update(to: ListContent(sections: [Section(id: "s", rows: [])]))
    }
    try controller.update(
      to: ListContent(sections: [
        Section(id: "s", rows: [controller.content.sections[0].rows[0], row])
      ]))
    #expect(inserted.paths == [RowPath(section: 0, row: 1)])
    #expect(table.violations.isEmpty)
    #expect(table.shown.sections[0].rows.isEmpty)
    #expect(controller.content.sections[0].rows.isEmpty)
  }
}
