import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A searchable screen in UIKit: the navigation bar's search field holds the screen's query, each
/// change rebuilds the list, Cancel shows everything again, and the rows a search hides are never
/// deleted.
@MainActor
@Suite("The search field of a searchable screen")
struct SearchFieldTests {
  @MainActor final class Fruit: SearchableScreen {
    let title = "Fruit"
    var fruit = ["apple", "banana", "cherry"]
    var searchQuery = ""
    var searchPrompt: String { "Search fruit" }

    var content: ListContent {
      Section(id: "fruit") {
        for name in fruit where searchQuery.isEmpty || name.contains(searchQuery) {
          Row(id: name, TextItem(name), height: .fixed(44)).deletable()
            .onDelete { [unowned self] _ in fruit.removeAll { $0 == name } }
        }
      }
    }
  }

  @MainActor final class Plain: Screen {
    let title = "Plain"
    var content: ListContent { Section(id: "s") { Row(id: "a", TextItem("A")) } }
  }

  @Test("Typing filters the list, Cancel shows every row, and nothing is deleted")
  func typingAndCancel() throws {
    let screen = Fruit()
    let hosted = NavigatedScreen(screen)
    let search = try #require(hosted.root.navigationItem.searchController)
    #expect(search.searchBar.placeholder == "Search fruit")
    #expect(!search.obscuresBackgroundDuringPresentation)
    let table = try #require(hosted.table)

    search.userType("an")
    #expect(screen.searchQuery == "an")
    #expect(table.numberOfRows(inSection: 0) == 1)
    search.userCancel()
    #expect(screen.searchQuery == "")
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(screen.fruit == ["apple", "banana", "cherry"])
    #expect(table.raisedExceptions.isEmpty)
  }

  @Test("A screen that cannot be searched gets no search field")
  func noFieldWithoutSearch() {
    let hosted = NavigatedScreen(Plain())
    #expect(hosted.root.navigationItem.searchController == nil)
  }
}
