import Foundation
import SectionalTesting
import TestSupport
import Testing

@testable import Sectional

/// No row of a `ForEach` is made for an event nobody handles: once a reading made a row (the
/// layout for its height, a renderer to draw it), what it handles is known, and the diff, the
/// events and the validator ask that instead of making it again.
@MainActor
@Suite struct ForEachEventTests {
  /// Counts the rows a row function makes.
  final class Made: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
  }

  /// 2,000 names in one `ForEach` section; those that contain `query`. The rows handle a
  /// user's delete and, when `watchInserts`, their insertion.
  static func content(_ query: String, made: Made, watchInserts: Bool = false) -> ListContent {
    let names = (0..<2_000).map { $0 % 50 == 0 ? "zoe \($0)" : "ada \($0)" }
    let shown = query.isEmpty ? names : names.filter { $0.contains(query) }
    return ListContent {
      Section(id: "people") {
        ForEach(shown, id: \.self) { name in
          made.add()
          let row = Row(id: name, TextItem(name)).onDelete { _ in }
          return watchInserts ? row.on(.inserted) { _ in } : row
        }
      }
    }
  }

  /// Reads every row's height, as a layout does.
  static func layOut(_ content: ListContent) {
    for section in content.sections {
      for index in section.rows.indices { _ = section.rows.height(at: index) }
    }
  }

  @Test func aFilterAndBackMakeNoRowForAnEventNobodyHandles() throws {
    let made = Made()
    let all = Self.content("", made: made)
    Self.layOut(all)
    #expect(made.count == 2_000)

    // Hiding 1,960 rows the layout made: none is made again to ask about `removed`.
    let some = Self.content("zoe", made: made)
    let hide = try SectionedDiff.stages(fromValid: all, to: some)
    #expect(hide.changes.flatMap(\.rowDeletes).count == 1_960)
    #expect(SectionedDiff.events(of: hide, from: all, to: some).isEmpty)
    #expect(made.count == 2_000)

    // Showing them again: the events wait to be asked until they fire; the layout makes the
    // rows for their heights first, and then nothing fires and nothing more is made.
    let again = Self.content("", made: made)
    let show = try SectionedDiff.stages(fromValid: some, to: again)
    let events = SectionedDiff.events(of: show, from: some, to: again)
    #expect(made.count == 2_000)
    // Waiting in runs of adjacent rows: one for each gap the 40 rows that stayed leave in a
    // section, not one for each of the 1,960 rows.
    #expect(events.count <= 40 + again.sections.count)
    #expect(events.singles.count == 1_960)
    Self.layOut(again)
    #expect(made.count == 4_000)
    #expect(events.singles.compactMap(\.handlingRow).isEmpty)
    #expect(made.count == 4_000)
  }

  @Test func aRowThatHandlesTheEventStillGetsIt() throws {
    let made = Made()
    let some = Self.content("zoe", made: made, watchInserts: true)
    let all = Self.content("", made: made, watchInserts: true)
    let show = try SectionedDiff.stages(fromValid: some, to: all)
    let fired = SectionedDiff.events(of: show, from: some, to: all).singles
      .compactMap(\.handlingRow)
    #expect(fired.count == 1_960)
    #expect(fired.allSatisfy { $0.handles(.inserted) })
  }

  @Test func theHeadlessTableMakesNoRowForAnEventNobodyHandles() throws {
    let made = Made()
    let controller = try ListController(content: Self.content("", made: made))
    let table = HeadlessTableView(controller: controller, viewportHeight: 440)
    let shown = made.count
    try controller.update(to: Self.content("zoe", made: made))
    // The 40 rows that stay belong to a new content: the table reads the ones on screen (a
    // few times each, to draw and track them); the 1,960 that leave are not made to ask
    // whether they handle `removed` (before, each was).
    let onScreen = table.visibleRows.count
    #expect(onScreen > 0 && onScreen < 40)
    #expect(made.count - shown <= 40 + 4 * onScreen)
    let before = made.count
    try controller.update(to: Self.content("", made: made))
    // The 1,960 rows that come back are made once each, for their heights; not again for
    // `inserted`, nor for the validator's checks (before, each was made four times).
    #expect(made.count - before <= 1_960 + 8 * table.visibleRows.count)
  }

  /// A person of `people(named:)`: `Equatable`, so a controller knows an unchanged one that
  /// comes back.
  struct Person: Equatable, Sendable {
    var id: Int
    var name: String
  }

  /// 2,000 people in one `ForEach` section, those whose name contains `query`, named with
  /// `suffix`; each row counts into `made`, and into `inserted` when the row gets `inserted`.
  static func people(
    _ query: String, suffix: String = "", made: Made, inserted: Made? = nil
  ) -> ListContent {
    let people = (0..<2_000).map {
      Person(id: $0, name: ($0 % 50 == 0 ? "zoe \($0)" : "ada \($0)") + suffix)
    }
    let shown = query.isEmpty ? people : people.filter { $0.name.contains(query) }
    return ListContent {
      Section(id: "people") {
        ForEach(shown, id: \.id) { person in
          made.add()
          let row = Row(id: person.id, TextItem(person.name)).onDelete { _ in }
          guard let inserted else { return row }
          return row.on(.inserted) { _ in inserted.add() }
        }
      }
    }
  }

  @Test func rowsAFilterHidComeBackWithoutBeingMadeAgain() throws {
    let made = Made()
    let controller = try ListController(content: Self.people("", made: made))
    let table = HeadlessTableView(controller: controller, viewportHeight: 440)
    try controller.update(to: Self.people("zoe", made: made))
    let before = made.count
    try controller.update(to: Self.people("", made: made))
    // The 1,960 rows that come back are the rows of equal elements the first content made:
    // their heights (automatic) and handlers (no `inserted`) are known, and only the rows the
    // table shows are made (before, each of the 1,960 was made for its height).
    let onScreen = table.visibleRows.count
    #expect(onScreen > 0 && onScreen < 40)
    #expect(made.count - before <= 8 * onScreen)
    #expect(table.shown.rowCount == 2_000)
    // Laid out as a content built from scratch is: every row at its estimate until measured.
    let fresh = ListLayout(content: controller.content, width: 0)
    #expect(table.layout.itemCount == fresh.itemCount)
  }

  /// A search cleared gives back the very array the list showed before: its rows are known
  /// without comparing an element, and those that handle an event still get it.
  @Test func theSameArrayGivenBackIsKnownWithoutBeingMadeAgain() throws {
    let made = MadeIDs()
    let inserted = Made()
    let everyone = (0..<2_000).map { Person(id: $0, name: $0 % 50 == 0 ? "zoe" : "ada") }
    func content(_ shown: [Person]) -> ListContent {
      ListContent {
        Section(id: "people") {
          ForEach(shown, id: \.id) { person in
            made.add(person.id)
            let row = Row(id: person.id, TextItem(person.name)).onDelete { _ in }
            return person.id % 2 == 0 ? row.on(.inserted) { _ in inserted.add() } : row
          }
        }
      }
    }
    let controller = try ListController(content: content(everyone))
    let table = HeadlessTableView(controller: controller, viewportHeight: 440)
    Self.layOut(controller.content)
    try controller.update(to: content(everyone.filter { $0.name == "zoe" }))
    made.reset()
    try controller.update(to: content(everyone))
    // The even rows handle `inserted` (known from the first content): the 960 of the 1,960
    // that come back are made to get it. No odd one is made but to be shown.
    #expect(inserted.count == 960)
    let visible = Set(table.visibleRows.compactMap { table.shown[$0]?.id.base as? Int })
    let odd = made.ids.filter { $0 % 2 == 1 }
    #expect(
      !visible.isEmpty && odd.isSubset(of: visible),
      "\(odd.subtracting(visible).count) odd rows made off screen")
  }

  /// Records the ids of the rows a row function makes.
  final class MadeIDs: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Set<Int> = []
    var ids: Set<Int> { lock.withLock { value } }
    func add(_ id: Int) { lock.withLock { _ = value.insert(id) } }
    func reset() { lock.withLock { value = [] } }
  }

  @Test func rowsAheadOfTheViewportAreNotMadeForAPrefetchNobodyHandles() throws {
    let made = MadeIDs()
    let people = (0..<2_000).map { Person(id: $0, name: "\($0)") }
    func content(_ shown: [Person]) -> ListContent {
      ListContent {
        Section(id: "people") {
          ForEach(shown, id: \.id) { person in
            made.add(person.id)
            return Row(id: person.id, TextItem(person.name)).onDelete { _ in }
          }
        }
      }
    }
    let controller = try ListController(content: content(people))
    let table = HeadlessTableView(controller: controller, viewportHeight: 440)
    try controller.update(to: content(people.filter { $0.id % 50 == 0 }))
    made.reset()
    try controller.update(to: content(people))
    // The rows that came back are known not to handle `prefetch`: the window ahead of the
    // viewport is tracked by id, and only the rows on screen are made (to draw them).
    let window = table.prefetchedIDs.compactMap { $0.base as? Int }
    #expect(!window.isEmpty)
    let visible = Set(table.visibleRows.compactMap { table.shown[$0]?.id.base as? Int })
    #expect(
      made.ids.subtracting(visible).isEmpty, "made ahead: \(made.ids.subtracting(visible).sorted())"
    )
  }

  @Test func rowsWhoseElementsChangedWhileHiddenAreMadeAgain() throws {
    let made = Made()
    let controller = try ListController(content: Self.people("", made: made))
    _ = HeadlessTableView(controller: controller, viewportHeight: 440)
    try controller.update(to: Self.people("zoe", made: made))
    let before = made.count
    // The same ids, renamed: not the rows that left, so each is made to be known.
    try controller.update(to: Self.people("", suffix: " (renamed)", made: made))
    #expect(made.count - before >= 1_960)
  }

  @Test func rowsThatComeBackStillGetTheEventsTheyHandle() throws {
    let made = Made()
    let inserted = Made()
    let controller = try ListController(
      content: Self.people("", made: made, inserted: inserted))
    _ = HeadlessTableView(controller: controller, viewportHeight: 440)
    try controller.update(to: Self.people("zoe", made: made, inserted: inserted))
    #expect(inserted.count == 0)
    try controller.update(to: Self.people("", made: made, inserted: inserted))
    #expect(inserted.count == 1_960)
  }

  @Test func typingASearchLetterByLetterAndClearingItMakesOnlyTheRowsShown() throws {
    let made = Made()
    let controller = try ListController(content: Self.people("", made: made))
    let table = HeadlessTableView(controller: controller, viewportHeight: 440)
    // Each letter removes rows: the rows of every step come back when the search is cleared.
    for query in ["1", "11", "111"] {
      try controller.update(to: Self.people(query, made: made))
    }
    let before = made.count
    try controller.update(to: Self.people("", made: made))
    #expect(made.count - before <= 8 * table.visibleRows.count)
    #expect(table.shown.rowCount == 2_000)
    // One section: at most `generations` earlier lists of it are kept.
    #expect(controller.retired.count <= RetiredRows.generations)
  }

  @Test func theRowsKeptToComeBackAreBounded() throws {
    let made = Made()
    var retired = RetiredRows(rowLimit: 3_000)
    var shown = Self.people("", made: made)
    // Each change removes rows; the lists kept stay within the limit (2,000 + 40 + ...).
    for query in ["1", "", "2", "", "3"] {
      let next = Self.people(query, made: made)
      let stages = try SectionedDiff.stages(fromValid: shown, to: next)
      retired.retire(removedBy: stages.structural, from: shown)
      #expect(retired.rowCount <= 3_000, "after \(query)")
      #expect(retired.count >= 1)
      shown = next
    }
  }
}
