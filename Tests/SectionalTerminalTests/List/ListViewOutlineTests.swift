import Sectional
import SectionalTerminal
import Testing

/// Outlines in the list view, as literal grids: indentation and disclosure, the keys that
/// expand, collapse and walk the tree, and a table whose tree column holds them.
@MainActor
@Suite struct ListViewOutlineTests {
  struct Node: Equatable, Sendable {
    var name: String
    var children: [Node]?
  }

  static let tree = [
    Node(
      name: "src",
      children: [
        Node(name: "app", children: [Node(name: "main.swift", children: nil)]),
        Node(name: "README", children: nil),
      ]),
    Node(name: "LICENSE", children: nil),
  ]

  static func content(selectHandler: Bool = false) -> ListContent {
    ListContent {
      Section(id: "files") {
        Outline(tree, id: \.name, children: { $0.children.map { .nodes($0) } ?? .none }) {
          node in
          let row = Row(id: node.name, TextItem(node.name))
          return selectHandler ? row.onSelect { _ in } : row
        }
      }
    }
  }

  func frames(_ keys: [TerminalKey], glyphs: Glyphs = .unicode) throws -> [String] {
    let controller = try ListController(content: Self.content())
    let list = ListView(controller: controller, width: 20, height: 5, glyphs: glyphs)
    list.select(row: ListID("src"), scrollingTo: nil, animated: false)
    var frames = [grid(list)]
    for key in keys {
      press(list, key)
      frames.append(grid(list))
    }
    return frames
  }

  @Test func theArrowsExpandWalkAndCollapseTheTree() throws {
    // → expands; → again goes to the first child; → expands it; ← on a child goes to its
    // parent; ← collapses.
    let frames = try frames([.right, .right, .right, .left, .left, .left])
    #expect(
      frames == [
        """
        ▌ ▸ src
            LICENSE



        """,
        """
        ▌ ▾ src
            ▸ app
              README
            LICENSE

        """,
        """
          ▾ src
        ▌   ▸ app
              README
            LICENSE

        """,
        """
          ▾ src
        ▌   ▾ app
                main.swift
              README
            LICENSE
        """,
        """
          ▾ src
        ▌   ▸ app
              README
            LICENSE

        """,
        """
        ▌ ▾ src
            ▸ app
              README
            LICENSE

        """,
        """
        ▌ ▸ src
            LICENSE



        """,
      ])
  }

  @Test func enterTogglesANodeWhoseRowHasNoSelectHandler() throws {
    let controller = try ListController(content: Self.content())
    let list = ListView(controller: controller, width: 20, height: 5, glyphs: .ascii)
    list.select(row: ListID("src"), scrollingTo: nil, animated: false)
    press(list, .enter)
    #expect(
      grid(list)
        == ("""
        > - src
            + app
              README
            LICENSE

        """))
    press(list, .enter)
    #expect(!controller.isExpanded(row: "src"))
    let handled = try ListController(content: Self.content(selectHandler: true))
    let other = ListView(controller: handled, width: 20, height: 5, glyphs: .ascii)
    other.select(row: ListID("src"), scrollingTo: nil, animated: false)
    press(other, .enter)
    #expect(!handled.isExpanded(row: "src"))
  }

  @Test func aTableRowsTreeColumnHoldsTheIndentationSoColumnsStayAligned() throws {
    struct Process: Equatable, Sendable {
      var pid: Int
      var command: String
      var children: [Process]
    }
    let processes = [
      Process(pid: 1, command: "init", children: [Process(pid: 42, command: "sshd", children: [])])
    ]
    let columns = [
      ColumnSpec("PID", width: .fixed(4), alignment: .trailing), ColumnSpec("COMMAND"),
    ]
    let controller = try ListController(
      content: ListContent {
        Section(id: "ps", header: ColumnsItem.header(columns)) {
          Outline(
            processes, id: \.pid, children: { $0.children.isEmpty ? .none : .nodes($0.children) }
          ) {
            process in
            Row(
              id: process.pid, ColumnsItem(["\(process.pid)", process.command], columns: columns))
          }
        }
      })
    try controller.setExpanded(true, row: 1)
    let list = ListView(controller: controller, width: 20, height: 3, glyphs: .unicode)
    #expect(
      grid(list)
        == ("""
          PID COMMAND
        ▌   1 ▾ init
           42     sshd
        """))
  }

}

extension ListViewOutlineTests {
  @Test func aClickOnTheDisclosureTogglesEvenARowThatSelects() throws {
    let controller = try ListController(content: Self.content(selectHandler: true))
    let list = ListView(controller: controller, width: 20, height: 5, glyphs: .unicode)
    // "▸ src": the disclosure at column 2 of line 0.
    list.handle(.mouse(MouseEvent(.press(.left), x: 2, y: 0)))
    #expect(controller.isExpanded(row: "src"))
    // "  ▸ app" on line 1: its disclosure at column 4.
    list.handle(.mouse(MouseEvent(.press(.left), x: 4, y: 1)))
    #expect(controller.isExpanded(row: "app"))
    // A click on the name selects (the row's handler), and toggles nothing.
    list.handle(.mouse(MouseEvent(.press(.left), x: 8, y: 1)))
    #expect(controller.isExpanded(row: "app"))
    list.handle(.mouse(MouseEvent(.press(.left), x: 2, y: 0)))
    #expect(!controller.isExpanded(row: "src"))
    #expect(grid(list).hasPrefix("▌ ▸ src"))
  }

  @Test func aClickOnATableRowsDisclosureFindsItInTheTreeColumn() throws {
    let columns = [
      ColumnSpec("PID", width: .fixed(4), alignment: .trailing), ColumnSpec("COMMAND"),
    ]
    let controller = try ListController(
      content: ListContent {
        Section(id: "ps", header: ColumnsItem.header(columns)) {
          Outline([1], id: { $0 }, children: { $0 == 1 ? .nodes([42]) : .none }) { pid in
            // The rows select (show a process's details): only the disclosure toggles.
            Row(id: pid, ColumnsItem(["\(pid)", "p\(pid)"], columns: columns)).onSelect { _ in }
          }
        }
      })
    let list = ListView(controller: controller, width: 20, height: 3, glyphs: .unicode)
    // "    1 ▸ p1": the disclosure at column 6 of line 1 (the header is line 0).
    list.handle(.mouse(MouseEvent(.press(.left), x: 2, y: 1)))
    #expect(!controller.isExpanded(row: 1))
    list.handle(.mouse(MouseEvent(.press(.left), x: 6, y: 1)))
    #expect(controller.isExpanded(row: 1))
  }

  /// Issue 30: children a folder brings are laid out at one line until shown (none is made
  /// for its height); shown, each takes the height it gives.
  @Test func childrenAnOpenedFolderBringsTakeTheirOwnHeightsWhenShown() throws {
    let outline = Outline(
      ["box"], id: { $0 },
      children: { $0 == "box" ? .nodes(["two", "one"]) : .none },
      row: { name in
        name == "two"
          ? Row(id: name, TextItem(name), height: .fixed(2)) : Row(id: name, TextItem(name))
      })
    let controller = try ListController(content: ListContent { Section(id: "s") { outline } })
    let list = ListView(controller: controller, width: 20, height: 6, glyphs: .unicode)
    _ = grid(list)
    try controller.setExpanded(true, row: "box")
    #expect(
      grid(list) == """
        ▌ ▾ box
              two

              one


        """)
  }
}
