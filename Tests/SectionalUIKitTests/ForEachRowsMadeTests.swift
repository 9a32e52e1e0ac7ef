import Foundation
import Sectional
import SectionalUIKit
import TestSupport
import Testing
import UIKitSurface

/// SectionalUIKit makes the rows of a `ForEach` it shows, and no others: clearing a search that
/// hid 1,960 of 2,000 rows makes the rows on screen, not every row that comes back.
@MainActor
@Suite struct ForEachRowsMadeTests {
  struct Person: Equatable, Sendable {
    var id: Int
    var name: String
  }

  static func content(_ query: String, made: RowCounter) -> ListContent {
    let people = (0..<2_000).map { Person(id: $0, name: $0 % 50 == 0 ? "zoe \($0)" : "ada \($0)") }
    let shown = query.isEmpty ? people : people.filter { $0.name.contains(query) }
    return ListContent {
      Section(id: "people") {
        ForEach(shown, id: \.id) { person in
          made.increment()
          return Row(id: person.id, TextItem(person.name))
        }
        .height(.fixed(44))
      }
    }
  }

  @Test func clearingASearchMakesTheRowsOnScreen() throws {
    let made = RowCounter()
    let host = try LiaisedTable(Self.content("", made: made))
    try host.controller.update(to: Self.content("zoe", made: made))
    made.reset()
    try host.controller.update(to: Self.content("", made: made))
    host.table.layoutIfNeeded()
    #expect(host.table.numberOfRows(inSection: 0) == 2_000)
    #expect(!host.visible.isEmpty)
    // The rows on screen, a few readings each (cell, height, events); not the 1,960 that
    // came back.
    #expect(made.count <= 10 * host.visible.count)
    #expect(host.table.raisedExceptions.isEmpty)
  }
}
