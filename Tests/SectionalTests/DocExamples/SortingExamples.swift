import Sectional
import Testing

/// The examples in the doc comments of Sources/Sectional/Components/ColumnSpec+Sorting.swift,
/// Controller/ListController+Sorting.swift and Hosting/ScreenHost+Commands.swift.
@MainActor
@Suite struct SortingExamples {
  /// A process table whose screen has a Refresh command of its own.
  @MainActor final class Processes: Screen {
    let title = "Processes"
    var content: ListContent {
      let columns = [
        ColumnSpec("PID", width: .fixed(7), alignment: .trailing),
        ColumnSpec("Name", width: .flexible(minimum: 8)),
      ].map { $0.sortable() }
      Section(id: "processes", header: ColumnsItem.header(columns)) {
        for (pid, name) in [(42, "swift"), (7, "zsh"), (9, "cron")] {
          Row(id: pid, ColumnsItem([String(pid), name, "1.0"], columns: columns))
        }
      }
    }
    var commands: [ScreenCommand] { [ScreenCommand("Refresh") { _ in }] }
  }

  /// Sources/Sectional/Components/ColumnSpec+Sorting.swift
  @Test func sortable() {
    let columns = [
      ColumnSpec("PID", width: .fixed(7), alignment: .trailing)
        .sortable(shortcut: .mnemonic("p")),
      ColumnSpec("Name", width: .flexible(minimum: 8)).sortable(shortcut: .mnemonic("a")),
      ColumnSpec("CPU%", width: .fixed(6), alignment: .trailing)
        .sortable(ascendingFirst: false, shortcut: .mnemonic("c")),
    ]
    #expect(columns.map(\.sorting?.ascendingFirst) == [true, true, false])
    #expect(columns[2].sorting?.shortcut == .mnemonic("c"))
  }

  /// Sources/Sectional/Controller/ListController+Sorting.swift
  @Test func sortTable() throws {
    let controller = ListController()
    try controller.update(to: Processes().content)
    try controller.sortTable(section: "processes", by: 1)
    let rows = controller.content.sections[0].rows
    #expect(rows.indices.map { rows.id(at: $0) } == [9, 42, 7].map { ListID($0) })
    #expect(controller.tableSort(section: "processes") == .init(column: 1, ascending: true))
    #expect(throws: ListError.self) {
      try controller.sortTable(section: "processes", by: 2)
    }
  }

  /// Sources/Sectional/Hosting/ScreenHost+Commands.swift
  @Test func hostCommands() {
    let host = ScreenHost(screen: Processes())
    let titles = host.commands.map(\.title)  // ["Refresh", "Sort by PID", "Sort by Name"]
    #expect(titles == ["Refresh", "Sort by PID", "Sort by Name"])
    // Performing one sorts the table, as the terminal's key or iOS's menu does.
    host.perform(host.commands[1], selection: nil)
    let rows = host.controller.content.sections[0].rows
    #expect(rows.indices.map { rows.id(at: $0) } == [7, 9, 42].map { ListID($0) })
  }
}
