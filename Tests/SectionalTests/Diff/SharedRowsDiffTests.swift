import TestSupport
import Testing

@testable import Sectional

/// The diff that skips sections whose rows are the same storage gives exactly what the full diff
/// gives: the same stages, the same contents in them, and the same error for a repeated id.
@Suite struct SharedRowsDiffTests {
  /// A row of the generated contents: an id and a version its component shows.
  struct Tag: Component {
    var version: Int
  }

  /// Valid old content (unique ids) and new content that keeps some old `Section` values as
  /// they are (shared rows), changes, moves, deletes and inserts others, redecorates or moves
  /// shared ones, and now and then repeats an id (a shared row's, in another section, or a whole
  /// shared section under a second id).
  static func make(seed: UInt64) -> (old: ListContent, new: ListContent) {
    var rng = SplitMix64(seed: seed)
    var nextID = 0
    func rows(_ count: Int) -> [Row] {
      (0..<count).map { _ in
        nextID += 1
        return Row(id: nextID, Tag(version: 0))
      }
    }
    var old = ListContent()
    for s in 0..<Int.random(in: 1...7, using: &rng) {
      let count = Int.random(in: 0..<6, using: &rng) == 0 ? 0 : Int.random(in: 1...40, using: &rng)
      old.sections.append(Section(id: s, rows: rows(count)))
    }
    var new = ListContent()
    for section in old.sections {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: continue  // deleted
      case 1...4: new.sections.append(section)  // shared as it is
      case 5:
        var redecorated = section  // shared rows, another header
        redecorated.header = HeaderFooter(TextItem("Header \(seed)"))
        new.sections.append(redecorated)
      default:
        var changed = section
        var list = changed.rows
        list.removeAll { _ in Int.random(in: 0..<8, using: &rng) == 0 }
        for index in list.indices where Int.random(in: 0..<6, using: &rng) == 0 {
          list[index].component = Tag(version: 1)
        }
        if list.count > 1, Bool.random(using: &rng) { list.swapAt(0, list.count - 1) }
        list.insert(contentsOf: rows(Int.random(in: 0...3, using: &rng)), at: 0)
        changed.rows = list
        new.sections.append(changed)
      }
    }
    if Int.random(in: 0..<3, using: &rng) == 0 {
      new.sections.insert(
        Section(id: 100 + Int.random(in: 0..<3, using: &rng), rows: rows(3)),
        at: Int.random(in: 0...new.sections.count, using: &rng))
    }
    if new.sections.count > 1, Int.random(in: 0..<3, using: &rng) == 0 {
      new.sections.swapAt(0, new.sections.count - 1)
    }
    // Repeats: an id of an old row (maybe a shared one) inserted somewhere, or a shared
    // section's rows under a second section id.
    let roll = Int.random(in: 0..<8, using: &rng)
    if roll == 0, !new.sections.isEmpty, nextID > 0 {
      let target = Int.random(in: 0..<new.sections.count, using: &rng)
      new.sections[target].rows.append(
        Row(id: Int.random(in: 1...nextID, using: &rng), Tag(version: 2)))
    } else if roll == 1, let some = new.sections.first(where: { !$0.rows.isEmpty }) {
      new.sections.append(Section(id: 200, rows: some.rows))
    }
    return (old, new)
  }

  /// The stages as text: every change and every row of every stage's content with its version.
  static func describe(_ result: Result<SectionedDiff.Stages, ContentError>) -> String {
    switch result {
    case .failure(let error): return "error \(error)"
    case .success(let stages):
      return [stages.structural, stages.reloads].map { stage in
        let rows = stage.content.sections.map { section in
          "\(section.id)[\(section.header == nil ? "" : "h")]:"
            + section.rows.map { "\($0.id)v\(($0.component as? Tag)?.version ?? -1)" }
            .joined(separator: ",")
        }
        return [
          "sd\(stage.sectionDeletes)", "si\(stage.sectionInserts)",
          "sr\(stage.sectionReloads)", "sm\(stage.sectionMoves)", "rd\(stage.rowDeletes)",
          "ri\(stage.rowInserts)", "rr\(stage.rowReloads)", "rm\(stage.rowMoves)",
          rows.joined(separator: "|"),
        ].joined(separator: " ")
      }.joined(separator: "\n")
    }
  }

  @Test func skippingSharedRowsGivesTheFullDiffsStagesAndErrors() throws {
    var shortcuts = 0
    var errors = 0
    for index: UInt64 in 0..<3_000 {
      let seed = index &* 0x9E37_79B9_7F4A_7C15 &+ 17
      let (old, new) = Self.make(seed: seed)
      try old.validate()
      let full = Result { () throws(ContentError) in try SectionedDiff.stages(from: old, to: new) }
      let skipping = Result { () throws(ContentError) in
        try SectionedDiff.stages(fromValid: old, to: new)
      }
      let expected = Self.describe(full)
      let actual = Self.describe(skipping)
      #expect(actual == expected, "seed \(seed)")
      if actual != expected { return }
      if case .failure = full { errors += 1 }
      if zip(old.sections, new.sections).contains(where: {
        SectionedDiff.sameStorage($0.rows, $1.rows)
      }) {
        shortcuts += 1
      }
    }
    // The generator reaches both the shortcut and the repeated ids.
    #expect(shortcuts > 500)
    #expect(errors > 100)
  }

  @Test func sameStorageIsOneBufferNeverEqualRows() {
    let rows = (0..<10).map { Row(id: $0, Tag(version: 0)) }
    let copy = rows.map { $0 }
    let kept = rows
    #expect(SectionedDiff.sameStorage(rows, kept))
    #expect(!SectionedDiff.sameStorage(rows, copy))
    #expect(!SectionedDiff.sameStorage([], []))
    var changed = kept
    changed[0] = Row(id: 0, Tag(version: 1))
    #expect(!SectionedDiff.sameStorage(rows, changed))
  }

  @MainActor
  @Test func aControllerUpdateSkipsTheSharedSectionAndStillRefusesARepeatedID() throws {
    let catalog = Section(id: "catalog", rows: (0..<1_000).map { Row(id: $0, Tag(version: 0)) })
    let controller = try ListController(
      content: ListContent(sections: [
        Section(id: "form", rows: [Row(id: "name", TextItem("A"))]), catalog,
      ]))
    let edited = ListContent(sections: [
      Section(id: "form", rows: [Row(id: "name", TextItem("Ab"))]), catalog,
    ])
    try controller.update(to: edited)
    #expect((controller.content.sections[0].rows[0].component as? TextItem)?.title == "Ab")
    #expect(SectionedDiff.sameStorage(controller.content.sections[1].rows, catalog.rows))
    let repeated = ListContent(sections: [
      Section(id: "form", rows: [Row(id: "name", TextItem("Ab")), Row(id: 7, TextItem("7"))]),
      catalog,
    ])
    #expect(throws: ContentError.self) { try controller.update(to: repeated) }
    #expect(controller.content.sections[0].rows.count == 1)
  }
}
