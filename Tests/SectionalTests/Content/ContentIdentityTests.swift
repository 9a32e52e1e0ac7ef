import Sectional
import TestSupport
import Testing

@MainActor
@Suite struct ContentIdentityTests {
  @Test func validContentPasses() throws {
    try fixture([3, 0, 2]).validate()
    try ListContent.empty.validate()
  }

  @Test func everyDuplicateIsNamedWithAllItsPositions() {
    let content = ListContent {
      Section(id: "a") {
        Row(id: "x", TextItem("x"))
        Row(id: "y", TextItem("y"))
        Row(id: "x", TextItem("x again"))
      }
      Section(id: "b") {
        Row(id: "y", TextItem("y in b"))
        Row(id: "x", TextItem("x in b"))
      }
      Section(id: "a") {}
    }
    let expected = ContentError(duplicates: [
      .section(id: ListID("a"), indexes: [0, 2]),
      .row(
        id: ListID("x"),
        paths: [.init(section: 0, row: 0), .init(section: 0, row: 2), .init(section: 1, row: 1)]),
      .row(id: ListID("y"), paths: [.init(section: 0, row: 1), .init(section: 1, row: 0)]),
    ])
    #expect(throws: expected) { try content.validate() }
    #expect(
      expected.description
        == "duplicate ids: section id \"a\" at sections 0, 2; row id \"x\" at [0, 0], [0, 2], [1, 1]; row id \"y\" at [0, 1], [1, 0]"
    )
  }

  @Test func idsOfDifferentTypesDoNotCollide() throws {
    let content = ListContent {
      Section(id: 1) {
        Row(id: 1, TextItem("int"))
        Row(id: "1", TextItem("string"))
      }
      Section(id: "1") {}
    }
    try content.validate()
  }

  @Test func controllerRejectsDuplicatesAndKeepsNothing() {
    let content = ListContent {
      Section(id: "s") {
        Row(id: "r", TextItem("one"))
        Row(id: "r", TextItem("two"))
      }
    }
    #expect(throws: ContentError.self) { try ListController(content: content) }
  }
}
