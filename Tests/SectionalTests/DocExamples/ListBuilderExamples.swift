import Sectional
import Testing

/// The examples in the doc comments of Sources/Sectional/Content/Builders.swift.
@MainActor
@Suite struct ListBuilderExamples {
  enum SettingsRow: Hashable, Sendable { case logIn, debug }

  enum Filter { case all, none }

  struct Item {
    var id: Int
    var title: String
  }

  @Test func sectionsFromStateAndCompilationConditions() {
    let isLoggedIn = true
    let content = ListContent {
      Section(id: "account") {
        Row(id: SettingsRow.logIn, TextItem(isLoggedIn ? "Log Out" : "Log In"))
      }
      #if DEBUG
        Section(id: "debug") { Row(id: SettingsRow.debug, TextItem("Debug Settings")) }
      #endif
    }
    #expect(content.sections.first?.rows.first?.component as? TextItem == TextItem("Log Out"))
    #if DEBUG
      #expect(content.sections.map(\.id) == [ListID("account"), ListID("debug")])
    #else
      #expect(content.sections.map(\.id) == [ListID("account")])
    #endif
  }

  func content(_ filter: Filter, _ items: [Item]) -> ListContent {
    ListContent {
      switch filter {
      case .all: Section(id: "all") { for item in items { Row(id: item.id, TextItem(item.title)) } }
      case .none: [Section]()  // nothing; in a section's rows, `[Row]()`
      }
    }
  }

  @Test func anEmptyCaseIsAnEmptyArray() {
    let items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two")]
    #expect(content(.all, items).sections.first?.rows.map(\.id) == [ListID(1), ListID(2)])
    #expect(content(.none, items).sections.isEmpty)
  }
}
