import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

/// A split of two panes: names on the left, the detail of the name under the cursor on the
/// right. Every select and deselect is logged, in both panes.
@MainActor
final class PaneConformanceScreen: SplitScreen {
  let title = "Names"
  let names: NamesScreen
  /// How many detail screens the split made: one for each row the cursor rested on.
  var detailsMade = 0

  init(log: ConformanceLog) {
    names = NamesScreen(log: log)
  }

  var collapseWidth: Int? { 100 }

  var panes: [Pane] {
    [
      Pane(names, id: "names", minimumWidth: 30),
      .detail(id: "detail", minimumWidth: 40, weight: 2) { [unowned self] id in
        guard let name = id.base as? String, name != "x" else { return nil }
        detailsMade += 1
        return NameDetailScreen(name: name, log: names.log)
      },
    ]
  }

  /// The names: "x" has no detail.
  @MainActor
  final class NamesScreen: Screen {
    let title = "All names"
    let log: ConformanceLog
    var names = ["a", "b", "x", "c"]

    init(log: ConformanceLog) {
      self.log = log
    }

    var content: ListContent {
      let log = log
      Section(id: "names") {
        for name in names {
          Row(id: name, TextItem(name), height: .fixed(1))
            .on(.didSelect) { log.record($0) }.on(.didDeselect) { log.record($0) }
        }
      }
    }
  }

  /// One name's detail: two rows that log their selection.
  @MainActor
  final class NameDetailScreen: Screen {
    let name: String
    let log: ConformanceLog
    var title: String { "Detail of \(name)" }

    init(name: String, log: ConformanceLog) {
      self.name = name
      self.log = log
    }

    var content: ListContent {
      let log = log
      Section(id: "detail") {
        for part in ["1", "2"] {
          Row(id: "\(name)/\(part)", TextItem("\(name) \(part)"), height: .fixed(1))
            .on(.didSelect) { log.record($0) }
        }
      }
    }
  }
}

/// A driver of a split.
@MainActor
protocol PaneDriver: ConformanceDriver {
  /// The focused pane's id.
  var focusedPane: String? { get }
  /// The ids of the panes on screen, leading first.
  var shownPanes: [String] { get }
  /// The title of the screen a pane shows.
  func title(ofPane id: String) -> String?
  /// The row under the cursor of a pane (its selection, where a platform has no cursor).
  func cursor(ofPane id: String) -> String?
  /// Gives a pane the focus as a person does (a click, a tap in it).
  func focus(_ pane: String) throws
  /// Goes back as a person does (Esc, the back button).
  func back()
  /// Makes the width compact (the split shows one pane) or regular.
  func setCompact(_ compact: Bool)
}

/// A row's or pane's id as the script names it.
private func name(_ id: ListID) -> String { (id.base as? String) ?? "\(id)" }

extension HeadlessDriver: PaneDriver {
  var focusedPane: String? { app.focusedPane.map(name) }
  var shownPanes: [String] { app.shownPanes.map(name) }
  func title(ofPane id: String) -> String? { app.host(ofPane: id)?.screen.title }
  func cursor(ofPane id: String) -> String? {
    app.table(ofPane: id)?.cursor.map(name)
  }
  func focus(_ pane: String) throws { try app.focusPane(pane) }
  func back() { app.goBack() }
  func setCompact(_ compact: Bool) { app.setCompact(compact) }
}

extension TerminalDriver: PaneDriver {
  var split: SplitPanes<ListView>? { app.stack.last?.split }
  var focusedPane: String? { split.map { name($0.panes[$0.focus].id) } }
  var shownPanes: [String] { split?.shown.map { name($0.id) } ?? [] }
  func title(ofPane id: String) -> String? {
    guard let split, let index = split.panes.firstIndex(where: { $0.id == ListID(id) }) else {
      return nil
    }
    return split.pane(at: index).host.screen.title
  }
  func cursor(ofPane id: String) -> String? {
    guard let split, let index = split.panes.firstIndex(where: { $0.id == ListID(id) }) else {
      return nil
    }
    return split.pane(at: index).view.selectedID.map(name)
  }
  func focus(_ pane: String) throws {
    guard let split, let index = split.panes.firstIndex(where: { $0.id == ListID(pane) }),
      !split.isCollapsed
    else { throw ConformanceFailure(description: "no pane \(pane) on the terminal") }
    // A click on the pane's title line.
    let column = app.arrangement(of: split).columns[index].lowerBound + 2
    app.handle(.mouse(MouseEvent(.press(.left), x: column, y: 1)))
  }
  func back() { app.handle(.key(KeyEvent(.escape))) }
  func setCompact(_ compact: Bool) {
    app.handle(.resize(TerminalSize(columns: compact ? 60 : 120, rows: app.height)))
  }
}

/// One pane script, every renderer: focus moves, master–detail and collapse give the same log.
@MainActor
@Suite struct PaneConformanceTests {
  static let viewport = 10

  static func run(_ makeDriver: (any Screen) -> any PaneDriver) async throws -> [String] {
    let log = ConformanceLog()
    let screen = PaneConformanceScreen(log: log)
    let driver = makeDriver(screen)
    func state(_ step: String) async {
      await driver.host.idle()
      log.mark(step)
      log.lines.append(
        "focus \(driver.focusedPane ?? "-") shown \(driver.shownPanes)"
          + " names cursor \(driver.cursor(ofPane: "names") ?? "-")")
      log.lines.append("detail shows \(driver.title(ofPane: "detail") ?? "-")")
    }
    // The terminal's cursor starts on the first row, and its detail shows; UIKit and the
    // headless table have no cursor before a person moves it: the script starts at a select.
    await driver.host.idle()
    #expect(driver.focusedPane == "names" && driver.shownPanes == ["names", "detail"])
    try driver.tap("b")
    await state("select b: its detail shows, and has the focus")
    try driver.tap("b/2")
    await state("select a row of the detail: the detail's own")
    try driver.focus("names")
    await state("focus the names again")
    try driver.tap("x")
    await state("select x, which has no detail: the placeholder, focus stays")
    try driver.tap("c")
    await state("select c")
    driver.setCompact(true)
    await state("compact: the focused pane alone")
    driver.back()
    await state("back: the names, the cursor where it was")
    try driver.tap("a")
    await state("select a: its detail, pushed")
    driver.setCompact(false)
    await state("regular again: both, the focus on the detail")
    driver.back()
    await state("back in a regular width: the focus on the names")
    driver.host.setNeedsUpdate()
    await state("a rebuild of the names keeps the detail")
    // One detail for each row the cursor rested on, not one for each read or rebuild: b, c, a
    // (and the terminal's first row, a, at load).
    #expect(screen.detailsMade <= 4)
    return log.lines
  }

  @Test func theTerminalAndTheHeadlessTableGiveTheSameLog() async throws {
    let headless = try await Self.run { HeadlessDriver($0, viewport: Self.viewport, width: 120) }
    let terminal = try await Self.run {
      TerminalDriver($0, viewport: Self.viewport, width: 120)
    }
    #expect(headless.contains("detail shows Detail of c"))
    #expect(headless.contains(#"focus detail shown ["detail"] names cursor a"#))
    RendererConformanceTests.compare(headless, terminal, "terminal")
  }
}
