import Foundation
import Sectional
import SectionalTesting
import Testing

/// A searchable screen: the host sets its query and rebuilds, the screen filters itself, and a
/// filter's removals never run a person's delete handler.
@MainActor
@Suite struct SearchTests {
  @MainActor final class FruitScreen: SearchableScreen {
    let title = "Fruit"
    var fruit = ["apple", "banana", "cherry"]
    var searchQuery = ""

    var content: ListContent {
      Section(id: "fruit") {
        for name in fruit where searchQuery.isEmpty || name.localizedStandardContains(searchQuery) {
          Row(id: name, TextItem(name))
        }
      }
    }
  }

  /// The screen: every row deletable, with a delete handler that removes the fruit.
  @MainActor final class DeletableFruit: SearchableScreen {
    let title = "Fruit"
    var fruit = ["apple", "banana", "cherry"]
    var searchQuery = ""
    var searchPrompt: String { "Search fruit" }

    var content: ListContent {
      Section(id: "fruit") {
        for name in fruit where searchQuery.isEmpty || name.contains(searchQuery) {
          Row(id: name, TextItem(name)).deletable()
            .onDelete { [unowned self] _ in fruit.removeAll { $0 == name } }
        }
      }
    }
  }

  @MainActor final class Plain: Screen {
    let title = "Plain"
    var content: ListContent { Section(id: "s") { Row(id: "a", TextItem("A")) } }
  }

  @Test func typingFiltersAndClearingShowsEverything() throws {
    let app = ScreenTestHost(FruitScreen())
    try app.search("an")
    #expect(app.content.rowCount == 1)
    try app.search("")
    #expect(
      app.content.sections[0].rows.map(\.id) == ["apple", "banana", "cherry"].map(ListID.init))
  }

  @Test func aSearchNeverDeletesWhatItHides() throws {
    let screen = DeletableFruit()
    let app = ScreenTestHost(screen)
    #expect(app.host.isSearchable)
    #expect(screen.searchPrompt == "Search fruit")
    try app.search("an")
    try app.search("")
    #expect(screen.fruit == ["apple", "banana", "cherry"])
    #expect(app.content.rowCount == 3)
  }

  @Test func theSameQueryDoesNotRebuild() throws {
    let app = ScreenTestHost(FruitScreen())
    try app.search("an")
    let updates = app.host.updateCount
    try app.search("an")
    #expect(app.host.updateCount == updates)
  }

  @Test func aScreenWithoutSearchRefusesIt() {
    let app = ScreenTestHost(Plain())
    #expect(!app.host.isSearchable)
    #expect(!app.host.search("x"))
    let error = #expect(throws: ScreenTestHost.Failure.self) { try app.search("x") }
    #expect(error?.description == "search: Plain is not a SearchableScreen")
    #expect(SectionalStrings.current.search == "Search")
  }

  @Test func theDocumentedCalls() throws {
    let app = ScreenTestHost(FruitScreen())
    try app.search("an")
    #expect(app.content.rowCount == 1)
    let host = app.host
    host.search("an")  // the screen shows what matches "an"
    host.search("")  // the person cleared the field: everything again
    #expect(app.content.rowCount == 3)
  }
}
