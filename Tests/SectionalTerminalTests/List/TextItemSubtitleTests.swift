import Sectional
import SectionalTerminal
import Testing

/// A text row's subtitle wraps under its title and the row grows; it is never cut with "…".
@MainActor
@Suite struct TextItemSubtitleTests {
  func grid(_ content: ListContent, width: Int, height: Int) throws -> String {
    let list = ListView(
      controller: try ListController(content: content), width: width, height: height)
    var buffer = Buffer(width: width, height: height)
    list.draw(into: &buffer, x: 0, y: 0)
    return buffer.plainText()
  }

  @Test func subtitlesWrapUnderTheTitle() throws {
    let content = ListContent {
      Section(id: "s") {
        Row(
          id: 1,
          TextItem(
            "Feed", subtitle: "Posts as sections, paged as you scroll", accessory: .disclosure))
        Row(id: 2, TextItem("Star", subtitle: "Rated by everyone who tried it", icon: "star"))
        Row(id: 3, TextItem("Next"))
      }
    }
    #expect(
      try grid(content, width: 24, height: 8) == """
        ▌Feed                ›
         Posts as sections,
         paged as you scroll
         ★   Star
             Rated by everyone
             who tried it
         Next

        """)
  }
}
