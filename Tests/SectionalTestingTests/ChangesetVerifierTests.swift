import Sectional
import SectionalTesting
import Testing

@Suite struct ChangesetVerifierTests {
  struct Label: Component { var text: String }

  func content(_ ids: [Int], text: String = "") -> ListContent {
    ListContent(sections: [
      Section(id: "s", rows: ids.map { Row(id: $0, Label(text: "\($0)\(text)")) })
    ])
  }

  @Test func acceptsAValidStagedChangeset() throws {
    let old = content([1, 2, 3])
    let new = content([3, 1, 4])
    let changes = StagedChangeset([
      Changeset(
        content: new, rowDeletes: [RowPath(section: 0, row: 1)],
        rowInserts: [RowPath(section: 0, row: 2)],
        rowMoves: [Move(from: RowPath(section: 0, row: 2), to: RowPath(section: 0, row: 0))])
    ])
    try ChangesetVerifier.verify(changes, from: old, to: new)
  }

  @Test func noStageForNoChange() throws {
    try ChangesetVerifier.verify(StagedChangeset(), from: content([1, 2]), to: content([1, 2]))
  }

  @Test func rejectsStagesThatDoNotReachTheNewContent() {
    let error = #expect(throws: BatchUpdateError.self) {
      try ChangesetVerifier.verify(StagedChangeset(), from: content([1, 2]), to: content([2, 1]))
    }
    #expect(error?.rule == .inconsistentContent)
  }

  @Test func rejectsAnUnreloadedComponentChange() {
    let old = content([1, 2])
    let new = content([1, 2], text: "!")
    let changes = StagedChangeset([
      Changeset(content: new, rowReloads: [RowPath(section: 0, row: 0)])
    ])
    let error = #expect(throws: BatchUpdateError.self) {
      try ChangesetVerifier.verify(changes, from: old, to: new)
    }
    #expect(error?.rule == .inconsistentContent)
    #expect(error?.stage == 0)
  }

  @Test func rejectsAStageWhoseContentRepeatsIDs() {
    let old = content([1])
    let bad = content([1, 1])
    let changes = StagedChangeset([
      Changeset(content: bad, rowInserts: [RowPath(section: 0, row: 1)])
    ])
    #expect(throws: BatchUpdateError.self) {
      try ChangesetVerifier.verify(changes, from: old, to: bad)
    }
  }

  @Test func rejectsAnInvalidBatch() {
    let old = content([1, 2])
    let new = content([1])
    let changes = StagedChangeset([Changeset(content: new)])
    let error = #expect(throws: BatchUpdateError.self) {
      try ChangesetVerifier.verify(
        StagedChangeset([Changeset(content: new, rowInserts: [RowPath(section: 0, row: 0)])]),
        from: old, to: new)
    }
    #expect(error?.rule == .invalidNumberOfRows)
    #expect(changes.isEmpty)
  }
}
