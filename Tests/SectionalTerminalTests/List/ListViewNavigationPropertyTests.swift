import Sectional
import SectionalTerminal
import TestSupport
import Testing

/// Seeded random lists (rows of one to several lines, selectable or not, plain, grouped and inset
/// sections) at random sizes: PgDn and ↓ never go back, PgUp and ↑ never go forward, and enough
/// presses reach the very end (start).
@MainActor
@Suite struct ListViewNavigationPropertyTests {
  nonisolated static let seeds: [UInt64] = Array(1...60)

  func randomContent(_ random: inout SplitMix64) -> ListContent {
    let styles: [SectionStyle] = [.plain, .grouped, .inset]
    var sections: [Section] = []
    var id = 0
    for sectionIndex in 0..<Int.random(in: 1...4, using: &random) {
      var rows: [Row] = []
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        id += 1
        let component: any Component
        switch Int.random(in: 0...2, using: &random) {
        case 0: component = TextItem("Row \(id)")
        case 1: component = TextItem("Row \(id)", subtitle: "More \(id)")
        default:
          component = ParagraphItem(
            String(repeating: "word ", count: Int.random(in: 1...30, using: &random)))
        }
        rows.append(Row(id: id, component).selectable(Bool.random(using: &random)))
      }
      let style = styles.randomElement(using: &random) ?? .plain
      sections.append(
        Section(id: "s\(sectionIndex)", rows: rows, style: style))
    }
    return ListContent(sections: sections)
  }

  func selectablePaths(_ content: ListContent) -> [RowPath] {
    content.sections.indices.flatMap { section in
      content.sections[section].rows.indices.compactMap { row in
        content.sections[section].rows[row].traits.isSelectable
          ? RowPath(section: section, row: row) : nil
      }
    }
  }

  @Test(arguments: seeds)
  func keysNeverGoTheWrongWay(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let content = randomContent(&random)
    let width = Int.random(in: 8...40, using: &random)
    let height = Int.random(in: 2...14, using: &random)
    let list = ListView(
      controller: try ListController(content: content), width: width, height: height)
    let selectable = selectablePaths(content)
    // Enough presses for a line at a time through the whole content; a press that changes
    // nothing means the end is reached.
    let presses = 5_000
    for (key, forward) in [
      (TerminalKey.pageDown, true), (.pageUp, false), (.down, true), (.up, false),
    ] {
      for _ in 0..<presses {
        let offset = list.layout.contentOffset
        let cursor = list.selectedRowPath
        list.handle(.key(KeyEvent(key)))
        let context = "seed \(seed), \(key), \(width)×\(height)"
        if forward {
          #expect(list.layout.contentOffset >= offset, "\(context)")
        } else {
          #expect(list.layout.contentOffset <= offset, "\(context)")
        }
        if let cursor, let now = list.selectedRowPath {
          #expect(forward ? now >= cursor : now <= cursor, "\(context): \(cursor) → \(now)")
        }
        if list.layout.contentOffset == offset && list.selectedRowPath == cursor { break }
      }
      let context = "seed \(seed), after \(key), \(width)×\(height)"
      if forward {
        #expect(list.layout.contentOffset == list.layout.maxContentOffset, "\(context)")
      } else {
        #expect(list.layout.contentOffset == 0, "\(context)")
      }
      if key == .down { #expect(list.selectedRowPath == selectable.last, "\(context)") }
      if key == .up { #expect(list.selectedRowPath == selectable.first, "\(context)") }
    }
  }
}
