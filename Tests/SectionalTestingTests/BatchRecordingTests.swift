import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The headless table keeps the batches it performs only while asked to: a soak test or a
/// benchmark turns recording off so that old contents are freed, and the table goes on checking
/// and applying every batch.
@MainActor
@Suite struct BatchRecordingTests {
  @Test func batchesAreKeptByDefaultAndNotWhenRecordingIsOff() throws {
    let controller = try ListController(content: fixture([3, 2]))
    let table = HeadlessTableView(controller: controller)
    try controller.deleteRows([.at(path(0, 0))])
    #expect(table.performedBatches.count == 1)

    table.recordsBatches = false
    try controller.deleteRows([.at(path(0, 0))])
    #expect(table.performedBatches.count == 1)
    #expect(table.shown.sections.map(\.rows.count) == [1, 2])
    #expect(table.violations.isEmpty)

    table.recordsBatches = true
    try controller.deleteRows([.at(path(1, 0))])
    #expect(table.performedBatches.count == 2)
    #expect(table.performedBatches.last?.rowDeletes == [path(1, 0)])
  }

  @Test func aTableThatKeepsNoBatchStillRejectsABadOne() throws {
    let controller = try ListController(content: fixture([3, 2]))
    let table = HeadlessTableView(controller: controller)
    table.recordsBatches = false
    var content = table.shown
    content.sections[0].rows.remove(at: 0)
    #expect(throws: BatchUpdateError.self) {
      try table.performBatchUpdates(Changeset(content: content))
    }
    #expect(table.performedBatches.isEmpty)
    #expect(table.shown.sections.map(\.rows.count) == [3, 2])
  }

  @Test func theDocumentedSetUp() throws {
    let controller = try ListController(content: fixture([2]))
    let table = HeadlessTableView(controller: controller)
    table.recordsBatches = false
    try controller.deleteRows([.at(path(0, 1))])
    #expect(table.performedBatches.isEmpty)
    #expect(table.shown.rowCount == 1)
  }
}
