import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// Section index titles in SectionalUIKit: the table's index strip and the collection view's
/// index list the sections' titles, a touch jumps to the section, and a change of titles reaches
/// the view.
@MainActor
@Suite("Section index titles jump to their sections in a table and a collection view")
struct SectionIndexTests {
  /// Sections "A" to "F" (no "D"), five rows of 44 points each, indexed by their letter.
  static func contacts(letters: [String] = ["A", "B", "C", "E", "F"]) -> ListContent {
    ListContent(
      sections: letters.map { letter in
        Section(id: letter, header: letter) {
          for index in 0..<5 {
            Row(id: "\(letter)\(index)", TextItem("\(letter) \(index)"), height: .fixed(44))
          }
        }
        .indexTitle(letter)
      })
  }

  @Test("The table shows the titles and a touch on one scrolls its section to the top")
  func tableJumps() throws {
    let host = try LiaisedTable(Self.contacts())
    #expect(host.table.shownSectionIndexTitles == ["A", "B", "C", "E", "F"])
    try host.table.userTapSectionIndexTitle("E")
    #expect(host.table.contentOffset.y == host.table.rect(forSection: 3).minY)
    #expect(host.visible.first?.section == 3)
    #expect(host.table.raisedExceptions.isEmpty)
    #expect(throws: SurfaceDriverError.noSectionIndexTitle("D")) {
      try host.table.userTapSectionIndexTitle("D")
    }
  }

  @Test("A change of titles reloads the table's index; no titles, no index")
  func titlesFollowTheContent() throws {
    let host = try LiaisedTable(Self.contacts())
    try host.controller.update(to: Self.contacts(letters: ["A", "B", "C", "D", "E", "F"]))
    #expect(host.table.shownSectionIndexTitles == ["A", "B", "C", "D", "E", "F"])
    try host.table.userTapSectionIndexTitle("D")
    #expect(host.visible.first?.section == 3)
    let plain = ListContent(sections: [Section(id: "A", rows: [Row(id: "x", TextItem("X"))])])
    try host.controller.update(to: plain)
    #expect(host.table.shownSectionIndexTitles == nil)
  }

  @Test("The collection view lists the titles and a touch scrolls to the section's first item")
  func collectionJumps() throws {
    let host = try LiaisedCollection(Self.contacts())
    #expect(host.collection.shownIndexTitles == ["A", "B", "C", "E", "F"])
    try host.collection.userTapIndexTitle("C")
    #expect(host.collection.indexPathsForVisibleItems.min() == IndexPath(item: 0, section: 2))
    #expect(host.collection.raisedExceptions.isEmpty)
  }
}
