import Sectional
import Testing

@testable import SectionalTerminal

/// A bar's column titles line up with the columns under them: a bar takes the columns of the
/// rows next to it (an inset card's inside; never the scroll indicator's column), and so does a
/// section header of column titles in an inset card. Both were a column or two to the right.
@MainActor
@Suite struct BarColumnsTests {
  @MainActor final class Table: Screen {
    let title = "Table"
    let style: SectionStyle
    init(_ style: SectionStyle) { self.style = style }
    let columns = [ColumnSpec("Name"), ColumnSpec("CPU", width: .fixed(5), alignment: .trailing)]
    var topBar: [Row] { Row(id: "titles", ColumnsItem.header(columns)) }
    var content: ListContent {
      Section(id: "s", style: style) {
        Row(id: 1, ColumnsItem(["swift", "42"], columns: columns)).onSelect { _ in }
        Row(id: 2, ColumnsItem(["bash", "7"], columns: columns)).onSelect { _ in }
      }
      Section(id: "h", header: ColumnsItem.header(columns), style: style) {
        Row(id: 3, ColumnsItem(["zsh", "9"], columns: columns)).onSelect { _ in }
      }
      Section(id: "u", style: style) {
        Row(id: 4, ColumnsItem(["unsel", "11"], columns: columns)).selectable(false)
        Row(id: 5, TextItem("text row")).onSelect { _ in }
      }
    }
  }

  @Test func aBarOfColumnTitlesLinesUpWithPlainRows() {
    let app = TerminalApp(root: Table(.plain), width: 40, height: 10)
    #expect(
      app.render().plainText() == """
                         Table
         Name                              CPU
        ▌swift                              42
         bash                                7
         Name                              CPU
         zsh                                 9
         unsel                              11
         text row

         ↑↓ move   ⏎ select   ? help   q quit
        """)
  }

  @Test func aBarAndAHeaderOfColumnTitlesLineUpWithInsetCards() {
    let app = TerminalApp(root: Table(.inset), width: 40, height: 10)
    #expect(
      app.render().plainText() == """
                         Table
          Name                            CPU
                                               ┃
        │▌swift                            42 │┃
        │ bash                              7 │┃
        ╰─────────────────────────────────────╯┃
          Name                            CPU  ┃
        │ zsh                               9 ││
        ╰─────────────────────────────────────╯│
         ↑↓ move   ⏎ select   ? help   q quit
        """)
  }

  @MainActor final class Banner: Screen {
    let title = "Banner"
    let text: String
    init(_ text: String) { self.text = text }
    var topBar: [Row] { Row(id: "banner", ParagraphItem(text)) }
    var content: ListContent { Section(id: "s") { Row(id: 1, TextItem("One")) } }
  }

  /// A bar is measured in the columns it is drawn in: a paragraph that fits the whole width but
  /// not the rows' columns takes the lines it needs there, and none of it is cut.
  @Test func aBarIsMeasuredInTheColumnsItIsDrawnIn() {
    for length in 30...40 {
      let text = String(repeating: "x", count: length - 4) + " end"
      let app = TerminalApp(root: Banner(text), width: 40, height: 8)
      let frame = app.render().plainText()
      #expect(frame.contains("end"), "length \(length):\n\(frame)")
    }
  }
}
