import Sectional
import SectionalTesting
import Testing

/// The headless table passes the rows a batch deletes or inserts a run at a time (a filter
/// deletes 1,960 rows in a few runs). The row right after each run is still compared, whether
/// the run ends inside a word of the table's bit sets, at a word's edge, or where its section
/// ends and the next section's rows share the word.
@MainActor
@Suite struct RunReplayTests {
  func rows(_ ids: some Sequence<Int>) -> [Row] {
    ids.map { Row(id: $0, TextItem("\($0)")) }
  }

  func table(showing sections: [Section]) throws -> HeadlessTableView {
    let table = HeadlessTableView(
      controller: try ListController(content: ListContent(sections: sections)))
    table.recordsBatches = false
    return table
  }

  /// 200 rows; the batch deletes `deleted` and inserts `inserted` new rows where they began.
  func batch(deleting deleted: Range<Int>, inserting inserted: Int, swapAfter: Bool = false)
    -> Changeset
  {
    var kept = Array(0..<deleted.lowerBound) + (1_000..<1_000 + inserted)
    var tail = Array(deleted.upperBound..<200)
    if swapAfter { tail.swapAt(0, 1) }
    kept += tail
    return Changeset(
      content: ListContent(sections: [Section(id: "s", rows: rows(kept))]),
      rowDeletes: deleted.map { path(0, $0) },
      rowInserts: (deleted.lowerBound..<deleted.lowerBound + inserted).map { path(0, $0) })
  }

  @Test(arguments: [(10..<140, 70), (0..<64, 64), (63..<65, 129), (5..<6, 0), (130..<198, 3)])
  func runsThatCrossWordsAreCheckedAtTheirEnds(deleted: Range<Int>, inserted: Int) throws {
    let table = try table(showing: [Section(id: "s", rows: rows(0..<200))])
    try table.performBatchUpdates(batch(deleting: deleted, inserting: inserted))
    #expect(table.shown.rowCount == 200 - deleted.count + inserted)

    let other = try self.table(showing: [Section(id: "s", rows: rows(0..<200))])
    let end = deleted.lowerBound + inserted
    #expect(
      throws: BatchUpdateError(
        rule: .inconsistentContent,
        message:
          "row [0, \(end)] is \(deleted.upperBound + 1) in the data source, but the update leaves row \(deleted.upperBound) there"
      )
    ) {
      try other.performBatchUpdates(batch(deleting: deleted, inserting: inserted, swapAfter: true))
    }
    #expect(other.shown.rowCount == 200)
  }

  /// A run that ends with its section, whose bits share a word with the next section's: the
  /// next section is checked on its own.
  @Test func aRunThatEndsWithItsSectionStopsThere() throws {
    let before = [Section(id: "a", rows: rows(0..<30)), Section(id: "b", rows: rows(30..<60))]
    let table = try table(showing: before)
    let after = [
      Section(id: "a", rows: rows(0..<20)),
      Section(id: "b", rows: rows(100..<105) + rows([31, 30]) + rows(32..<60)),
    ]
    #expect(
      throws: BatchUpdateError(
        rule: .inconsistentContent,
        message: "row [1, 5] is 31 in the data source, but the update leaves row 30 there")
    ) {
      try table.performBatchUpdates(
        Changeset(
          content: ListContent(sections: after), rowDeletes: (20..<30).map { path(0, $0) },
          rowInserts: (0..<5).map { path(1, $0) }))
    }
    var fixed = after
    fixed[1] = Section(id: "b", rows: rows(100..<105) + rows(30..<60))
    try table.performBatchUpdates(
      Changeset(
        content: ListContent(sections: fixed), rowDeletes: (20..<30).map { path(0, $0) },
        rowInserts: (0..<5).map { path(1, $0) }))
    #expect(table.shown.rowCount == 55)
  }

  /// Rows moved into or out of the middle of runs are still compared one by one.
  @Test func rowsMovedBetweenRunsAreCompared() throws {
    let table = try table(showing: [Section(id: "s", rows: rows(0..<100))])
    // Delete 10..<40 except 20, which moves to the end; insert 5 new rows at 10.
    var ids = Array(0..<10) + Array(1_000..<1_005) + Array(40..<100)
    ids.append(20)
    let deleted = (10..<40).filter { $0 != 20 }
    let moved = Changeset(
      content: ListContent(sections: [Section(id: "s", rows: rows(ids))]),
      rowDeletes: deleted.map { path(0, $0) },
      rowInserts: (10..<15).map { path(0, $0) },
      rowMoves: [Move(from: path(0, 20), to: path(0, ids.count - 1))])
    try table.performBatchUpdates(moved)
    #expect(table.shown.sections[0].rows.id(at: ids.count - 1) == ListID(20))
  }
}
