import Sectional
import SectionalTerminal
import TestSupport
import Testing

/// Ctrl-D on Animals at 40×12 and 40×13 scrolled the cursor row's marker above the screen:
/// the row at the half-page's target line was the second line of a two-line row, which started
/// above the view, and no other row was tried, so the cursor stayed behind. Seeded lists at
/// every size: after a half-page or page move, the cursor's row starts on screen whenever a
/// selectable row that the move may go to does (one not behind the cursor: a cursor scrolled
/// off screen the way the view moves waits for the view to come to it).
@MainActor
@Suite struct HalfPagePropertyTests {
  nonisolated static let seeds: [UInt64] = Array(1...80)

  /// Rows of one to four lines, selectable or not, in one to three sections.
  func randomContent(_ random: inout SplitMix64) -> ListContent {
    let styles: [SectionStyle] = [.plain, .grouped, .inset]
    var sections: [Section] = []
    var id = 0
    let allSelectable = Bool.random(using: &random)
    for sectionIndex in 0..<Int.random(in: 1...3, using: &random) {
      var rows: [Row] = []
      for _ in 0..<Int.random(in: 1...30, using: &random) {
        id += 1
        let component: any Component
        switch Int.random(in: 0...3, using: &random) {
        case 0: component = TextItem("Row \(id)")
        case 1, 2: component = TextItem("Row \(id)", subtitle: "More \(id)")
        default:
          component = ParagraphItem(
            String(repeating: "word ", count: Int.random(in: 1...12, using: &random)))
        }
        let selectable = allSelectable || Int.random(in: 0...3, using: &random) > 0
        rows.append(Row(id: id, component).selectable(selectable))
      }
      sections.append(
        Section(
          id: "s\(sectionIndex)", rows: rows, style: styles.randomElement(using: &random) ?? .plain)
      )
    }
    return ListContent(sections: sections)
  }

  /// Whether the top line of the row at `path` is on screen.
  func startsOnScreen(_ list: ListView, _ path: RowPath) -> Bool {
    guard let frame = list.layout.frame(of: .row(path)) else { return false }
    let top = list.layout.contentOffset
    return frame.top >= top && frame.top < top + list.layout.viewportHeight
  }

  /// Whether some selectable row that `accepts` takes starts on screen.
  func someSelectableRowStartsOnScreen(_ list: ListView, where accepts: (RowPath) -> Bool)
    -> Bool
  {
    let content = list.layout.content
    for section in content.sections.indices {
      for row in content.sections[section].rows.indices
      where content.sections[section].rows[row].traits.isSelectable {
        let path = RowPath(section: section, row: row)
        if accepts(path) && startsOnScreen(list, path) { return true }
      }
    }
    return false
  }

  @Test(arguments: seeds)
  func theCursorRowStartsOnScreenAfterEveryPageMove(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let content = randomContent(&random)
    let width = Int.random(in: 8...60, using: &random)
    let height = Int.random(in: 3...30, using: &random)
    let list = ListView(
      controller: try ListController(content: content), width: width, height: height)
    let keys: [(KeyEvent, String, forward: Bool)] = [
      (KeyEvent(.character("d"), .control), "ctrl-d", true),
      (KeyEvent(.character("u"), .control), "ctrl-u", false),
      (KeyEvent(.pageDown), "pgdn", true), (KeyEvent(.pageUp), "pgup", false),
    ]
    for press in 0..<60 {
      let (key, name, forward) = keys[Int.random(in: 0..<keys.count, using: &random)]
      let before = list.selectedRowPath
      list.handle(.key(key))
      let context = "seed \(seed), press \(press) \(name), \(width)×\(height)"
      guard let cursor = list.selectedRowPath, cursor.row >= 0 else { continue }
      let reachable = someSelectableRowStartsOnScreen(list) { path in
        before.map { forward ? path >= $0 : path <= $0 } ?? true
      }
      #expect(
        startsOnScreen(list, cursor) || !reachable,
        "\(context): the cursor's row \(cursor) starts off screen\n\(grid(list))")
    }
  }

  /// The defect as the trial met it: two-line rows, all selectable, at 40 columns and 12 or 13
  /// lines (10 or 11 for the list under a title and a footer).
  @Test(arguments: [10, 11])
  func ctrlDOnTwoLineRowsKeepsTheMarkerOnScreen(height: Int) throws {
    let rows = (1...14).map { index in
      Row(
        id: index, TextItem("Animal \(index)", subtitle: "Latin \(index)", accessory: .disclosure))
    }
    let list = ListView(
      controller: try ListController(
        content: ListContent(sections: [Section(id: "a", rows: rows)])),
      width: 40, height: height)
    for _ in 0..<4 {
      list.handle(.key(KeyEvent(.character("d"), .control)))
      let cursor = try #require(list.selectedRowPath)
      #expect(startsOnScreen(list, cursor), "\(grid(list))")
      #expect(grid(list).contains("▌"), "\(grid(list))")
    }
    for _ in 0..<4 {
      list.handle(.key(KeyEvent(.character("u"), .control)))
      let cursor = try #require(list.selectedRowPath)
      #expect(startsOnScreen(list, cursor), "\(grid(list))")
    }
  }
}
