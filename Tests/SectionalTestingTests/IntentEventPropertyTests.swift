import Sectional
import SectionalTesting
import TestSupport
import Testing

/// What a person does to a row reaches the row's intent handlers (``RowEvent/isUserAction``)
/// once; what the app does to its state never does, however the rows come and go.
@MainActor
@Suite struct IntentEventPropertyTests {
  /// A screen of items in two collapsible groups and, when ``showsTable``, a table the person
  /// sorts (group 0's items again, ids from ``tableIDs``), with a filter, a page limit and items that replace others:
  /// every row handles every intent event and records it.
  final class LibraryScreen: Screen {
    struct Item: Equatable {
      var id: Int
      var group: Int
      var version = 0
      var replaces: Int?
    }

    let title = "Library"
    /// The user's data: only intent handlers change it (and the test's own app operations).
    var items: [Item]
    var hidden: Set<Int> = []
    var limit = Int.max
    var intents: [String] = []
    /// Whether the sortable table shows.
    var showsTable = false

    init(items: [Item]) { self.items = items }

    var content: ListContent {
      for group in 0..<2 {
        Section(id: "group \(group)", header: "Group \(group)") {
          for item in items.prefix(limit) where item.group == group && !hidden.contains(item.id) {
            row(item)
          }
        }
        .collapsible()
      }
      if showsTable {
        Section(id: "table", header: ColumnsItem.header(Self.columns)) {
          for item in items.prefix(limit) where item.group == 0 && !hidden.contains(item.id) {
            row(item, table: true)
          }
        }
      }
    }

    /// The table's row ids: an item's id plus this.
    static let tableIDs = 100_000
    static let columns = [
      ColumnSpec("Id", width: .fixed(6)).sortable(),
      ColumnSpec("Version", width: .fixed(4)).sortable(ascendingFirst: false),
    ]

    func row(_ item: Item, table: Bool = false) -> Row {
      let id = item.id + (table ? Self.tableIDs : 0)
      let component: any Component =
        table
        ? ColumnsItem(["\(item.id)", "\(item.version)"], columns: Self.columns)
        : TextItem("Item \(item.id)", detail: "v\(item.version)")
      var row = Row(id: id, component)
        .deletable()
        .onDelete { [unowned self] _ in
          intents.append("userDeleted \(id)")
          items.removeAll { $0.id == item.id }
        }
        .onMove { [unowned self] _ in intents.append("userMoved \(id)") }
      if let replaced = item.replaces {
        row = row.replaces(replaced + (table ? Self.tableIDs : 0))
      }
      for event in RowEvent.allCases where event.isUserAction {
        if event == .userDeleted || event == .userMoved { continue }
        row = row.on(event) { [unowned self] _ in intents.append("\(event) \(id)") }
      }
      return row
    }
  }

  /// One of the app's own changes, or one of a person's actions.
  enum Step: CaseIterable {
    case filter, unfilter, page, unpage, reorder, regroup, edit, replace, add, removeByApp
    case collapse, userDelete, userTap, userMove, sort
  }

  static let cases = 2_000

  @Test("no rebuild runs an intent handler; each user action runs exactly one")
  func rebuildsNeverRunIntentHandlers() throws {
    var failures = 0
    for index in 0..<Self.cases {
      let seed = UInt64(index) &* 0x9E37_79B9_7F4A_7C15 &+ 17
      if let problem = try Self.run(seed: seed) {
        failures += 1
        Issue.record("seed \(seed): \(problem)")
        if failures > 3 { return }
      }
    }
  }

  /// The issue's reproduction: a search that filters rows out and back never deletes them.
  @Test func aSearchNeverDeletesTheRowsItHides() throws {
    let screen = LibraryScreen(items: (0..<2_000).map { .init(id: $0, group: $0 % 2) })
    let app = ScreenTestHost(screen)
    screen.hidden = Set((0..<2_000).filter { $0 % 50 != 0 })
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    #expect(app.content.rowCount == 40)
    screen.hidden = []
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    #expect(app.content.rowCount == 2_000)
    #expect(screen.items.count == 2_000)
    #expect(screen.intents.count == 0, "\(screen.intents.prefix(3))")
  }

