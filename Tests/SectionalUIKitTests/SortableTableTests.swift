import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A sortable table in UIKit: its "Sort by" commands are in the bar's menu (and its keys are key
/// commands), and choosing one moves the rows as a batch, kept across rebuilds.
@MainActor
@Suite("A sortable table's columns in UIKit")
struct SortableTableTests {
  @MainActor final class Files: Screen {
    let title = "Files"
    var files = [("b.txt", "12"), ("a.txt", "300"), ("c.txt", "5")]
    static let columns = [
      ColumnSpec("Name", width: .flexible()).sortable(shortcut: .mnemonic("n")),
      ColumnSpec("Size", width: .fixed(6), alignment: .trailing)
        .sortable(ascendingFirst: false, shortcut: .mnemonic("s")),
    ]

    var content: ListContent {
      Section(id: "files", header: ColumnsItem.header(Self.columns)) {
        for file in files {
          Row(id: file.0, ColumnsItem([file.0, file.1], columns: Self.columns), height: .fixed(44))
        }
      }
    }
  }

  func names(_ table: UITableView?) -> [String?] {
    (0..<(table?.numberOfRows(inSection: 0) ?? 0)).map { row in
      table?.cellForRow(at: IndexPath(row: row, section: 0)).flatMap {
        HostedForm.firstView(of: UILabel.self, in: $0)?.text
      }
    }
  }

  @Test("The bar's menu sorts by a column, again reversed; the order survives a rebuild")
  func theMenuSorts() throws {
    let screen = Files()
    let hosted = NavigatedScreen(screen)
    let items = try #require(hosted.root.navigationItem.rightBarButtonItems)
    let menu = try #require(items.last?.menu)
    #expect(
      menu.children.compactMap { ($0 as? UIAction)?.title } == ["Sort by Name", "Sort by Size"])
    #expect(names(hosted.table) == ["b.txt", "a.txt", "c.txt"])
    try items[items.count - 1].userChooseFromMenu("Sort by Size")
    #expect(names(hosted.table) == ["a.txt", "b.txt", "c.txt"])
    try items[items.count - 1].userChooseFromMenu("Sort by Size")
    #expect(names(hosted.table) == ["c.txt", "b.txt", "a.txt"])
    screen.files.append(("d.txt", "1"))
    hosted.root.refresh()
    #expect(names(hosted.table) == ["d.txt", "c.txt", "b.txt", "a.txt"])
    #expect(hosted.table?.raisedExceptions == [])
    // The columns' keys are key commands.
    let keys = hosted.root.keyCommands?.map(\.input) ?? []
    #expect(keys.contains("n") && keys.contains("s"))
  }
}
