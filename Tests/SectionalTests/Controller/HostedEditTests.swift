import Sectional
import SectionalTesting
import Testing

/// A controller a screen host owns refuses imperative edits, which the next rebuild would erase;
/// a controller without a screen keeps them.
@MainActor
@Suite struct HostedEditTests {
  @MainActor final class Notes: Screen {
    let title = "Notes"
    var content: ListContent {
      Section(id: "notes") { Row(id: "first", TextItem("First")) }
    }
  }

  @Test func anImperativeEditOnAHostedControllerThrowsNamingTheScreen() {
    let app = ScreenTestHost(Notes())
    let error = #expect(throws: ListError.self) {
      try app.host.controller.appendRows([Row(id: "second", TextItem("Second"))], to: .id("notes"))
    }
    #expect(
      error?.description == "appendRows: the list belongs to screen Notes; change its state instead"
    )
    #expect(app.content.sections[0].rows.map(\.id) == [ListID("first")])
    #expect(throws: ListError.self) { try app.host.controller.clearSections() }
    #expect(throws: ListError.self) { try app.host.controller.deleteRow(.id("first")) }
    #expect(app.content.sections.first?.rows.count == 1)
  }

  @Test func aControllerWithoutAScreenKeepsItsImperativeEdits() throws {
    let controller = try ListController {
      Section(id: "notes") { Row(id: "first", TextItem("First")) }
    }
    let table = HeadlessTableView(controller: controller)
    try controller.appendRows([Row(id: "second", TextItem("Second"))], to: .id("notes"))
    #expect(table.shown.sections[0].rows.map(\.id) == [ListID("first"), ListID("second")])
    try controller.clearSections()
    #expect(table.shown.sections.isEmpty)
  }
}
