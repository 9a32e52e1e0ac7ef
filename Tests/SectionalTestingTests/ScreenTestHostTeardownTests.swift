import Sectional
import SectionalTesting
import Testing

/// `ScreenTestHost.teardown()` ends every screen of the stack.
@MainActor
@Suite struct ScreenTestHostTeardownTests {
  typealias Navigating = ScreenTestHostNavigationTests.Navigating

  func titles(_ app: ScreenTestHost) -> [String] { app.hosts.map(\.screen.title) }

  @Test func teardownDetachesEveryScreenAndDismissesTheAlerts() throws {
    let root = Navigating("Root")
    let app = ScreenTestHost(root)
    try app.tap(.id("push"))
    let child = try #require(app.screen as? Navigating)
    try app.tap(.id("twice"))
    app.teardown()
    #expect(root.detached == 1)
    #expect(child.detached == 1)
    #expect(app.presentedAlert == nil)
    // Nothing is pushed or presented any more, and a second teardown changes nothing.
    try app.tap(.id("push"))
    try app.tap(.id("twice"))
    #expect(titles(app) == ["Root", "Child"])
    #expect(app.presentedAlert == nil)
    app.teardown()
    #expect(child.detached == 1)
  }
}
