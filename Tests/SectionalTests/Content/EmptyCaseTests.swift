import Sectional
import Testing

/// The builders' documented answer to an empty `switch` case compiles and adds nothing.
@Suite struct EmptyCaseTests {
  enum Filter { case all, none }

  func content(_ filter: Filter) -> ListContent {
    ListContent {
      switch filter {
      case .all: Section(id: "all") { Row(id: "a", TextItem("A")) }
      case .none: [Section]()
      }
      Section(id: "rows") {
        switch filter {
        case .all: Row(id: "b", TextItem("B"))
        case .none: [Row]()
        }
      }
    }
  }

  @Test func anEmptyCaseAddsNothing() {
    #expect(content(.all).sections.map(\.rows.count) == [1, 1])
    #expect(content(.none).sections.map(\.rows.count) == [0])
  }
}
