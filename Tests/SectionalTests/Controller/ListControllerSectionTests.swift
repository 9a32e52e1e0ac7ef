import Sectional
import SectionalTesting
import TestSupport
import Testing

@MainActor
@Suite struct ListControllerSectionTests {
  let controller: ListController
  let table: HeadlessTableView

  init() throws {
    controller = try ListController(content: fixture([2, 1, 0]))
    table = HeadlessTableView(controller: controller, viewportHeight: 1000)
  }

  func section(_ id: String, rows: [String] = []) -> Section {
    Section(id: id, rows: rows.map { Row(id: $0, TextItem($0)).height(.fixed(44)) })
  }

  func expectUnchanged(
    _ error: ListError, sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: () throws -> Void
  ) {
    let before = controller.content.outline
    let sections = controller.content.sectionIDs
    let batches = table.performedBatches.count
    #expect(throws: error, sourceLocation: sourceLocation) { try operation() }
    #expect(controller.content.outline == before, sourceLocation: sourceLocation)
    #expect(controller.content.sectionIDs == sections, sourceLocation: sourceLocation)
    #expect(table.performedBatches.count == batches, sourceLocation: sourceLocation)
  }

  func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(table.violations.isEmpty, sourceLocation: sourceLocation)
    #expect(table.shown.outline == controller.content.outline, sourceLocation: sourceLocation)
    #expect(table.shown.sectionIDs == controller.content.sectionIDs, sourceLocation: sourceLocation)
  }

  @Test func appendAndInsertSections() throws {
    try controller.appendSections([section("end", rows: ["e1"])])
    try controller.insertSections([section("first"), section("second", rows: ["x"])], at: 0)
    #expect(controller.content.sectionIDs == ["first", "second", "s0", "s1", "s2", "end"])
    #expect(table.performedBatches.last?.sectionInserts == [0, 1])
    expectInSync()
  }

  @Test func insertSectionErrors() {
    expectUnchanged(
      .init(operation: "insertSections", problem: .sectionOutOfRange(index: 4, sectionCount: 3))
    ) {
      try controller.insertSections([section("x")], at: 4)
    }
    let sectionDuplicate = ContentError(duplicates: [.section(id: ListID("s1"), indexes: [1, 3])])
    expectUnchanged(.init(operation: "appendSections", problem: .duplicateIDs(sectionDuplicate))) {
      try controller.appendSections([section("s1")])
    }
    let rowDuplicate = ContentError(duplicates: [
      .row(id: ListID("s0r0"), paths: [.init(section: 0, row: 0), .init(section: 1, row: 0)])
    ])
    expectUnchanged(.init(operation: "insertSections", problem: .duplicateIDs(rowDuplicate))) {
      try controller.insertSections([section("new", rows: ["s0r0"])], at: 1)
    }
  }

  @Test func deleteSectionsByIndexAndID() throws {
    try controller.deleteSections([0, .id("s2")])
    #expect(controller.content.sectionIDs == ["s1"])
    #expect(table.performedBatches.last?.sectionDeletes == [0, 2])
    expectInSync()
    expectUnchanged(.init(operation: "deleteSections", problem: .unknownSectionID(ListID("s0")))) {
      try controller.deleteSection(.id("s0"))
    }
    expectUnchanged(.init(operation: "deleteSections", problem: .repeated("section 0"))) {
      try controller.deleteSections([0, 0])
    }
  }

  @Test func replaceSectionWithSameIDReloads() throws {
    try controller.replaceSection(.id("s1"), with: section("s1", rows: ["a", "b"]))
    #expect(table.performedBatches.last?.sectionReloads == [1])
    #expect(controller.content.outline[1] == ["a", "b"])
    expectInSync()
  }

  @Test func replaceSectionWithNewIDDeletesAndInserts() throws {
    try controller.replaceSection(0, with: section("fresh", rows: ["f"]))
    let batch = try #require(table.performedBatches.last)
    #expect(batch.sectionDeletes == [0])
    #expect(batch.sectionInserts == [0])
    #expect(controller.content.sectionIDs == ["fresh", "s1", "s2"])
    expectInSync()
    let duplicate = ContentError(duplicates: [.section(id: ListID("s1"), indexes: [0, 1])])
    expectUnchanged(.init(operation: "replaceSection", problem: .duplicateIDs(duplicate))) {
      try controller.replaceSection(0, with: section("s1"))
    }
  }

  @Test func reloadSections() throws {
    try controller.reloadSections([.id("s0"), 2])
    #expect(table.performedBatches.last?.sectionReloads == [0, 2])
    expectInSync()
    expectUnchanged(
      .init(operation: "reloadSections", problem: .sectionOutOfRange(index: 3, sectionCount: 3))
    ) {
      try controller.reloadSections([3])
    }
  }

  @Test func moveSection() throws {
    try controller.moveSection(.id("s0"), to: 2)
    #expect(controller.content.sectionIDs == ["s1", "s2", "s0"])
    #expect(table.performedBatches.last?.sectionMoves == [Move(from: 0, to: 2)])
    expectInSync()
    expectUnchanged(
      .init(operation: "moveSection", problem: .sectionOutOfRange(index: 3, sectionCount: 3))
    ) {
      try controller.moveSection(0, to: 3)
    }
  }

  @Test func swapSections() throws {
    try controller.swapSections(0, .id("s2"))
    #expect(controller.content.sectionIDs == ["s2", "s1", "s0"])
    expectInSync()
    expectUnchanged(.init(operation: "swapSections", problem: .repeated("section id \"s1\""))) {
      try controller.swapSections(1, .id("s1"))
    }
  }

  @Test func emptySectionKeepsTheSection() throws {
    try controller.emptySection(.id("s0"))
    #expect(controller.content.sectionIDs == ["s0", "s1", "s2"])
    #expect(controller.content.outline == [[], ["s1r0"], []])
    expectInSync()
    expectUnchanged(.init(operation: "emptySection", problem: .unknownSectionID(ListID("zzz")))) {
      try controller.emptySection(.id("zzz"))
    }
  }

  @Test func clearSectionsRemovesEverything() throws {
    try controller.clearSections()
    #expect(controller.content.sections.isEmpty)
    #expect(table.performedBatches.last?.sectionDeletes == [0, 1, 2])
    expectInSync()
    try controller.clearSections()
    #expect(table.performedBatches.count == 1)
  }

  @Test func reloadDataReplacesEverythingOrNothing() throws {
    let reloads = table.reloadCount
    try controller.reloadData(with: fixture([1]))
    #expect(table.reloadCount == reloads + 1)
    #expect(table.shown.outline == [["s0r0"]])
    let bad = ListContent(sections: [section("a", rows: ["x", "x"])])
    #expect(throws: ContentError.self) { try controller.reloadData(with: bad) }
    #expect(controller.content.outline == [["s0r0"]])
  }
}
