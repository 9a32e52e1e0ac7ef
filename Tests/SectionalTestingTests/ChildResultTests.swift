import Sectional
import SectionalTesting
import TestSupport
import Testing

/// A child screen's result rebuilds the screen that pushed it: the parent shows again when the
/// child pops (or the user goes back), and reads its state again, with no `requestUpdate()`.
@MainActor
@Suite struct ChildResultTests {
  func detail(_ app: ScreenTestHost) -> String? {
    (app.content.sections[0].rows[0].component as? TextItem)?.detail
  }

  @Test func aPickerThatPopsRebuildsTheParent() throws {
    let app = ScreenTestHost(ColourScreen())
    try app.tap(.id("colour"))
    #expect(app.screen.title == "Colour")
    try app.tap(.id("green"))
    #expect(app.screen.title == "Parent")
    #expect(detail(app) == "green")
  }

  @Test func goingBackRebuildsTheParentToo() throws {
    let parent = ColourScreen()
    let app = ScreenTestHost(parent)
    try app.tap(.id("colour"))
    parent.colour = "blue"  // the child changed it some other way, without a handler here
    app.pop()
    #expect(detail(app) == "blue")
  }
}
