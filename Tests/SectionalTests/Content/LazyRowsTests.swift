import Foundation
import TestSupport
import Testing

@testable import Sectional

/// `ForEach` rows behave exactly as built rows: the same ids, reads, changes, errors and events;
/// and a rebuild makes only the rows that changed.
@Suite struct LazyRowsTests {
  /// An element of the data: its id, what its row shows (`version`) and a field its row does not
  /// show (`note`), so that unequal elements can make rows that show the same thing.
  struct Item: Equatable, Sendable {
    var id: Int
    var version: Int
    var note: Int
  }

  /// The same data without `Equatable`: the diff must make rows to compare them.
  struct PlainItem: Sendable {
    var id: Int
    var version: Int
  }

  struct Label: Component {
    var id: Int
    var version: Int
  }

  typealias Counter = RowCounter

  /// Every row handles the events the diff derives, so that they are recorded.
  static func row(_ item: Item) -> Row {
    Row(id: item.id, Label(id: item.id, version: item.version))
      .on(.inserted) { _ in }.on(.removed) { _ in }.on(.moved) { _ in }.on(.reloaded) { _ in }
  }

  /// How a section holds its rows.
  enum Form: CaseIterable {
    /// A `for` loop: built rows.
    case built
    /// One `ForEach` of `Equatable` elements.
    case lazy
    /// One `ForEach` of elements that are not `Equatable`.
    case lazyPlain
    /// Built rows, a `ForEach`, built rows.
    case mixed
    /// Two `ForEach`es back to back.
    case twoSources
  }

  static func section(id: Int, header: Int, items: [Item], form: Form) -> Section {
    let half = items.count / 2
    let third = items.count / 3
    var section: Section
    switch form {
    case .built:
      section = Section(id: id) { for item in items { row(item) } }
    case .lazy:
      section = Section(id: id) { ForEach(items, id: \.id) { row($0) } }
    case .lazyPlain:
      let plain = items.map { PlainItem(id: $0.id, version: $0.version) }
      section = Section(id: id) {
        ForEach(plain, id: \.id) { row(Item(id: $0.id, version: $0.version, note: 0)) }
      }
    case .mixed:
      section = Section(id: id) {
        for item in items[..<third] { row(item) }
        ForEach(Array(items[third..<(2 * third)]), id: \.id) { row($0) }
        for item in items[(2 * third)...] { row(item) }
      }
    case .twoSources:
      section = Section(id: id) {
        ForEach(Array(items[..<half]), id: \.id) { row($0) }
        ForEach(Array(items[half...]), id: \.id) { row($0) }
      }
    }
    if header != 0 { section.header = HeaderFooter(Label(id: -1, version: header)) }
    return section
  }

  static func content(_ model: [(id: Int, header: Int, items: [Item])], forms: [Form])
    -> ListContent
  {
    ListContent(
      sections: model.enumerated().map { index, part in
        section(id: part.id, header: part.header, items: part.items, form: forms[index])
      })
  }

  /// Old and new models from the diff's generator, with notes that change at random, and now
  /// and then a repeated id (in the new content, and sometimes in the old).
  static func models(seed: UInt64) -> (
    old: [(id: Int, header: Int, items: [Item])], new: [(id: Int, header: Int, items: [Item])]
  ) {
    var rng = SplitMix64(seed: seed ^ 0x1A2B)
    let (old, new, _) = DiffGenerator.make(seed: seed)
    func convert(_ model: Model) -> [(id: Int, header: Int, items: [Item])] {
      model.sections.map { part in
        (
          part.id, part.header,
          part.rows.map {
            Item(id: $0.id, version: $0.version, note: Int.random(in: 0..<2, using: &rng))
          }
        )
      }
    }
    var before = convert(old)
    var after = convert(new)
    func repeatAnID(_ model: inout [(id: Int, header: Int, items: [Item])]) {
      let filled = model.indices.filter { !model[$0].items.isEmpty }
      guard let from = filled.randomElement(using: &rng),
        let to = filled.randomElement(using: &rng),
        let item = model[from].items.randomElement(using: &rng)
      else { return }
      let at = Int.random(in: 0...model[to].items.count, using: &rng)
      model[to].items.insert(item, at: at)
    }
    if Int.random(in: 0..<8, using: &rng) == 0 { repeatAnID(&after) }
    if Int.random(in: 0..<16, using: &rng) == 0 { repeatAnID(&before) }
    return (before, after)
  }

