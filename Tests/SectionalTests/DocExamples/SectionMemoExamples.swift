import Sectional
import Testing

/// The example in the doc comment of Sources/Sectional/Content/SectionMemo.swift.
@Suite struct SectionMemoExamples {
  struct Product {
    var id: Int
    var name: String
  }

  @MainActor
  @Test func aMemoHandsBackTheSameRowsWhileItsKeyIsEqual() throws {
    var query = "a"
    let catalogRevision = 1
    let catalog = (0..<100).map { Product(id: $0, name: "Product \($0)") }
    var builds = 0
    func build(_ catalogSection: SectionMemo<Int>) -> ListContent {
      builds += 1
      let content = ListContent {
        Section(id: "search") { Row(id: "query", TextItem(query)) }
        catalogSection.section(for: catalogRevision) {
          Section(id: "catalog") {
            for product in catalog { Row(id: product.id, TextItem(product.name)) }
          }
        }
      }
      return content
    }
    let memo = SectionMemo<Int>()
    let first = build(memo)
    query = "ab"
    let second = build(memo)
    #expect(builds == 2)
    #expect((second.sections[0].rows[0].component as? TextItem)?.title == "ab")
    let same = first.sections[1].rows.sharesStorage(with: second.sections[1].rows)
    #expect(same)
    let controller = try ListController(content: first)
    try controller.update(to: second)
    #expect(controller.content.rowCount == 101)
  }
}