  /// Runs one seeded script; returns what went wrong, if anything.
  static func run(seed: UInt64) throws -> String? {
    var rng = SplitMix64(seed: seed)
    var nextID = 0
    func newItem() -> LibraryScreen.Item {
      nextID += 1
      return .init(id: nextID, group: Int.random(in: 0..<2, using: &rng))
    }
    let screen = LibraryScreen(
      items: (0..<Int.random(in: 0...24, using: &rng)).map { _ in newItem() })
    screen.showsTable = true
    let app = ScreenTestHost(screen)
    defer { app.teardown() }
    for step in 0..<Int.random(in: 1...12, using: &rng) {
      let kind = Step.allCases.randomElement(using: &rng) ?? .filter
      let shown = app.content.sections.flatMap { section in
        section.rows.map(\.id)
      }
      let before = screen.items
      screen.intents = []
      var expected: [String] = []
      var expectedItems = before
      switch kind {
      case .filter:
        screen.hidden = Set(before.map(\.id).filter { _ in Bool.random(using: &rng) })
      case .unfilter:
        screen.hidden = []
      case .page:
        screen.limit = Int.random(in: 0...max(0, before.count), using: &rng)
      case .unpage:
        screen.limit = .max
      case .reorder:
        screen.items.shuffle(using: &rng)
      case .regroup:
        for i in screen.items.indices where Bool.random(using: &rng) { screen.items[i].group ^= 1 }
      case .edit:
        for i in screen.items.indices where Bool.random(using: &rng) {
          screen.items[i].version += 1
        }
      case .replace:
        guard let i = screen.items.indices.randomElement(using: &rng) else { continue }
        var item = newItem()
        item.group = screen.items[i].group
        item.replaces = screen.items[i].id
        screen.items[i] = item
      case .add:
        screen.items.insert(newItem(), at: Int.random(in: 0...screen.items.count, using: &rng))
      case .removeByApp:
        screen.items.removeAll { _ in Int.random(in: 0..<4, using: &rng) == 0 }
      case .collapse:
        try app.tapHeader("group \(Int.random(in: 0..<2, using: &rng))")
      case .sort:
        // The person's view: rows move, and no row hears a move of its own.
        try app.perform(command: Bool.random(using: &rng) ? "Sort by Id" : "Sort by Version")
      case .userDelete:
        guard let id = shown.randomElement(using: &rng)?.as(Int.self) else { continue }
        try app.swipeToDelete(.id(id))
        try app.choose(SectionalStrings.current.delete)
        expected = ["willBeginEditing \(id)", "userDeleted \(id)", "didEndEditing \(id)"]
        expectedItems.removeAll { $0.id == id % LibraryScreen.tableIDs }
      case .userTap:
        guard let id = shown.randomElement(using: &rng)?.as(Int.self) else { continue }
        let previous = app.selection
        try app.tap(.id(id))
        expected = ["didHighlight \(id)", "didUnhighlight \(id)", "willSelect \(id)"]
        if let previous, previous != ListID(id), let other = previous.as(Int.self) {
          expected += ["willDeselect \(other)", "didDeselect \(other)"]
        }
        expected.append("didSelect \(id)")
      case .userMove:
        guard
          let from = app.content.sections.indices.first(where: {
            app.content.sections[$0].rows.count > 1
          })
        else { continue }
        let section = app.content.sections[from]
        let source = Int.random(in: 0..<section.rows.count, using: &rng)
        let target = Int.random(in: 0..<section.rows.count, using: &rng)
        guard source != target, let id = section.rows[source].id.as(Int.self) else { continue }
        try app.drag(
          .at(RowPath(section: from, row: source)), to: RowPath(section: from, row: target))
        expected = ["userMoved \(id)"]
      }
      app.host.setNeedsUpdate()
      app.host.updateIfNeeded()
      // A user's delete comes wrapped in swipe editing, as in UIKit.
      let intents = screen.intents
      if intents != expected {
        return "step \(step) (\(kind)): intent handlers ran \(intents), expected \(expected)"
      }
      if kind == .userDelete, screen.items != expectedItems {
        return
          "step \(step) (\(kind)): the user's delete left \(screen.items.map(\.id)), expected \(expectedItems.map(\.id))"
      }
    }
    return nil
  }
}
