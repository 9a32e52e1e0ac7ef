import Sectional
import SectionalTesting
import Testing

/// The headless table's section index: a touch on a title scrolls its section to the top, as
/// on UIKit's index strip.
@MainActor
@Suite struct SectionIndexTapTests {
  static func contacts() -> ListContent {
    ListContent(
      sections: ["A", "B", "C", "E", "F"].map { letter in
        Section(id: letter, header: letter) {
          for index in 0..<5 {
            Row(id: "\(letter)\(index)", TextItem("\(letter) \(index)"), height: .fixed(44))
          }
        }
        .indexTitle(letter)
      })
  }

  @Test func aTitleScrollsItsSectionToTheTop() throws {
    let controller = try ListController(content: Self.contacts())
    let table = HeadlessTableView(controller: controller, viewportHeight: 440)
    #expect(table.visibleIDs.first == ListID("A0"))
    table.tapSectionIndexTitle("E")
    #expect(table.visibleIDs.first == ListID("E0"))
    #expect(table.layout.visibleFrames.first?.item == .header(section: 3))
    // The last section cannot scroll to the top: as far as the content goes.
    #expect(table.tapSectionIndexTitle("F"))
    #expect(table.contentOffset == table.layout.maxContentOffset)
    #expect(!table.tapSectionIndexTitle("D"))
  }
}
