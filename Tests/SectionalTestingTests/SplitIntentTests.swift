import Sectional
import SectionalTesting
import Testing

/// The pattern the docs teach, in a split whose master filters and rebuilds: a detail's
/// user-intent handlers never run when no person acted, and no rebuild moves the focus.
@MainActor
@Suite struct SplitIntentTests {
  @MainActor final class Notes: Screen {
    let title = "Notes"
    var notes = ["apple", "banana", "cherry"]
    var query = ""
    var content: ListContent {
      Section(id: "notes") {
        for note in notes where query.isEmpty || note.contains(query) {
          Row(id: note, TextItem(note))
        }
      }
    }
  }

  @MainActor final class Lines: Screen {
    let note: String
    var lines = ["one", "two"]
    var deleted: [String] = []
    var title: String { note }
    init(note: String) { self.note = note }
    var content: ListContent {
      Section(id: "lines") {
        for line in lines {
          Row(id: "\(note)/\(line)", TextItem(line)).deletable()
            .onDelete { [unowned self] _ in
              deleted.append(line)
              lines.removeAll { $0 == line }
            }
        }
      }
    }
  }

  @MainActor final class Split: SplitScreen {
    let title = "Split"
    let notes = Notes()
    var made: [Lines] = []
    var panes: [Pane] {
      [
        Pane(notes, id: "notes"),
        .detail(id: "lines") { [unowned self] id in
          let lines = Lines(note: "\(id)")
          made.append(lines)
          return lines
        },
      ]
    }
  }

  @Test func filteringTheMasterRunsNoIntentHandlerOfAnyDetail() async throws {
    let split = Split()
    let app = ScreenTestHost(split)
    defer { app.teardown() }
    try app.tap(.id("banana"))
    #expect(app.focusedPane == ListID("lines"))
    try app.focusPane("notes")
    // The filter hides the cursor's row, then shows every row again: rebuilds only.
    for query in ["ch", "", "zzz", ""] {
      split.notes.query = query
      app.host.setNeedsUpdate()
      await app.idle()
      _ = app.host(ofPane: "lines")
    }
    #expect(split.made.allSatisfy { $0.deleted.isEmpty })
    #expect(app.focusedPane == ListID("notes"))
    // A person's delete in the detail runs its handler once.
    try app.tap(.id("apple"))
    #expect(app.focusedPane == ListID("lines"))
    try app.swipeToDelete(.at(RowPath(section: 0, row: 0)))
    try app.choose("Delete")
    #expect(split.made.map(\.deleted).joined().count == 1)
  }
}
