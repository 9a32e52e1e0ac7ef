import Sectional
import SectionalTerminal
import Testing

/// A table of ``ColumnsItem`` rows lines up under its header at every width, cuts cells with an
/// ellipsis, never draws past the line, and marks the sorted column without colour too.
@MainActor
@Suite struct ColumnsRendererTests {
  static let columns = [
    ColumnSpec("PID", width: .fixed(5), alignment: .trailing),
    ColumnSpec("Name", width: .flexible(minimum: 4)),
    ColumnSpec("S", width: .fixed(1), alignment: .center),
    ColumnSpec("CPU%", width: .fit(), alignment: .trailing),
  ]

  static func content(
    sort: ColumnsItem.Sort? = .init(column: 3, ascending: false), selecting: Bool = true
  ) -> ListContent {
    let rows = [
      ["1", "init", "S", "0.1"],
      ["4242", "swift-frontend --compile", "R", "98.5"],
      ["17", "zsh", "S", "0.0"],
    ]
    let columns = ColumnSpec.fitted(Self.columns, to: rows)
    return ListContent {
      Section(id: "procs", header: ColumnsItem.header(columns, sort: sort)) {
        for row in rows {
          Row(id: row[0], ColumnsItem(row, columns: columns)).selectable(selecting)
        }
      }
    }
  }

  func grid(_ content: ListContent, width: Int, height: Int = 5, glyphs: Glyphs = .unicode)
    throws -> String
  {
    let list = ListView(
      controller: try ListController(content: content), width: width, height: height,
      glyphs: glyphs)
    var buffer = Buffer(width: width, height: height)
    list.draw(into: &buffer, x: 0, y: 0)
    return buffer.plainText()
  }

  @Test func rowsLineUpUnderTheHeaderAt40Columns() throws {
    // 38 columns between the cursor bar and the scroll indicator's: PID 5, S 1 and the fitted
    // CPU% 6 (its title and the arrow) with four gaps leave Name 23.
    let grid = try grid(Self.content(), width: 40)
    #expect(
      grid == """
           PID Name                   S CPU% ▼
        ▌    1 init                   S    0.1
          4242 swift-frontend --comp… R   98.5
            17 zsh                    S    0.0

        """)
  }

  @Test func flexibleColumnsTakeTheSpareWidthAt60Columns() throws {
    let grid = try grid(Self.content(), width: 60)
    #expect(
      grid == """
           PID Name                                       S CPU% ▼
        ▌    1 init                                       S    0.1
          4242 swift-frontend --compile                   R   98.5
            17 zsh                                        S    0.0

        """)
  }

  @Test func theLastColumnsGiveWayWhenTheyDoNotFit() throws {
    // 14 columns: PID 5, a gap, Name at its minimum 4, a gap, S 1, and 2 left: CPU% hides.
    let narrow = try grid(Self.content(), width: 16)
    #expect(
      narrow == """
           PID Name S
        ▌    1 init S
          4242 swi… R
            17 zsh  S

        """)
    for width in 1...20 {
      let lines = try grid(Self.content(), width: width).split(separator: "\n")
      for line in lines { #expect(DisplayWidth.of(String(line)) <= width, "\(width): \(line)") }
    }
  }

  @Test func asciiMarksTheSortWithACaretOrAV() throws {
    let grid = try grid(
      Self.content(sort: .init(column: 0, ascending: true)), width: 32, height: 2, glyphs: .ascii)
    // The header's title and caret, the cursor's `>` and the scroll indicator's `#`, in ASCII.
    #expect(
      grid == """
         PID ^ Name           S   CPU% #
        >    1 init           S    0.1 |
        """)
  }

  @Test func theSortedTitleIsInTheAccentStyleAndShowsWithoutColourToo() throws {
    let list = ListView(
      controller: try ListController(content: Self.content()), width: 40, height: 2)
    var buffer = Buffer(width: 40, height: 2)
    list.draw(into: &buffer, x: 0, y: 0)
    // NO_COLOR: the plain frame still marks the sort with the arrow.
    let plain = FrameWriter(capability: .none).ansiText(buffer)
    #expect(plain.contains("CPU% ▼"))
    #expect(buffer[33, 0].style == Theme.standard.accent)
    #expect(buffer[7, 0].style == Theme.standard.header)
  }
}
