import Sectional
import SectionalTesting
import TestSupport
import Testing

@MainActor
@Suite struct ListControllerRowTests {
  let controller: ListController
  let table: HeadlessTableView

  init() throws {
    controller = try ListController(content: fixture([3, 2]))
    table = HeadlessTableView(controller: controller, viewportHeight: 1000)
  }

  func row(_ id: String) -> Row { Row(id: id, TextItem(id)).height(.fixed(44)) }

  /// Runs `operation`, expects `error`, and checks that nothing changed anywhere.
  func expectUnchanged(
    _ error: ListError, sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: () throws -> Void
  ) {
    let before = controller.content.outline
    let batches = table.performedBatches.count
    #expect(throws: error, sourceLocation: sourceLocation) { try operation() }
    #expect(controller.content.outline == before, sourceLocation: sourceLocation)
    #expect(table.shown.outline == before, sourceLocation: sourceLocation)
    #expect(table.performedBatches.count == batches, sourceLocation: sourceLocation)
  }

  @Test func appendRowsBySectionIndexAndID() throws {
    try controller.appendRows([row("a")], to: 0)
    try controller.appendRows([row("b"), row("c")], to: .id("s1"))
    #expect(
      controller.content.outline == [["s0r0", "s0r1", "s0r2", "a"], ["s1r0", "s1r1", "b", "c"]])
    #expect(
      table.performedBatches.map(\.rowInserts) == [
        [.init(section: 0, row: 3)], [.init(section: 1, row: 2), .init(section: 1, row: 3)],
      ])
    #expect(table.violations.isEmpty)
    #expect(table.shown.outline == controller.content.outline)
  }

  @Test func appendRowsErrors() {
    expectUnchanged(
      .init(operation: "appendRows", problem: .sectionOutOfRange(index: 2, sectionCount: 2))
    ) {
      try controller.appendRows([row("a")], to: 2)
    }
    expectUnchanged(.init(operation: "appendRows", problem: .unknownSectionID(ListID("nope")))) {
      try controller.appendRows([row("a")], to: .id("nope"))
    }
    let duplicate = ContentError(duplicates: [
      .row(id: ListID("s1r0"), paths: [.init(section: 0, row: 3), .init(section: 1, row: 0)])
    ])
    expectUnchanged(.init(operation: "appendRows", problem: .duplicateIDs(duplicate))) {
      try controller.appendRows([row("s1r0")], to: 0)
    }
  }

  @Test func insertRowsAtPathBeforeAndAfter() throws {
    try controller.insertRows([row("x")], at: RowPath(section: 0, row: 0))
    try controller.insertRows([row("y")], before: .id("s1r1"))
    try controller.insertRows([row("z")], after: .at(section: 0, row: 3))
    #expect(
      controller.content.outline == [["x", "s0r0", "s0r1", "s0r2", "z"], ["s1r0", "y", "s1r1"]])
    #expect(table.violations.isEmpty)
  }

  @Test func insertRowsErrors() {
    expectUnchanged(
      .init(
        operation: "insertRows",
        problem: .rowOutOfRange(path: .init(section: 0, row: 4), rowCount: 3))
    ) {
      try controller.insertRows([row("a")], at: RowPath(section: 0, row: 4))
    }
    expectUnchanged(
      .init(
        operation: "insertRows",
        problem: .rowOutOfRange(path: .init(section: 0, row: -1), rowCount: 3))
    ) {
      try controller.insertRows([row("a")], at: RowPath(section: 0, row: -1))
    }
    expectUnchanged(
      .init(operation: "insertRows(before:)", problem: .unknownRowID(ListID("ghost")))
    ) {
      try controller.insertRows([row("a")], before: .id("ghost"))
    }
    let duplicate = ContentError(duplicates: [
      .row(id: ListID("a"), paths: [.init(section: 1, row: 0), .init(section: 1, row: 1)])
    ])
    expectUnchanged(.init(operation: "insertRows", problem: .duplicateIDs(duplicate))) {
      try controller.insertRows([row("a"), row("a")], at: RowPath(section: 1, row: 0))
    }
  }

  @Test func deleteRowsByPathAndID() throws {
    try controller.deleteRows([.at(section: 0, row: 0), .id("s0r2"), .id("s1r1")])
    #expect(controller.content.outline == [["s0r1"], ["s1r0"]])
    #expect(table.violations.isEmpty)
    try controller.deleteRow(.id("s0r1"))
    #expect(controller.content.outline == [[], ["s1r0"]])
  }

  @Test func deleteRowsErrors() {
    expectUnchanged(
      .init(
        operation: "deleteRows",
        problem: .rowOutOfRange(path: .init(section: 1, row: 2), rowCount: 2))
    ) {
      try controller.deleteRows([.at(section: 0, row: 0), .at(section: 1, row: 2)])
    }
    expectUnchanged(.init(operation: "deleteRows", problem: .repeated("row id \"s0r0\""))) {
      try controller.deleteRows([.at(section: 0, row: 0), .id("s0r0")])
    }
    expectUnchanged(
      .init(operation: "deleteRows", problem: .sectionOutOfRange(index: 5, sectionCount: 2))
    ) {
      try controller.deleteRow(.at(section: 5, row: 0))
    }
  }

  @Test func replaceRowWithSameIDReloads() throws {
    try controller.replaceRow(.id("s0r1"), with: Row(id: "s0r1", TextItem("changed")))
    #expect(table.performedBatches.last?.rowReloads == [RowPath(section: 0, row: 1)])
    #expect(
      (controller.content[RowPath(section: 0, row: 1)]?.component as? TextItem)?.title == "changed")
    #expect(table.violations.isEmpty)
  }

  @Test func replaceRowWithNewIDDeletesAndInserts() throws {
    try controller.replaceRow(.at(section: 1, row: 0), with: row("new"))
    #expect(controller.content.outline == [["s0r0", "s0r1", "s0r2"], ["new", "s1r1"]])
    let batch = try #require(table.performedBatches.last)
    #expect(batch.rowDeletes == [RowPath(section: 1, row: 0)])
    #expect(batch.rowInserts == [RowPath(section: 1, row: 0)])
    #expect(table.violations.isEmpty)
  }

  @Test func replaceRowErrors() {
    let duplicate = ContentError(duplicates: [
      .row(id: ListID("s0r0"), paths: [.init(section: 0, row: 0), .init(section: 1, row: 0)])
    ])
    expectUnchanged(.init(operation: "replaceRow", problem: .duplicateIDs(duplicate))) {
      try controller.replaceRow(.at(section: 1, row: 0), with: row("s0r0"))
    }
    expectUnchanged(.init(operation: "replaceRow", problem: .unknownRowID(ListID("ghost")))) {
      try controller.replaceRow(.id("ghost"), with: row("x"))
    }
  }

  @Test func reloadRowsSendsReloads() throws {
    try controller.reloadRows([.id("s0r0"), .at(section: 1, row: 1)])
    #expect(
      table.performedBatches.last?.rowReloads == [
        RowPath(section: 0, row: 0), RowPath(section: 1, row: 1),
      ])
    #expect(table.violations.isEmpty)
    expectUnchanged(.init(operation: "reloadRows", problem: .unknownRowID(ListID("ghost")))) {
      try controller.reloadRows([.id("ghost")])
    }
  }

  @Test func moveRowWithinAndAcrossSections() throws {
    try controller.moveRow(.id("s0r0"), to: RowPath(section: 0, row: 2))
    #expect(controller.content.outline == [["s0r1", "s0r2", "s0r0"], ["s1r0", "s1r1"]])
    try controller.moveRow(.at(section: 0, row: 1), to: RowPath(section: 1, row: 2))
    #expect(controller.content.outline == [["s0r1", "s0r0"], ["s1r0", "s1r1", "s0r2"]])
    #expect(
      table.performedBatches.last?.rowMoves == [
        Move(from: RowPath(section: 0, row: 1), to: RowPath(section: 1, row: 2))
      ])
    #expect(table.violations.isEmpty)
    #expect(table.shown.outline == controller.content.outline)
  }

  @Test func moveRowErrors() {
    expectUnchanged(
      .init(
        operation: "moveRow", problem: .rowOutOfRange(path: .init(section: 0, row: 3), rowCount: 2))
    ) {
      try controller.moveRow(.id("s0r0"), to: RowPath(section: 0, row: 3))
    }
    expectUnchanged(
      .init(operation: "moveRow", problem: .sectionOutOfRange(index: 2, sectionCount: 2))
    ) {
      try controller.moveRow(.id("s0r0"), to: RowPath(section: 2, row: 0))
    }
    expectUnchanged(.init(operation: "moveRow", problem: .unknownRowID(ListID("ghost")))) {
      try controller.moveRow(.id("ghost"), to: RowPath(section: 0, row: 0))
    }
  }

  @Test func swapRowsWithinAndAcrossSections() throws {
    try controller.swapRows(.id("s0r0"), .id("s0r2"))
    #expect(controller.content.outline == [["s0r2", "s0r1", "s0r0"], ["s1r0", "s1r1"]])
    try controller.swapRows(.at(section: 0, row: 1), .at(section: 1, row: 1))
    #expect(controller.content.outline == [["s0r2", "s1r1", "s0r0"], ["s1r0", "s0r1"]])
    #expect(table.violations.isEmpty)
    #expect(table.shown.outline == controller.content.outline)
  }

  @Test func swapRowsErrors() {
    expectUnchanged(.init(operation: "swapRows", problem: .repeated("row id \"s0r0\""))) {
      try controller.swapRows(.at(section: 0, row: 0), .id("s0r0"))
    }
    expectUnchanged(.init(operation: "swapRows", problem: .unknownRowID(ListID("ghost")))) {
      try controller.swapRows(.id("s0r0"), .id("ghost"))
    }
  }

  @Test func rowOperationsFireTheirEvents() throws {
    let log = EventLog()
    try controller.appendRows([log.recordingRow("a")], to: 0)
    try controller.moveRow(.id("a"), to: RowPath(section: 1, row: 0))
    try controller.reloadRows([.id("a")])
    try controller.deleteRow(.id("a"))
    // `a` is inserted off-screen-free (the viewport shows everything), so display events mix in.
    let lifecycle = log.entries.filter { !$0.hasPrefix("configure") && !$0.contains("Display") }
    #expect(lifecycle == ["inserted \"a\"", "moved \"a\"", "reloaded \"a\"", "removed \"a\""])
  }
}