  /// Everything the content shows and the diff gives, as text.
  static func describe(_ content: ListContent) -> String {
    content.sections.map { section in
      "\(section.id)[\(section.header == nil ? "" : "h")]:"
        + section.rows.map { row in
          let label = row.component as? Label
          return "\(row.id)=\(label?.id ?? -9)v\(label?.version ?? -1)"
        }.joined(separator: ",")
    }.joined(separator: "|")
  }

  static func describe(_ changes: Result<StagedChangeset, ContentError>) -> String {
    switch changes {
    case .failure(let error): return "error \(error)"
    case .success(let changes):
      return changes.map { stage in
        [
          "sd\(stage.sectionDeletes)", "si\(stage.sectionInserts)", "sr\(stage.sectionReloads)",
          "sm\(stage.sectionMoves)", "rd\(stage.rowDeletes)", "ri\(stage.rowInserts)",
          "rr\(stage.rowReloads)", "rm\(stage.rowMoves)", describe(stage.content),
        ].joined(separator: " ")
      }.joined(separator: "\n")
    }
  }

  static func describe(_ events: [PendingEvent]) -> String {
    // The events that fire: a lazy row's may wait to be asked until they do.
    events.singles.compactMap { event in
      event.handlingRow.map { "\(event.event) \($0.id) \(event.path) \(event.detail)" }
    }.joined(separator: "; ")
  }

  /// What one pair of contents gives: validation, reads, stages, the controller's stages and
  /// events.
  static func outcome(old: ListContent, new: ListContent) -> [String] {
    let validation = Result { () throws(ContentError) in try new.validate() }
    let oldValidation = Result { () throws(ContentError) in try old.validate() }
    let changes = Result { () throws(ContentError) in try StagedChangeset(from: old, to: new) }
    var update = "old content invalid"
    if case .success = oldValidation {
      do {
        let stages = try SectionedDiff.stages(fromValid: old, to: new)
        update =
          describe(.success(stages.changes)) + " events "
          + describe(SectionedDiff.events(of: stages, from: old, to: new))
      } catch {
        update = "error \(error)"
      }
    }
    let paths = new.sections.flatMap(\.rows).map { new.path(of: $0.id).map { "\($0)" } ?? "-" }
    return [
      "\(validation)", "\(oldValidation)", describe(new), paths.joined(separator: ","),
      describe(changes), update,
    ]
  }

  @Test func lazyAndBuiltRowsGiveTheSameChangesErrorsReadsAndEvents() {
    var errors = 0
    var lazyCases = 0
    for index: UInt64 in 0..<1_500 {
      let seed = index &* 0x9E37_79B9_7F4A_7C15 &+ 0x17
      let (old, new) = Self.models(seed: seed)
      var rng = SplitMix64(seed: seed)
      let oldForms = old.map { _ in Form.allCases.randomElement(using: &rng) ?? .lazy }
      let newForms = new.map { _ in Form.allCases.randomElement(using: &rng) ?? .lazy }
      let expected = Self.outcome(
        old: Self.content(old, forms: old.map { _ in .built }),
        new: Self.content(new, forms: new.map { _ in .built }))
      let lazyOld = Self.content(old, forms: oldForms)
      let lazyNew = Self.content(new, forms: newForms)
      let actual = Self.outcome(old: lazyOld, new: lazyNew)
      #expect(actual == expected, "seed \(seed)")
      if actual != expected { return }
      if expected[0].hasPrefix("failure") { errors += 1 }
      if lazyNew.sections.contains(where: \.rows.isLazy) { lazyCases += 1 }
    }
    // The generator reaches repeated ids and lazy sections.
    #expect(errors > 50)
    #expect(lazyCases > 750)
  }

