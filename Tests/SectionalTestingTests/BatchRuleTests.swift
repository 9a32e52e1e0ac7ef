import Sectional
import SectionalTesting
import TestSupport
import Testing

/// One hand-made invalid batch per rule: the headless table rejects each with UIKit's wording
/// and keeps what it showed.
@MainActor
@Suite struct BatchRuleTests {
  let controller: ListController
  let table: HeadlessTableView
  let start = fixture([3, 2])

  init() throws {
    controller = try ListController(content: fixture([3, 2]))
    table = HeadlessTableView(controller: controller)
  }

  func expectRejected(
    _ batch: Changeset, _ rule: BatchUpdateError.Rule, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      throws: BatchUpdateError(rule: rule, message: message), sourceLocation: sourceLocation
    ) {
      try table.performBatchUpdates(batch)
    }
    #expect(table.shown.sections.map(\.rows.count) == [3, 2], sourceLocation: sourceLocation)
  }

  @Test func validBatchIsAccepted() throws {
    let after = start.with { $0[0].rows.remove(at: 1) }
    try table.performBatchUpdates(Changeset(content: after, rowDeletes: [path(0, 1)]))
    #expect(table.shown.sections.map(\.rows.count) == [2, 2])
  }

  @Test func invalidNumberOfRows() {
    let after = start.with { $0[0].rows.append(Row(id: "new", TextItem("new"))) }
    expectRejected(
      Changeset(content: after), .invalidNumberOfRows,
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    )
  }

  @Test func invalidNumberOfRowsCountsMoves() {
    // A row moved from section 0 to section 1 while the data source kept it in section 0.
    expectRejected(
      Changeset(content: start, rowMoves: [Move(from: path(0, 0), to: path(1, 0))]),
      .invalidNumberOfRows,
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out)."
    )
  }

  @Test func invalidNumberOfSections() {
    let after = start.with { $0.append(Section(id: "s2") {}) }
    expectRejected(
      Changeset(content: after), .invalidNumberOfSections,
      "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    )
  }

  @Test func deleteRowOutOfRange() {
    expectRejected(
      Changeset(content: start, rowDeletes: [path(0, 5)]), .rowOutOfRange,
      "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
  }

  @Test func insertRowOutOfRange() {
    expectRejected(
      Changeset(content: start, rowInserts: [path(1, 2)]), .rowOutOfRange,
      "attempt to insert row 2 into section 1, but there are only 2 rows in section 1 after the update"
    )
  }

  @Test func insertRowIntoMissingSection() {
    expectRejected(
      Changeset(content: start, rowInserts: [path(2, 0)]), .sectionOutOfRange,
      "attempt to insert row 0 into section 2, but there are only 2 sections after the update")
  }

  @Test func deleteSectionOutOfRange() {
    expectRejected(
      Changeset(content: start, sectionDeletes: [3]), .sectionOutOfRange,
      "attempt to delete section 3, but there are only 2 sections before the update")
  }

  @Test func insertSectionOutOfRange() {
    expectRejected(
      Changeset(content: start, sectionInserts: [2]), .sectionOutOfRange,
      "attempt to insert section 2 but there are only 2 sections after the update")
  }

  @Test func deleteAndReloadTheSameRow() {
    let after = start.with { $0[0].rows.remove(at: 0) }
    expectRejected(
      Changeset(content: after, rowDeletes: [path(0, 0)], rowReloads: [path(0, 0)]),
      .conflictingOperations,
      "attempt to delete and reload the same index path ({length = 2, path = 0 - 0})")
  }

  @Test func deleteAndMoveTheSameRow() {
    expectRejected(
      Changeset(
        content: start, rowDeletes: [path(0, 1)], rowMoves: [Move(from: path(0, 1), to: path(0, 0))]
      ),
      .conflictingOperations,
      "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})"
    )
  }

  @Test func reloadAndMoveTheSameRow() {
    let after = start.with { $0[0].rows.swapAt(0, 1) }
    expectRejected(
      Changeset(
        content: after, rowReloads: [path(0, 0)],
        rowMoves: [Move(from: path(0, 0), to: path(0, 1)), Move(from: path(0, 1), to: path(0, 0))]),
      .conflictingOperations,
      "attempt to perform a reload and a move of the same index path ({length = 2, path = 0 - 0})")
  }

  @Test func deleteTheSameRowTwice() {
    let after = start.with { $0[0].rows.remove(at: 0) }
    expectRejected(
      Changeset(content: after, rowDeletes: [path(0, 0), path(0, 0)]), .conflictingOperations,
      "attempt to delete the same index path twice ({length = 2, path = 0 - 0})")
  }

  @Test func reloadTheSameRowTwice() {
    expectRejected(
      Changeset(content: start, rowReloads: [path(1, 1), path(1, 1)]), .conflictingOperations,
      "attempt to reload the same index path twice ({length = 2, path = 1 - 1})")
  }

  @Test func insertTheSameRowTwice() {
    let after = start.with { $0[1].rows.append(Row(id: "new", TextItem("new"))) }
    expectRejected(
      Changeset(content: after, rowInserts: [path(1, 2), path(1, 2)]), .conflictingOperations,
      "attempt to insert the same index path twice ({length = 2, path = 1 - 2})")
  }

  @Test func moveTheSameRowTwiceOrTwoRowsToOnePlace() {
    expectRejected(
      Changeset(
        content: start,
        rowMoves: [Move(from: path(0, 0), to: path(0, 1)), Move(from: path(0, 0), to: path(0, 2))]),
      .conflictingOperations,
      "attempt to move the same index path twice ({length = 2, path = 0 - 0})"
    )
    expectRejected(
      Changeset(
        content: start,
        rowMoves: [Move(from: path(0, 0), to: path(0, 1)), Move(from: path(0, 2), to: path(0, 1))]),
      .conflictingOperations,
      "attempt to move two index paths to the same index path ({length = 2, path = 0 - 1})")
  }

  @Test func insertAndMoveToTheSameRow() {
    expectRejected(
      Changeset(
        content: start, rowInserts: [path(0, 0)], rowMoves: [Move(from: path(0, 2), to: path(0, 0))]
      ),
      .conflictingOperations,
      "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})"
    )
  }

  @Test func rowsOfADeletedSectionAreNotDeletedIndividually() {
    let after = start.with { $0.remove(at: 1) }
    expectRejected(
      Changeset(content: after, sectionDeletes: [1], rowDeletes: [path(1, 0)]),
      .rowInChangedSection,
      "attempt to delete row 0 from section 1, which is being deleted in the same update")
  }

  @Test func rowsOfAnInsertedSectionAreNotInsertedIndividually() {
    let after = start.with {
      $0.append(Section(id: "s2") { Row(id: "n", TextItem("n")) })
    }
    expectRejected(
      Changeset(content: after, sectionInserts: [2], rowInserts: [path(2, 0)]),
      .rowInChangedSection,
      "attempt to insert row 0 into section 2, which is being inserted in the same update")
  }

  @Test func rowReloadsDoNotShareABatchWithSectionMoves() {
    let after = start.with { $0.swapAt(0, 1) }
    expectRejected(
      Changeset(
        content: after, sectionMoves: [Move(from: 1, to: 0)], rowReloads: [path(0, 0)]),
      .reloadWithSectionMove,
      "attempt to reload rows in a batch that moves sections (UIKit miscounts rows, radar 27041784)"
    )
  }

  @Test func changedRowsMustBeReloaded() {
    let after = start.with { $0[0].rows[1] = Row(id: "s0r1", TextItem("changed")) }
    expectRejected(
      Changeset(content: after, rowDeletes: [path(1, 0)], rowInserts: [path(1, 0)]),
      .inconsistentContent, "row \"s0r1\" at [0, 1] changed, but the update does not reload it")
  }

  @Test func batchThatLeavesTheWrongRowIsCaught() {
    // Counts balance (one delete, one insert) but the delete names the wrong row.
    let after = start.with {
      $0[0].rows.remove(at: 0)
      $0[0].rows.append(Row(id: "new", TextItem("new")))
    }
    expectRejected(
      Changeset(content: after, rowDeletes: [path(0, 1)], rowInserts: [path(0, 2)]),
      .inconsistentContent,
      "row [0, 0] is \"s0r1\" in the data source, but the update leaves row \"s0r0\" there")
  }

  @Test func rendererRecordsViolationsAndResyncs() {
    let after = start.with { $0[0].rows.removeAll() }
    table.apply(
      StagedChangeset([Changeset(content: after, rowDeletes: [path(0, 0)])]), from: controller)
    #expect(table.violations.map(\.rule) == [.invalidNumberOfRows])
    #expect(table.violations.first?.stage == 0)
    #expect(table.shown.sections.map(\.rows.count) == [0, 2])
  }
}
