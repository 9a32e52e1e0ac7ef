import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/Sectional/Controller/RowContext+Selection.swift:
/// an action on a marked row acts on every marked row; on another row, on that row alone.
@MainActor
@Suite struct RowContextSelectionExamples {
  @MainActor final class Changes: MultipleSelectionScreen {
    let title = "Changes"
    var isSelectingRows = false
    var selectedRows: Set<ListID> = []
    var staged: [Set<ListID>] = []

    func stage(_ rows: Set<ListID>) { staged.append(rows) }

    var content: ListContent {
      Section(id: "files") {
        for file in ["a.swift", "b.swift", "c.swift"] {
          Row(id: file, TextItem(file))
            .swipeActions(
              .trailing,
              [
                RowAction("Stage") { [unowned self] context in
                  stage(context.affectedRows)
                }
              ])
        }
      }
    }
  }

  @Test func anActionOnAMarkedRowActsOnEveryMarkedRow() throws {
    let screen = Changes()
    let host = ScreenTestHost(screen)
    try host.performAction("Stage", onRow: .id("a.swift"))
    #expect(screen.staged == [[ListID("a.swift")]])
    screen.isSelectingRows = true
    try host.tap(.id("a.swift"))
    try host.tap(.id("b.swift"))
    try host.performAction("Stage", onRow: .id("b.swift"))
    #expect(screen.staged.last == [ListID("a.swift"), ListID("b.swift")])
    // An unmarked row's action is its own.
    try host.performAction("Stage", onRow: .id("c.swift"))
    #expect(screen.staged.last == [ListID("c.swift")])
  }
}
