import Sectional
import Testing

/// Sortable tables in the controller: the rows follow the header's sort, then a person's
/// choice, kept by section id across rebuilds and applied as one batch of moves.
@MainActor
@Suite struct SortingTests {
  final class Recorder: ListRenderer {
    var batches: [Changeset] = []
    func apply(_ changes: StagedChangeset, from controller: ListController) {
      batches.append(contentsOf: changes)
    }
    func reloadData(from controller: ListController) {}
  }

  static let columns = [
    ColumnSpec("PID", width: .fixed(5), alignment: .trailing).sortable(shortcut: .mnemonic("p")),
    ColumnSpec("Name", width: .flexible()).sortable(shortcut: .mnemonic("a")),
    ColumnSpec("CPU%", width: .fixed(5), alignment: .trailing)
      .sortable(ascendingFirst: false, shortcut: .mnemonic("c")),
    ColumnSpec("User", width: .fixed(6)),
  ]

  /// (pid, name, cpu, user), in the order the screen builds them.
  static let processes: [(Int, String, String, String)] = [
    (42, "swift-frontend", "12.5", "ann"),
    (7, "Finder", "0.3", "bob"),
    (100, "finder-helper", "12.5", "ann"),
    (9, "zsh", "2", "ann"),
  ]

  static func content(
    sort: ColumnsItem.Sort? = .init(column: 0, ascending: true), columns: [ColumnSpec] = columns,
    loading: Bool = false, lazy: Bool = false
  ) -> ListContent {
    ListContent {
      Section(id: "procs", header: ColumnsItem.header(columns, sort: sort)) {
        if lazy {
          ForEach(processes, id: \.0) { process in
            Row(id: process.0, ColumnsItem(cells(process), columns: columns))
          }
        } else {
          for process in processes {
            Row(id: process.0, ColumnsItem(cells(process), columns: columns))
          }
        }
        if loading { Row(id: "loading", LoadingItem()) }
      }
    }
  }

  nonisolated static func cells(_ process: (Int, String, String, String)) -> [String] {
    [String(process.0), process.1, process.2, process.3]
  }

  static func ids(_ controller: ListController) -> [ListID] {
    let rows = controller.content.sections[0].rows
    return rows.indices.map { rows.id(at: $0) }
  }

  static func header(_ controller: ListController) -> ColumnsItem? {
    controller.content.sections[0].header?.component as? ColumnsItem
  }

  @Test func theRowsFollowTheHeadersSortNumbersByValue() throws {
    let controller = try ListController(content: Self.content())
    #expect(Self.ids(controller) == [7, 9, 42, 100].map { ListID($0) })
    #expect(controller.tableSort(section: "procs") == .init(column: 0, ascending: true))
    // Without a sort in the header, the builder's order stays.
    let unsorted = try ListController(content: Self.content(sort: nil))
    #expect(Self.ids(unsorted) == [42, 7, 100, 9].map { ListID($0) })
    #expect(unsorted.tableSort(section: "procs") == nil)
  }

  @Test func aChosenColumnSortsFirstItsWayThenReversesAndTiesKeepTheirOrder() throws {
    let controller = try ListController(content: Self.content())
    let renderer = Recorder()
    controller.connect(renderer)
    // CPU sorts the busiest first; 42 and 100 tie at 12.5 and keep the order they had.
    try controller.sortTable(section: "procs", by: 2)
    #expect(Self.ids(controller) == [42, 100, 9, 7].map { ListID($0) })
    #expect(Self.header(controller)?.sort == .init(column: 2, ascending: false))
    #expect(renderer.batches.contains { !$0.rowMoves.isEmpty })
    #expect(renderer.batches.allSatisfy { $0.rowInserts.isEmpty && $0.rowDeletes.isEmpty })
    try controller.sortTable(section: "procs", by: 2)
    #expect(Self.ids(controller) == [7, 9, 42, 100].map { ListID($0) })
    #expect(Self.header(controller)?.sort == .init(column: 2, ascending: true))
    // Names: case aside, as people read them.
    try controller.sortTable(section: "procs", by: 1)
    #expect(Self.ids(controller) == [7, 100, 42, 9].map { ListID($0) })
  }

  @Test func theChoiceIsKeptByIDAcrossRebuildsUntilItsColumnStopsBeingSortable() throws {
    let controller = try ListController(content: Self.content())
    try controller.sortTable(section: "procs", by: 1)
    try controller.update(to: Self.content())
    #expect(Self.ids(controller) == [7, 100, 42, 9].map { ListID($0) })
    #expect(Self.header(controller)?.sort == .init(column: 1, ascending: true))
    // The name column is no longer sortable: the header's sort again.
    var columns = Self.columns
    columns[1].sorting = nil
    try controller.update(to: Self.content(columns: columns))
    #expect(Self.ids(controller) == [7, 9, 42, 100].map { ListID($0) })
  }

