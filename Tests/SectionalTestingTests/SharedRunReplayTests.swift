import Foundation
import Sectional
import SectionalTesting
import TestSupport
import Testing

/// Issue 30: the headless table checks a batch that splices rows into a large lazy list in
/// what the change costs. The rows the batch keeps are slices of the same source in both
/// contents, and are skipped a run at a time; any row that is not the very same row is still
/// compared, so a wrong batch is rejected as before.
@MainActor
@Suite struct SharedRunReplayTests {
  /// An element that cannot be compared: a row of it is made to be compared.
  struct Item: Sendable {
    var id: Int
    var text: String
  }

  let made = RowCounter()
  let items = (0..<1_000).map { Item(id: $0, text: "Item \($0)") }

  func content() -> ListContent {
    let made = made
    return ListContent {
      Section(id: "items") {
        ForEach(items, id: \.id) { item in
          made.increment()
          return Row(id: item.id, TextItem(item.text))
        }
      }
    }
  }

  /// The content with ten built rows spliced in at 500: the rest stays the same source.
  func spliced(_ before: ListContent) -> ListContent {
    var after = before
    after.sections[0].rows.insert(
      contentsOf: (0..<10).map { Row(id: 10_000 + $0, TextItem("New \($0)")) }, at: 500)
    return after
  }

  func table(showing content: ListContent) throws -> HeadlessTableView {
    let table = HeadlessTableView(controller: try ListController(content: content))
    table.recordsBatches = false
    return table
  }

  @Test func aSplicedBatchMakesNoKeptRowToCheckIt() throws {
    let before = content()
    let table = try table(showing: before)
    let after = spliced(before)
    made.reset()
    try table.performBatchUpdates(
      Changeset(content: after, rowInserts: (500..<510).map { path(0, $0) }))
    // The rows shown are made for the display; none of the 990 kept rows for the check.
    #expect(made.count < 40, "\(made.count) rows made")
    #expect(table.shown.rowCount == 1_010)
  }

  @Test func insertsNamedAtTheWrongPlaceAreStillRejected() throws {
    let before = content()
    let table = try table(showing: before)
    #expect(
      throws: BatchUpdateError(
        rule: .inconsistentContent,
        message: "row [0, 410] is 410 in the data source, but the update leaves row 400 there")
    ) {
      try table.performBatchUpdates(
        Changeset(content: spliced(before), rowInserts: (400..<410).map { path(0, $0) }))
    }
    #expect(table.shown.rowCount == 1_000)
  }

  @Test func aKeptRowThatChangedIsStillRejectedWithoutAReload() throws {
    let before = content()
    let table = try table(showing: before)
    var after = before
    after.sections[0].rows[700] = Row(id: 700, TextItem("Renamed"))
    #expect(
      throws: BatchUpdateError(
        rule: .inconsistentContent,
        message: "row 700 at [0, 700] changed, but the update does not reload it")
    ) {
      try table.performBatchUpdates(Changeset(content: after))
    }
    // Reloaded, it is accepted.
    try table.performBatchUpdates(Changeset(content: after, rowReloads: [path(0, 700)]))
  }

  @Test func rowsAreSharedOnlyWhenTheyAreTheVerySameRows() {
    let first = content().sections[0].rows
    let again = content().sections[0].rows
    var edited = first
    edited.remove(at: 100)
    // Slices of one source at the same element: shared, up to where a part ends.
    let kept = first.sharedRun(from: 0, edited, from: 0, limit: 1_000)
    #expect(kept.isShared && kept.count == 100)
    let after = first.sharedRun(from: 101, edited, from: 100, limit: 1_000)
    #expect(after.isShared && after.count == 899)
    // Another element of the same source, or the same element of another ForEach: not.
    #expect(!first.sharedRun(from: 100, edited, from: 100, limit: 10).isShared)
    #expect(!first.sharedRun(from: 0, again, from: 0, limit: 10).isShared)
    // Built rows: the same storage at the same place.
    let built = RowList((0..<5).map { Row(id: $0, TextItem("\($0)")) })
    let copy = built
    #expect(built.sharedRun(from: 1, copy, from: 1, limit: 3) == (true, 3))
    #expect(!built.sharedRun(from: 1, copy, from: 2, limit: 3).isShared)
    let rebuilt = RowList((0..<5).map { Row(id: $0, TextItem("\($0)")) })
    #expect(!built.sharedRun(from: 0, rebuilt, from: 0, limit: 5).isShared)
  }

  /// The message the whole check gives for a content that repeats an id.
  func repeatsMessage(_ content: ListContent) -> String? {
    do {
      try content.validate()
      return nil
    } catch {
      return "the data source repeats ids: \(error)"
    }
  }

  @Test func aRepeatedIDASmallBatchInsertsIsNamedAsTheWholeCheckNamesIt() throws {
    let before = content()
    let table = try table(showing: before)
    // A small batch first: the table keeps the ids it shows from then on.
    let spliced = spliced(before)
    try table.performBatchUpdates(
      Changeset(content: spliced, rowInserts: (500..<510).map { path(0, $0) }))
    #expect(table.idCensus?.count == 1_010)
    try expectRepeatNamed(inserting: 5, at: 800, into: spliced, on: table)
    #expect(table.shown.rowCount == 1_010)
    // A row deleted and another inserted with its id (a replacement) repeats nothing.
    var replaced = spliced
    replaced.sections[0].rows.remove(at: 5)
    replaced.sections[0].rows.insert(Row(id: 5, TextItem("Moved on")), at: 900)
    try table.performBatchUpdates(
      Changeset(content: replaced, rowDeletes: [path(0, 5)], rowInserts: [path(0, 900)]))
    #expect(table.idCensus?.count == 1_010)
    // And a repeat after that is still named.
    try expectRepeatNamed(inserting: 10_003, at: 0, into: replaced, on: table)
  }

  /// Inserts a row with `id`, which `content` (shown by `table`) has already, at `row`: the
  /// table rejects the batch with the whole check's message.
  func expectRepeatNamed(
    inserting id: Int, at row: Int, into content: ListContent, on table: HeadlessTableView,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var repeated = content
    repeated.sections[0].rows.insert(Row(id: id, TextItem("Again")), at: row)
    let message = try #require(repeatsMessage(repeated), sourceLocation: sourceLocation)
    #expect(
      throws: BatchUpdateError(rule: .inconsistentContent, message: message),
      sourceLocation: sourceLocation
    ) {
      try table.performBatchUpdates(Changeset(content: repeated, rowInserts: [path(0, row)]))
    }
  }

  /// The census is made only of a content whose sections and rows repeat no id: a batch it
  /// follows keeps the sections, so it checks their ids once, when it is made.
  @Test func aCensusIsMadeOnlyOfIDsThatDoNotRepeat() {
    let rows = (0..<3).map { Row(id: $0, TextItem("\($0)")) }
    #expect(
      RowIDCensus(ListContent(sections: [Section(id: "a", rows: rows), Section(id: "b")]))?.count
        == 3)
    #expect(RowIDCensus(ListContent(sections: [Section(id: "a"), Section(id: "a")])) == nil)
    #expect(
      RowIDCensus(ListContent(sections: [Section(id: "a", rows: rows + [rows[0]])])) == nil)
  }
}