  @Test func editingALazyListReadsAsAnArrayWouldAndMakesOnlyTheRowsRead() {
    var rng = SplitMix64(seed: 0x5EED)
    for round in 0..<300 {
      let items = (0..<Int.random(in: 0..<30, using: &rng)).map {
        Item(id: $0, version: 0, note: 0)
      }
      let counter = Counter()
      var list = Section(id: 0) {
        Row(id: -1, Label(id: -1, version: 0))
        ForEach(items, id: \.id) { item in
          counter.increment()
          return Self.row(item)
        }
      }.rows
      var array = [Row(id: -1, Label(id: -1, version: 0))] + items.map(Self.row)
      var next = 1_000
      var removes = 0
      for _ in 0..<6 {
        let lower = Int.random(in: 0...array.count, using: &rng)
        let upper = Int.random(in: lower...array.count, using: &rng)
        let added = (0..<Int.random(in: 0..<3, using: &rng)).map { _ in
          next += 1
          return Self.row(Item(id: next, version: 1, note: 0))
        }
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
          list.replaceSubrange(lower..<upper, with: added)
          array.replaceSubrange(lower..<upper, with: added)
        case 1 where lower < array.count:
          let row = Self.row(Item(id: next + 500, version: 2, note: 0))
          list[lower] = row
          array[lower] = row
        case 2 where lower < array.count:
          removes += 1
          list.remove(at: lower)
          array.remove(at: lower)
        default:
          list.append(contentsOf: added)
          array.append(contentsOf: added)
        }
      }
      #expect(list.count == array.count, "round \(round)")
      #expect(list.indices.map { list.id(at: $0) } == array.map(\.id), "round \(round)")
      // All the ids at once, as the diff reads them (each source's in one call).
      var ids: [ListID] = []
      list.forEachID { ids.append($0) }
      #expect(ids == array.map(\.id), "round \(round)")
      // Edits split the data around the change, and reading ids makes no row, but the one
      // `remove(at:)` returns.
      #expect(counter.count <= removes, "round \(round)")
      let read = list.map { ($0.id, ($0.component as? Label)?.version) }
      #expect(read.map(\.0) == array.map(\.id), "round \(round)")
      #expect(
        read.map(\.1) == array.map { ($0.component as? Label)?.version }, "round \(round)")
      // Reading every row made each remaining lazy row once.
      #expect(counter.count <= items.count, "round \(round)")
    }
  }

  /// A 1% change of a 10,000-row `ForEach` section through a controller with a renderer that
  /// keeps a layout, as every renderer does.
  @MainActor
  @Test func aRebuildMakesOnlyTheRowsThatChanged() throws {
    let counter = Counter()
    let count = 10_000
    let old = (0..<count).map { Item(id: $0, version: 0, note: 0) }
    var new = old
    var changed = 0
    var inserted = 0
    var deleted = 0
    for index in stride(from: count - 1, through: 0, by: -1) {
      switch index % 400 {
      case 0, 200:
        new[index].version = 1
        changed += 1
      case 100:
        new.remove(at: index)
        deleted += 1
      case 300:
        new.insert(Item(id: count + index, version: 0, note: 0), at: index + 1)
        inserted += 1
      case 50:
        new[index].note = 1  // unequal elements whose rows show the same thing
        changed += 1
      default: break
      }
    }
    func content(_ items: [Item]) -> ListContent {
      ListContent {
        Section(id: "head") { Row(id: "title", TextItem("Items")) }
        Section(id: "items") {
          ForEach(items, id: \.id) { item in
            counter.increment()
            return Self.row(item)
          }
        }
      }
    }
    let first = content(old)
    try first.validate()
    #expect(counter.count == 0)
    let controller = try ListController(content: first)
    #expect(counter.count == 0)
    let renderer = LayoutRenderer(content: first)
    controller.connect(renderer)
    // Building a layout from scratch reads every row's height (once per layout built).
    #expect(counter.count >= count)
    counter.reset()
    try controller.update(to: content(new))
    // Each changed element: its old and new rows, compared, and for a reload its new row again
    // for its event and for the layout's height; each insert: its row for its event and for
    // the layout; each delete: its old row for its event.
    let made = counter.count
    #expect(made >= 2 * changed + inserted + deleted)
    #expect(made <= 4 * changed + 2 * inserted + deleted, "made \(made) rows")
    #expect(renderer.applied == 1)
    #expect(renderer.layout.itemCount == ListLayout(content: content(new), width: 80).itemCount)
    // Showing it again makes no row at all.
    counter.reset()
    let again = controller.content
    try controller.update(to: again)
    #expect(counter.count == 0)
  }

  @MainActor
  final class LayoutRenderer: ListRenderer {
    var layout: ListLayout
    var applied = 0

    init(content: ListContent) {
      layout = ListLayout(content: content, width: 80, viewportHeight: 24)
    }

    func apply(_ changes: StagedChangeset, from controller: ListController) {
      applied += 1
      layout.apply(changes)
    }

    func reloadData(from controller: ListController) {
      layout.reload(controller.content)
    }
  }

  @MainActor
  @Test func aForEachThatGivesItsHeightIsLaidOutWithoutMakingRows() throws {
    let counter = Counter()
    let items = (0..<5_000).map { Item(id: $0, version: 0, note: 0) }
    func content(height: RowHeight?) -> ListContent {
      ListContent {
        Section(id: 0) {
          if let height {
            ForEach(items, id: \.id) { item in
              counter.increment()
              return Self.row(item).height(.fixed(3))
            }
            .height(height)
          } else {
            ForEach(items, id: \.id) { item in
              counter.increment()
              return Self.row(item).height(.fixed(3))
            }
          }
        }
      }
    }
    let given = ListLayout(content: content(height: .fixed(2)), width: 80, viewportHeight: 24)
    #expect(counter.count == 0)
    #expect(given.contentHeight == 2 * 5_000)
    // The row made carries the height the layout used; edits keep it.
    var rows = content(height: .fixed(2)).sections[0].rows
    rows.remove(at: 10)
    if case .fixed(let value) = rows[7].height.kind {
      #expect(value == 2)
    } else {
      Issue.record("row 7 is not 2 high: \(rows[7].height)")
    }
    counter.reset()
    // Without it, each row is made once for its height.
    let measured = ListLayout(content: content(height: nil), width: 80, viewportHeight: 24)
    #expect(counter.count == 5_000)
    #expect(measured.contentHeight == 3 * 5_000)
  }

  @Test func aLayoutAppliesChangesToAForEachThatGivesItsHeightWithoutMakingRows() throws {
    let counter = Counter()
    let old = (0..<2_000).map { Item(id: $0, version: 0, note: 0) }
    var new = old
    for index in stride(from: old.count - 1, through: 0, by: -50) {
      new[index].version = 1
      new.insert(Item(id: 10_000 + index, version: 0, note: 0), at: index)
    }
    func content(_ items: [Item]) -> ListContent {
      ListContent {
        Section(id: 0) {
          ForEach(items, id: \.id) { item in
            counter.increment()
            return Self.row(item)
          }
          .height(.fixed(2))
        }
      }
    }
    let before = content(old)
    let after = content(new)
    let changes = try StagedChangeset(from: before, to: after)
    #expect(changes.changeCount > 0)
    var layout = ListLayout(content: before, width: 80, viewportHeight: 24)
    counter.reset()
    layout.apply(changes)
    // Inserted and reloaded rows take the height the ForEach gives: none of them is made.
    #expect(counter.count == 0, "made \(counter.count) rows")
    #expect(layout.contentHeight == 2 * Double(new.count))
    #expect(layout.itemCount == ListLayout(content: after, width: 80).itemCount)
  }

  @Test func aLazyRowTakesItsElementsIDAndReadsWithoutMakingOthers() {
    let counter = Counter()
    let items = (0..<100).map { Item(id: $0, version: $0, note: 0) }
    let section = Section(id: 0) {
      ForEach(items, id: \.id) { item in
        counter.increment()
        return Row(id: "not the element's", Label(id: item.id, version: item.version))
      }
    }
    let content = ListContent(sections: [section])
    #expect(content.path(of: ListID(57)) == RowPath(section: 0, row: 57))
    #expect(counter.count == 0)
    #expect(section.rows[42].id == ListID(42))
    #expect((section.rows[42].component as? Label)?.version == 42)
    #expect(counter.count == 2)
  }

  @Test func identifiableElementsNameTheirRows() throws {
    struct Message: Identifiable, Sendable {
      var id: String
      var subject: String
    }
    let messages = [Message(id: "a", subject: "Hi"), Message(id: "a", subject: "Again")]
    let content = ListContent {
      Section(id: 0) {
        ForEach(messages) { Row(id: $0.id, TextItem($0.subject)) }
      }
    }
    #expect(throws: ContentError.self) { try content.validate() }
    #expect(content.sections[0].rows.map(\.id) == [ListID("a"), ListID("a")])
  }
}
