import Sectional
import SectionalTerminal
import Testing

/// The focused part (pill, button) of the cursor row stays on something that exists.
@MainActor
@Suite struct ListViewFocusTests {
  /// Filter pills that disappear when chosen, above an "Add filter" row (Settings' filters).
  @MainActor final class Filters {
    var pills: [String]
    init(_ pills: [String]) { self.pills = pills }

    func content() -> ListContent {
      ListContent {
        Section(id: "filters") {
          if !pills.isEmpty {
            Row(id: "pills", PillsItem(pills.map { Pill(id: $0, title: $0) }))
              .onSelect { [self] context in
                guard let pill = context.pillID else { return }
                pills.removeAll { $0 == pill }
                try? context.controller.update(to: content())
              }
          }
          Row(id: "add", TextItem("Add filter"))
        }
      }
    }
  }

  /// The grid with the reversed (focused) cells shown as `#`.
  func focusMask(_ list: ListView) -> String {
    var buffer = Buffer(width: list.width, height: list.height)
    list.draw(into: &buffer, x: 0, y: 0)
    var lines: [String] = []
    for y in 0..<buffer.height {
      var line = ""
      for x in 0..<buffer.width - 1 {
        let cell = buffer[x, y]
        line +=
          cell.style.attributes.contains(.reverse) ? "#" : (cell.symbol.isEmpty ? " " : cell.symbol)
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  @Test func removingTheLastPillFocusesItsNeighbour() throws {
    let filters = Filters(["Vegan", "Cheap", "Late"])
    let list = ListView(
      controller: try ListController(content: filters.content()), width: 30, height: 2,
      glyphs: .ascii)
    press(list, .right, .right, .enter)
    #expect(list.focus == 1)
    #expect(
      focusMask(list) == """
        >( Vegan ) #########         
         Add filter                  
        """)
    // Enter acts on the focused pill at once.
    press(list, .enter)
    #expect(filters.pills == ["Vegan"])
    #expect(list.focus == 0)
  }

  @Test func removingTheOnlyPillMovesTheCursorToTheNextRow() throws {
    let filters = Filters(["Vegan"])
    let list = ListView(
      controller: try ListController(content: filters.content()), width: 30, height: 2,
      glyphs: .ascii)
    press(list, .enter)
    #expect(list.selectedID == ListID("add"))
    #expect(list.focus == 0)
  }
}
