import Testing

@testable import Sectional

/// The section index the core reads from a content, and where a typed letter jumps.
@Suite struct SectionIndexTitleTests {
  static let content = ListContent {
    Section(id: "intro") { Row(id: "hello", TextItem("Hello")) }
    Section(id: "a", header: "A") { Row(id: "ada", TextItem("Ada")) }.indexTitle("A")
    Section(id: "c", header: "C") { Row(id: "cy", TextItem("Cy")) }.indexTitle("C")
    Section(id: "m", header: "Mc") { Row(id: "mo", TextItem("Mo")) }.indexTitle("Mc")
  }

  @Test func onlySectionsWithATitleAreIndexedInOrder() {
    #expect(
      Self.content.sectionIndexTitles == [
        SectionIndexTitle(title: "A", section: 1), SectionIndexTitle(title: "C", section: 2),
        SectionIndexTitle(title: "Mc", section: 3),
      ])
    #expect(ListContent { Section(id: "s") {} }.sectionIndexTitles.isEmpty)
  }

  @Test func aJumpLandsOnThePrefixOrTheNextTitleOrTheLast() {
    #expect(Self.content.sectionIndexTitle(jumpingTo: "c")?.section == 2)
    #expect(Self.content.sectionIndexTitle(jumpingTo: "M")?.section == 3)
    #expect(Self.content.sectionIndexTitle(jumpingTo: "b")?.section == 2)  // the next letter
    #expect(Self.content.sectionIndexTitle(jumpingTo: "z")?.section == 3)  // the last
    #expect(Self.content.sectionIndexTitle(jumpingTo: "")?.section == nil)
    #expect(ListContent { Section(id: "s") {} }.sectionIndexTitle(jumpingTo: "a") == nil)
  }

  @Test func aTitleIsNotADecoration() {
    let plain = ListContent { Section(id: "a", header: "A") { Row(id: "x", TextItem("X")) } }
    let titled = ListContent {
      Section(id: "a", header: "A") { Row(id: "x", TextItem("X")) }.indexTitle("A")
    }
    // A new title changes no row or section of the list: no reload.
    #expect((try? StagedChangeset(from: plain, to: titled))?.isEmpty == true)
  }
}