  @Test func rowsThatAreNotTableRowsStayAfterTheSortedOnes() throws {
    let controller = try ListController(content: Self.content(loading: true))
    try controller.sortTable(section: "procs", by: 2)
    #expect(Self.ids(controller).last == ListID("loading"))
    #expect(Self.ids(controller).count == 5)
  }

  @Test func aForEachSectionSortsToo() throws {
    let controller = try ListController(content: Self.content(lazy: true))
    #expect(Self.ids(controller) == [7, 9, 42, 100].map { ListID($0) })
    try controller.sortTable(section: "procs", by: 1)
    #expect(Self.ids(controller) == [7, 100, 42, 9].map { ListID($0) })
  }

  @Test func aCollapsedTableSortsItsHiddenRows() throws {
    let content = ListContent {
      Section(id: "procs", header: ColumnsItem.header(Self.columns)) {
        for process in Self.processes {
          Row(id: process.0, ColumnsItem(Self.cells(process), columns: Self.columns))
        }
      }
      .collapsible()
    }
    let controller = try ListController(content: content)
    try controller.setCollapsed(true, section: "procs")
    try controller.sortTable(section: "procs", by: 0)
    try controller.setCollapsed(false, section: "procs")
    #expect(Self.ids(controller) == [7, 9, 42, 100].map { ListID($0) })
  }

  @Test func aSortIsThePersonsViewNoRowHearsItMoved() throws {
    var moved: [ListID] = []
    let columns = Self.columns
    let content = ListContent {
      Section(id: "procs", header: ColumnsItem.header(columns)) {
        for process in Self.processes {
          Row(id: process.0, ColumnsItem(Self.cells(process), columns: columns))
            .on(.moved) { context in moved.append(context.row.id) }
        }
      }
    }
    let controller = try ListController(content: content)
    controller.connect(Recorder())
    try controller.sortTable(section: "procs", by: 0)
    #expect(moved.isEmpty)
  }

  @Test func whatCannotBeSortedIsRefusedAndNothingChanges() throws {
    let controller = try ListController(content: Self.content())
    let before = Self.ids(controller)
    #expect(throws: ListError.self) { try controller.sortTable(section: "nope", by: 0) }
    // User is not sortable; 9 is no column.
    #expect(throws: ListError.self) { try controller.sortTable(section: "procs", by: 3) }
    #expect(throws: ListError.self) { try controller.sortTable(section: "procs", by: 9) }
    let plain = try ListController {
      Section(id: "s", header: "Plain") { Row(id: 1, TextItem("A")) }
    }
    #expect(throws: ListError.self) { try plain.sortTable(section: "s", by: 0) }
    #expect(Self.ids(controller) == before)
    #expect(controller.tableSort(section: "procs") == .init(column: 0, ascending: true))
  }

  @Test func eachSortableColumnIsACommandNamingItsTableWhenThereAreSeveral() throws {
    @MainActor final class Tables: Screen {
      let title = "Tables"
      var count = 1
      var content: ListContent {
        for name in ["procs", "threads"].prefix(count) {
          Section(id: name, header: ColumnsItem.header(SortingTests.columns)) {
            Row(id: "\(name)0", ColumnsItem(["1", "a", "1", "u"], columns: SortingTests.columns))
          }
        }
      }
    }
    let screen = Tables()
    let host = ScreenHost(screen: screen)
    #expect(host.commands.map(\.title) == ["Sort by PID", "Sort by Name", "Sort by CPU%"])
    #expect(host.commands.map(\.shortcut) == [.mnemonic("p"), .mnemonic("a"), .mnemonic("c")])
    screen.count = 2
    host.setNeedsUpdate()
    host.updateIfNeeded()
    #expect(
      host.commands.map(\.title).prefix(4) == [
        "Sort procs by PID", "Sort procs by Name", "Sort procs by CPU%", "Sort threads by PID",
      ])
    host.perform(host.commands[4], selection: nil)
    #expect(host.controller.tableSort(section: "threads") == .init(column: 1, ascending: true))
    #expect(host.controller.tableSort(section: "procs") == nil)
  }

  @Test func sortKeysCompareNumbersByValueAndTextsAsPeopleReadThem() {
    typealias Key = ColumnsItem.SortKey
    #expect(Key(text: " 42 ") == .number(42))
    #expect(Key(text: "1.2 MB") == .text("1.2 MB"))
    #expect(Key(text: "9") < Key(text: "10"))
    #expect(Key(text: "file 9") < Key(text: "file 10"))
    #expect(Key(text: "apple") < Key(text: "Banana"))
    #expect(Key(text: "999") < Key(text: "a"))
    var item = ColumnsItem(["x", "1.2 MB"], columns: Self.columns)
    item.sortKeys = [.text("x"), .number(1_200_000)]
    #expect(item.sortKey(ofColumn: 1) == .number(1_200_000))
    #expect(item.sortKey(ofColumn: 7) == .text(""))
  }
}
