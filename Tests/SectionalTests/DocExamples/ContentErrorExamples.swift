import Sectional
import Testing

/// The example in the doc comment of Sources/Sectional/Content/ContentError.swift.
@MainActor
@Suite struct ContentErrorExamples {
  @Test func anUpdateWithDuplicateIdsIsRejected() throws {
    let controller = try ListController {
      Section(id: "s") { Row(id: "x", TextItem("X")) }
    }
    let content = ListContent {
      Section(id: "one") { Row(id: "a", TextItem("A")) }
      Section(id: "two") {
        Row(id: "b", TextItem("B"))
        Row(id: "c", TextItem("C"))
        Row(id: "a", TextItem("A again"))
      }
    }
    do {
      try controller.update(to: content)
    } catch {
      print(error)  // duplicate ids: row id "a" at [0, 0], [1, 2]
    }
    #expect(controller.content.sections.map(\.id) == [ListID("s")])  // unchanged
    #expect(throws: ContentError.self) { try controller.update(to: content) }
    do {
      try controller.update(to: content)
      Issue.record("the update should have thrown")
    } catch {
      #expect(error.description == #"duplicate ids: row id "a" at [0, 0], [1, 2]"#)
    }
  }
}
