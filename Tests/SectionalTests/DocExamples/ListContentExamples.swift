import Sectional
import Testing

/// The example in the doc comment of Sources/Sectional/Content/ListContent.swift.
@MainActor
@Suite struct ListContentExamples {
  struct Animal {
    var id: String
    var name: String
    var latinName: String
  }

  @Test func contentFromALoop() {
    let animals = [
      Animal(id: "fox", name: "Red fox", latinName: "Vulpes vulpes"),
      Animal(id: "lynx", name: "Lynx", latinName: "Lynx lynx"),
    ]
    let content = ListContent {
      Section(id: "main") {
        for animal in animals {
          Row(id: animal.id, TextItem(animal.name, subtitle: animal.latinName))
        }
      }
    }
    #expect(content.sections[0].rows.map(\.id) == [ListID("fox"), ListID("lynx")])
    #expect(content.path(of: ListID("lynx")) == RowPath(section: 0, row: 1))
  }

  /// ListContent+Cursor.swift
  @Test func theNearestRowThatTakesTheCursor() {
    let content = ListContent {
      Section(id: "s") {
        Row(id: "a", TextItem("A"))
        Row(id: "off", ButtonItem("Off", isEnabled: false))
        Row(id: "b", TextItem("B"))
      }
    }
    let kept = content.nearestCursorRow(to: RowPath(section: 0, row: 1))
    #expect(kept == RowPath(section: 0, row: 2))  // "off" cannot take the cursor: "b"
  }
}
