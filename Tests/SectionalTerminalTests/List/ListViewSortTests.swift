import Sectional
import SectionalTerminal
import Testing

/// A sortable table in the list view: a click on a sortable column's title sorts by it, again
/// reverses it, and the header marks the column; literal grids.
@MainActor
@Suite struct ListViewSortTests {
  static let columns = [
    ColumnSpec("PID", width: .fixed(3), alignment: .trailing).sortable(shortcut: .mnemonic("p")),
    ColumnSpec("Name", width: .fixed(6)).sortable(),
    ColumnSpec("S", width: .fixed(1)),
  ]

  static var table: ListContent {
    ListContent {
      Section(id: "procs", header: ColumnsItem.header(columns)) {
        for (pid, name) in [(42, "zsh"), (7, "vim"), (100, "cron")] {
          Row(id: pid, ColumnsItem([String(pid), name, "S"], columns: columns))
        }
      }
    }
  }

  @Test func aClickOnASortableTitleSortsAndAgainReverses() throws {
    let controller = try ListController(content: Self.table)
    let list = ListView(controller: controller, width: 16, height: 4)
    #expect(
      grid(list) == """
         PID Name   S
        ▌ 42 zsh    S
           7 vim    S
         100 cron   S
        """)
    // "Name" is drawn from column 5 to 10. The cursor stays on its row.
    list.handle(.mouse(MouseEvent(.press(.left), x: 6, y: 0)))
    #expect(
      grid(list) == """
         PID Name ▲ S
         100 cron   S
           7 vim    S
        ▌ 42 zsh    S
        """)
    list.handle(.mouse(MouseEvent(.press(.left), x: 6, y: 0)))
    #expect(controller.tableSort(section: "procs") == .init(column: 1, ascending: false))
    #expect(grid(list).split(separator: "\n").first == " PID Name ▼ S")
    // "S" is not sortable: a click there changes nothing.
    list.handle(.mouse(MouseEvent(.press(.left), x: 12, y: 0)))
    #expect(controller.tableSort(section: "procs") == .init(column: 1, ascending: false))
  }
}
