import Sectional
import SectionalTesting
import Testing

@Suite struct StagedChangesetDiffTests {
  /// One section per array; a row is `id` or `id` with a version (`(id, version)`).
  func content(
    _ sections: [(id: Int, rows: [Int])], versions: [Int: Int] = [:], headers: [Int: Int] = [:]
  )
    -> ListContent
  {
    Model(
      sections: sections.map { section in
        Model.Part(
          id: section.id, header: headers[section.id] ?? 0,
          rows: section.rows.map { Model.Pair(id: $0, version: versions[$0] ?? 0) })
      }
    ).content
  }

  func diff(_ old: ListContent, _ new: ListContent) throws -> StagedChangeset {
    let changes = try StagedChangeset(from: old, to: new)
    try ChangesetVerifier.verify(changes, from: old, to: new)
    return changes
  }

  let path = RowPath.init(section:row:)

  @Test func noChangeGivesNoStage() throws {
    let old = content([(0, [1, 2, 3]), (1, [])])
    #expect(try diff(old, old).isEmpty)
    #expect(try diff(.empty, .empty).isEmpty)
  }

  @Test func insertsAndDeletesRows() throws {
    let changes = try diff(content([(0, [1, 2, 3])]), content([(0, [1, 3, 4])]))
    #expect(changes.count == 1)
    #expect(changes[0].rowDeletes == [path(0, 1)])
    #expect(changes[0].rowInserts == [path(0, 2)])
    #expect(changes[0].rowMoves.isEmpty)
  }

  @Test func movesOnlyTheRowThatMoved() throws {
    let changes = try diff(content([(0, [1, 2, 3, 4, 5])]), content([(0, [2, 3, 4, 5, 1])]))
    #expect(changes.count == 1)
    #expect(changes[0].rowMoves == [Move(from: path(0, 0), to: path(0, 4))])
    #expect(changes.changeCount == 1)
  }

  @Test func aRowMovedToALaterSectionMovesAlone() throws {
    let old = content([(0, [1, 2, 3]), (1, [4, 5, 6]), (2, [7, 8])])
    let new = content([(0, [2, 3]), (1, [4, 5, 6]), (2, [7, 1, 8])])
    let changes = try diff(old, new)
    #expect(changes.count == 1)
    #expect(changes[0].rowMoves == [Move(from: path(0, 0), to: path(2, 1))])
    #expect(changes.changeCount == 1)
  }

  @Test func reloadsAChangedRowInOneStage() throws {
    let changes = try diff(content([(0, [1, 2])]), content([(0, [1, 2])], versions: [2: 1]))
    #expect(changes.count == 1)
    #expect(changes[0].rowReloads == [path(0, 1)])
  }

  @Test func aRowThatMovesAndChangesIsReloadedInASecondStage() throws {
    let changes = try diff(
      content([(0, [1, 2, 3])]), content([(0, [3, 1, 2])], versions: [3: 1, 1: 1]))
    #expect(changes.count == 2)
    #expect(changes[0].rowMoves == [Move(from: path(0, 2), to: path(0, 0))])
    #expect(changes[0].rowReloads == [path(0, 0)])
    #expect(changes[1].rowReloads == [path(0, 0)])
    #expect(changes[1].rowMoves.isEmpty)
  }

  @Test func rowReloadsNeverShareABatchWithSectionMoves() throws {
    let old = content([(0, [1]), (1, [2])])
    let new = content([(1, [2]), (0, [1])], versions: [1: 1])
    let changes = try diff(old, new)
    #expect(changes.count == 2)
    #expect(changes[0].sectionMoves.count == 1)
    #expect(changes[0].rowReloads.isEmpty)
    #expect(changes[1].rowReloads == [path(1, 0)])
  }

  @Test func sectionsAreInsertedDeletedAndMoved() throws {
    let old = content([(0, [1]), (1, [2]), (2, [3])])
    let new = content([(2, [3]), (3, [4]), (1, [2])])
    let changes = try diff(old, new)
    #expect(changes.count == 1)
    #expect(changes[0].sectionDeletes == [0])
    #expect(changes[0].sectionInserts == [1])
    #expect(changes[0].sectionMoves.count == 1)
    #expect(changes[0].rowInserts.isEmpty)
  }

  @Test func aChangedHeaderReloadsItsSection() throws {
    let changes = try diff(content([(0, [1, 2])]), content([(0, [1, 2])], headers: [0: 1]))
    #expect(changes.count == 1)
    #expect(changes[0].sectionReloads == [0])
  }

