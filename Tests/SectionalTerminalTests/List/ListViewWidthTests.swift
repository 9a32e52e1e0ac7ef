import Sectional
import SectionalTerminal
import Testing

/// The same content at several widths: text truncates, paragraphs re-wrap, cards stretch, and no
/// line is ever wider than the view.
@MainActor
@Suite struct ListViewWidthTests {
  static let content = ListContent {
    Section(id: "card", header: "Feedback and support", style: .inset) {
      Row(id: 1, TextItem("Rate Scribe", detail: "5 stars", icon: "star", accessory: .disclosure))
    }
    Section(id: "text", style: .grouped) {
      Row(id: 2, ParagraphItem("Pangolins roll into a ball when threatened.")).selectable(false)
    }
  }

  func grid(width: Int, height: Int) throws -> String {
    let list = ListView(
      controller: try ListController(content: Self.content), width: width, height: height)
    var buffer = Buffer(width: width, height: height)
    list.draw(into: &buffer, x: 0, y: 0)
    return buffer.plainText()
  }

  @Test func width20() throws {
    #expect(
      try grid(width: 20, height: 9) == """

        ╭─ Feedback and… ─╮
        │▌★   … 5 stars › │
        ╰─────────────────╯
         Pangolins roll
         into a ball when
         threatened.


        """)
  }

  @Test func width40() throws {
    #expect(
      try grid(width: 40, height: 7) == """

        ╭─ Feedback and support ──────────────╮
        │▌★   Rate Scribe           5 stars › │
        ╰─────────────────────────────────────╯
         Pangolins roll into a ball when
         threatened.

        """)
  }

  @Test(arguments: 1...60)
  func noLineIsWiderThanTheView(width: Int) throws {
    for line in try grid(width: width, height: 12).split(separator: "\n") {
      #expect(DisplayWidth.of(line) <= width, "\(width): \(line)")
    }
  }
}
