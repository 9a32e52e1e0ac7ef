import Sectional
import Testing

/// The examples in the doc comments of `Section.indexTitle(_:)`
/// (Sources/Sectional/Content/Section+Modifiers.swift) and of the section index of a content
/// (Sources/Sectional/Content/ListContent+SectionIndex.swift).
@Suite struct SectionIndexExamples {
  struct Person: Sendable {
    var id: Int
    var name: String
  }

  /// Section+Modifiers.swift
  @Test func sectionsByLetterWithAnIndex() {
    let byLetter: [(String, [Person])] = [
      ("A", [Person(id: 1, name: "Ada")]), ("B", [Person(id: 2, name: "Bob")]),
    ]
    let content = ListContent {
      for (letter, people) in byLetter {
        Section(id: letter, header: letter) {
          for person in people { Row(id: person.id, TextItem(person.name)) }
        }
        .indexTitle(letter)
      }
    }
    #expect(content.sectionIndexTitles.map(\.title) == ["A", "B"])
  }

  /// ListContent+SectionIndex.swift
  @Test func theIndexOfAContentAndWhereAJumpLands() {
    let content = ListContent {
      Section(id: "a", header: "A") { Row(id: "ada", TextItem("Ada")) }.indexTitle("A")
      Section(id: "b", header: "B") { Row(id: "bob", TextItem("Bob")) }.indexTitle("B")
    }
    let titles = content.sectionIndexTitles.map(\.title)  // ["A", "B"]
    #expect(titles == ["A", "B"])
    let section = content.sectionIndexTitle(jumpingTo: "b")?.section  // 1
    #expect(section == 1)
  }
}