  @Test func aChangedHeaderOfASectionWhoseRowsChangeIsReloadedAfterThem() throws {
    let changes = try diff(content([(0, [1, 2])]), content([(0, [2, 1, 3])], headers: [0: 1]))
    #expect(changes.count == 2)
    #expect(changes[0].sectionReloads.isEmpty)
    #expect(changes[0].rowInserts == [path(0, 2)])
    #expect(changes[1].sectionReloads == [0])
  }

  @Test func rowsLeavingDeletedSectionsOrJoiningInsertedOnesAreDeletedAndInserted() throws {
    let old = content([(0, [1, 2]), (1, [3])])
    let new = content([(1, [3, 1]), (2, [2])])
    let changes = try diff(old, new)
    #expect(changes.count == 1)
    #expect(changes[0].sectionDeletes == [0])
    #expect(changes[0].sectionInserts == [1])
    #expect(changes[0].rowInserts == [path(0, 1)])
    #expect(changes[0].rowMoves.isEmpty)
  }

  @Test func everythingDeletedAndEverythingNew() throws {
    let old = content([(0, [1, 2]), (1, [3])])
    #expect(try diff(old, .empty)[0].sectionDeletes == [0, 1])
    #expect(try diff(.empty, old)[0].sectionInserts == [0, 1])
  }

  @Test func duplicateRowIDsInTheNewContentThrowLikeValidate() throws {
    let old = content([(0, [1, 2])])
    let new = content([(0, [1, 2, 1]), (1, [2, 5])])
    let expected = #expect(throws: ContentError.self) { try new.validate() }
    let error = #expect(throws: ContentError.self) { try StagedChangeset(from: old, to: new) }
    #expect(error == expected)
    #expect(error?.duplicates.count == 2)
  }

  @Test func duplicateNewRowIDsThatAreNotInTheOldContentThrow() {
    #expect(throws: ContentError.self) {
      try StagedChangeset(from: .empty, to: content([(0, [7]), (1, [7])]))
    }
  }

  @Test func duplicateNewRowIDsAroundEmptySectionsThrow() throws {
    #expect(throws: ContentError.self) {
      try StagedChangeset(
        from: content([(9, [1])]), to: content([(0, []), (1, [7]), (2, []), (3, [8, 7]), (4, [])]))
    }
    let changes = try diff(
      content([(9, [1])]), content([(0, []), (1, [7]), (2, []), (3, [8, 6]), (4, [])]))
    #expect(changes[0].sectionInserts == [0, 1, 2, 3, 4])
  }

  @Test func duplicateSectionIDsThrow() {
    let new = content([(0, [1]), (0, [2])])
    let error = #expect(throws: ContentError.self) {
      try StagedChangeset(from: content([(0, [1])]), to: new)
    }
    #expect(error?.duplicates == [.section(id: ListID(0), indexes: [0, 1])])
  }

  /// Two key types that hash their `Int` alike.
  struct Key: Hashable, Sendable {
    var value: Int

    func hash(into hasher: inout Hasher) {
      value.hash(into: &hasher)
    }
  }

  struct OtherKey: Hashable, Sendable {
    var value: Int

    func hash(into hasher: inout Hasher) {
      value.hash(into: &hasher)
    }
  }

  @Test func idsOfDifferentTypesWithEqualHashesDiffer() throws {
    let old = ListContent(
      sections: [Section(id: 0, rows: [Row(id: Key(value: 1), Label(id: 1, version: 0))])])
    let new = ListContent(
      sections: [Section(id: 0, rows: [Row(id: OtherKey(value: 1), Label(id: 1, version: 0))])])
    #expect(ListID(Key(value: 1)).hashValue == ListID(OtherKey(value: 1)).hashValue)
    let changes = try diff(old, new)
    #expect(changes[0].rowDeletes == [path(0, 0)])
    #expect(changes[0].rowInserts == [path(0, 0)])
  }

  @Test func integerIDsOfDifferentWidthsAreOneRow() throws {
    let old = ListContent(sections: [Section(id: 0, rows: [Row(id: 1, Label(id: 1, version: 0))])])
    let new = ListContent(
      sections: [Section(id: Int32(0), rows: [Row(id: Int64(1), Label(id: 1, version: 0))])])
    #expect(try diff(old, new).isEmpty)
  }
}
