import Sectional
import SectionalTesting
import Testing

/// The test host runs the core's navigation model: every alert presented is seen at once, in
/// the order the user would answer them, and the stack follows every push and pop.
@MainActor
@Suite struct ScreenTestHostNavigationTests {
  /// A screen whose rows push, pop and present, counting how often it is attached and detached.
  @MainActor final class Navigating: Screen {
    let title: String
    var attached = 0
    var detached = 0
    var task: Task<Void, Never>?
    /// What the "bounce" row pushes (and pops at once).
    lazy var bounced = Navigating("Bounced")

    init(_ title: String) { self.title = title }

    var content: ListContent {
      Section(id: "s") {
        Row(id: "push", TextItem("Push")).onSelect { context in
          context.presenter.push(Navigating("Child"))
        }
        Row(id: "replace", TextItem("Replace")).onSelect { context in
          context.presenter.pop()
          context.presenter.push(Navigating("Other"))
        }
        Row(id: "bounce", TextItem("Bounce")).onSelect { [unowned self] context in
          context.presenter.push(bounced)
          context.presenter.pop()
        }
        Row(id: "twice", TextItem("Twice")).onSelect { context in
          context.presenter.present(Alert(title: "First"))
          context.presenter.present(Alert(title: "Second"))
        }
        Row(id: "later", TextItem("Later")).onSelect { [unowned self] context in
          let presenter = context.presenter
          task = Task { @MainActor in
            await Task.yield()
            presenter.present(Alert(title: "Synced"))
          }
        }
      }
    }

    func attach(_ context: ScreenContext) { attached += 1 }
    func detach() { detached += 1 }
  }

  func titles(_ app: ScreenTestHost) -> [String] { app.hosts.map(\.screen.title) }

  @Test func anAlertPresentedFromATaskIsSeenWithoutAnotherInteraction() async throws {
    let screen = Navigating("Root")
    let app = ScreenTestHost(screen)
    try app.tap(.id("later"))
    await screen.task?.value
    #expect(app.presentedAlert?.title == "Synced")
    await app.idle()
    #expect(app.presentedAlert?.title == "Synced")
    try app.choose(SectionalStrings.current.ok)
    #expect(app.presentedAlert == nil)
  }

  @Test func twoAlertsInSequenceAreBothSeen() throws {
    let app = ScreenTestHost(Navigating("Root"))
    try app.tap(.id("twice"))
    // The last one presented is on top, as in UIKit; the first shows once it is answered.
    #expect(app.presentedAlert?.title == "Second")
    try app.choose(SectionalStrings.current.ok)
    #expect(app.presentedAlert?.title == "First")
    try app.choose(SectionalStrings.current.ok)
    #expect(app.presentedAlert == nil)
    #expect(
      app.presenter.requests == [.alert(Alert(title: "First")), .alert(Alert(title: "Second"))])
  }

  @Test func pushesAndPopsAreFollowedExactly() throws {
    let app = ScreenTestHost(Navigating("Root"))
    try app.tap(.id("push"))
    #expect(titles(app) == ["Root", "Child"])
    // A pop and a push in one handler replace the top screen.
    let child = try #require(app.screen as? Navigating)
    try app.tap(.id("replace"))
    #expect(titles(app) == ["Root", "Other"])
    #expect(child.detached == 1)
    // A push and a pop in one handler host the screen and let it go again.
    try app.tap(.id("bounce"))
    #expect(titles(app) == ["Root", "Other"])
    #expect(app.tables.count == 2)
    app.pop()
    app.pop()
    #expect(titles(app) == ["Root"])
    #expect(
      app.presenter.requests == [
        .push(title: "Child"), .pop, .push(title: "Other"), .push(title: "Bounced"), .pop, .pop,
      ])
  }

  @Test func aScreenPushedAndPoppedInOneHandlerIsAttachedAndDetached() throws {
    let root = Navigating("Root")
    let app = ScreenTestHost(root)
    try app.tap(.id("bounce"))
    #expect(titles(app) == ["Root"])
    #expect(root.bounced.attached == 1)
    #expect(root.bounced.detached == 1)
  }

  @MainActor final class Breaking: Screen {
    let title = "Breaking"
    var broken = false
    var content: ListContent {
      Section(id: "s") {
        Row(id: "a", TextItem("A"))
        if broken { Row(id: "a", TextItem("Again")) }
      }
    }
  }

  @Test func invalidContentPresentsOneProblemAlertAndKeepsTheLastGoodContent() throws {
    let screen = Breaking()
    let app = ScreenTestHost(screen)
    screen.broken = true
    // Two rebuilds of the same invalid content: two problems, one alert.
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    #expect(app.problems.count == 2)
    #expect(app.presentedAlert?.title == "The content of Breaking is invalid")
    #expect(app.presentedAlert?.message?.contains("\"a\"") == true)
    try app.choose(SectionalStrings.current.ok)
    #expect(app.presentedAlert == nil)
    #expect(app.content.sections[0].rows.count == 1)
  }
}
