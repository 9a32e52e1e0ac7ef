import Foundation
import Sectional
import SectionalTerminal
import TestSupport
import Testing

/// Seeded random lists and queries: find shows exactly the rows whose text matches (and, for a
/// match that cannot take the cursor, the nearest row of its section that can), leaves the
/// controller's content alone, and every selection reaches the row it was made on.
@MainActor
@Suite struct ListViewFindPropertyTests {
  nonisolated static let seeds: [UInt64] = Array(1...40)
  static let words = ["Fox", "fóx", "Owl", "OWL", "ému", "Emu", "yak", "Yák", "cat", "Kea"]

  /// Ids of the rows selected, in order.
  @MainActor final class Log {
    var selected: [ListID] = []
  }

  @Test(arguments: seeds)
  func findShowsExactlyTheMatchesAndSelectsTheRightRows(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let log = Log()
    var sections: [Section] = []
    var titles: [ListID: String] = [:]
    var id = 0
    for sectionIndex in 0..<Int.random(in: 1...3, using: &random) {
      var rows: [Row] = []
      for _ in 0..<Int.random(in: 0...10, using: &random) {
        id += 1
        let title = (0..<Int.random(in: 1...3, using: &random)).map { _ in
          Self.words.randomElement(using: &random) ?? ""
        }.joined(separator: " ")
        titles[ListID(id)] = title
        rows.append(
          Row(id: id, TextItem(title)).selectable(Bool.random(using: &random)).onSelect {
            log.selected.append($0.id)
          })
      }
      sections.append(Section(id: sectionIndex, rows: rows))
    }
    let controller = try ListController(content: ListContent(sections: sections))
    let list = ListView(controller: controller, width: 30, height: 6)
    let query = Self.words.randomElement(using: &random) ?? "fox"
    list.handle(.key(KeyEvent(.character("/"))))
    list.handle(.paste(query))
    list.handle(.key(KeyEvent(.enter)))
    let context = "seed \(seed), query \(query)"

    let folded = query.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    func matches(_ id: ListID) -> Bool {
      (titles[id] ?? "").folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .contains(folded)
    }
    let expected = controller.content.sections.flatMap(\.rows).map(\.id).filter(matches)
    // A match that cannot take the cursor is shown with the selectable row nearest to it in its
    // section (the one before it when two are as near).
    var shownExpected: [ListID] = []
    for section in controller.content.sections {
      let rows = section.rows
      var kept = Set<Int>()
      for (index, row) in rows.enumerated() where matches(row.id) {
        kept.insert(index)
        guard !row.traits.isSelectable else { continue }
        let nearest = rows.indices.filter { rows[$0].traits.isSelectable }.min { a, b in
          (abs(a - index), a > index ? 1 : 0) < (abs(b - index), b > index ? 1 : 0)
        }
        if let nearest { kept.insert(nearest) }
      }
      shownExpected += kept.sorted().map { rows[$0].id }
    }
    let shown = list.layout.content.sections.flatMap(\.rows).map(\.id)
    #expect(shown == shownExpected, "\(context)")
    #expect(list.find?.matchCount == expected.count, "\(context)")
    #expect(controller.content.rowCount == id, "\(context)")

    // Every selectable match, reached with ↓ from the top, selects its own row.
    list.handle(.key(KeyEvent(.home)))
    var visited: [ListID] = []
    for _ in 0..<(shownExpected.count + 1) {
      guard let current = list.selectedID, visited.last != current else { break }
      visited.append(current)
      list.handle(.key(KeyEvent(.enter)))
      list.handle(.key(KeyEvent(.down)))
    }
    #expect(log.selected == visited, "\(context)")
    let selectableShown = shownExpected.filter { id in
      controller.content.path(of: id).flatMap { controller.content[$0] }?.traits.isSelectable
        == true
    }
    #expect(visited == selectableShown, "\(context)")
  }
}
