import Sectional
import Testing

/// The examples in the doc comments of Sources/Sectional/Content/ForEach.swift, RowList.swift
/// and Section.swift (`init(id:rows:style:)` with a `RowList`).
@Suite struct ForEachExamples {
  struct Product: Sendable, Equatable {
    var id: Int
    var name: String
    var price: String
  }

  struct Message: Identifiable, Sendable {
    var id: String
    var subject: String
  }

  static let products = (0..<1_000).map {
    Product(id: $0, name: "Product \($0)", price: "\($0).00")
  }

  @Test func aForEachMixesWithBuiltRows() throws {
    let products = Self.products
    let content = ListContent {
      Section(id: "catalog") {
        Row(id: "summary", TextItem("\(products.count) products"))
        ForEach(products, id: \.id) { product in
          Row(id: product.id, TextItem(product.name, detail: product.price))
        }
      }
    }
    try content.validate()
    #expect(content.rowCount == 1_001)
    #expect((content.sections[0].rows[1].component as? TextItem)?.detail == "0.00")
    #expect(content.path(of: ListID(999)) == RowPath(section: 0, row: 1_000))
  }

  @Test func identifiableElementsNeedNoKeyPath() {
    let messages = [Message(id: "m1", subject: "Hello"), Message(id: "m2", subject: "Again")]
    let section = Section(id: "inbox") {
      ForEach(messages) { message in Row(id: message.id, TextItem(message.subject)) }
    }
    #expect(section.rows.map(\.id) == [ListID("m1"), ListID("m2")])
  }

  struct LogLine: Sendable {
    var id: Int
    var text: String
  }

  @Test func aForEachCanGiveItsRowsHeight() {
    let logLines = (0..<100).map { LogLine(id: $0, text: "line \($0)") }
    let section = Section(id: "log") {
      ForEach(logLines, id: \.id) { line in Row(id: line.id, TextItem(line.text)) }
        .height(.fixed(1))
    }
    let layout = ListLayout(content: ListContent(sections: [section]), width: 80)
    #expect(layout.contentHeight == 100)
  }

  @Test func aRowListReadsAndChangesAsAnArray() {
    let products = Self.products
    var section = Section(id: "main") {
      Row(id: "first", TextItem("First"))
      ForEach(products, id: \.id) { product in
        Row(id: product.id, TextItem(product.name))
      }
    }
    let first = section.rows[0]  // the row built above
    let second = section.rows[1]  // made now, from products[0]
    section.rows.append(Row(id: "last", TextItem("Last")))
    #expect(first.id == ListID("first"))
    #expect(second.id == ListID(0))
    #expect(section.rows.count == 1_002)
    #expect(section.rows.last?.id == ListID("last"))
  }

  @Test func aKeptListSharesItsStorage() {
    let section = Section(id: "main") {
      ForEach(Self.products, id: \.id) { product in Row(id: product.id, TextItem(product.name)) }
    }
    let kept = section.rows
    let shared = kept.sharesStorage(with: section.rows)  // true
    #expect(shared)
    var edited = section.rows
    edited.append(Row(id: "new", TextItem("New")))
    #expect(!edited.sharesStorage(with: section.rows))
  }

  @Test func aSectionTakesARowList() throws {
    let products = Self.products
    let rows = ForEach(products, id: \.id) { product in
      Row(id: product.id, TextItem(product.name))
    }
    let section = Section(id: "catalog", rows: RowList(rows))
    #expect(section.rows.count == products.count)
    try ListContent(sections: [section]).validate()
  }
}
