import Sectional
import Testing

@testable import SectionalTerminal

/// Grid, flow and carousel sections in the list view: literal frames at several widths (and
/// after a resize), in Unicode and ASCII; the two-dimensional cursor; mouse; find; reorder;
/// display events; and what a move costs.
@MainActor
@Suite struct ListViewLineSectionTests {
  static let animals = ["Cat", "Dog", "Fox", "Owl", "Bee", "Elk", "Yak"]

  func animalGrid(_ layout: SectionLayout = .grid(columns: 3), movable: Bool = false)
    -> ListContent
  {
    ListContent {
      Section(id: "top") { Row(id: "intro", TextItem("Animals")) }
      Section(id: "grid", header: "Grid") {
        for name in Self.animals {
          Row(id: name, TextItem(name)).movable(movable)
        }
      }
      .layout(layout)
      Section(id: "bottom") { Row(id: "outro", TextItem("More")) }
    }
  }

  func makeList(
    _ content: ListContent, width: Int, height: Int, glyphs: Glyphs = .unicode
  ) throws -> ListView {
    ListView(
      controller: try ListController(content: content), width: width, height: height,
      glyphs: glyphs)
  }

  func selectedID(_ list: ListView) -> String? {
    list.selectedID.map { "\($0)" }
  }
}
