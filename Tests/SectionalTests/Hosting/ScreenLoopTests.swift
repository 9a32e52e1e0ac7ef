import Sectional
import SectionalTesting
import Testing

/// The screen loop stays bounded and stable, whatever the screen does while it is built.
@MainActor
@Suite struct ScreenLoopTests {
  /// A screen that asks for a rebuild while its content is built, for its first `restlessBuilds`
  /// builds (a cap, so that a host without a bound ends instead of overflowing the stack).
  @MainActor final class Restless: Screen {
    let title = "Restless"
    var builds = 0
    var restlessBuilds = 0
    var context: ScreenContext?
    var content: ListContent {
      builds += 1
      if builds <= restlessBuilds { context?.requestUpdate() }
      return ListContent {
        Section(id: "main") { Row(id: "builds", TextItem("Built \(builds) times")) }
      }
    }
    func attach(_ context: ScreenContext) {
      self.context = context
    }
  }

  @Test func aScreenThatInvalidatesOnEveryBuildIsStoppedAndReported() async {
    let screen = Restless()
    let app = ScreenTestHost(screen)
    let before = screen.builds
    screen.restlessBuilds = before + 200
    app.host.setNeedsUpdate()
    await app.host.idle()
    // Bounded: a handful of rounds, not one per request.
    #expect(screen.builds - before <= 10)
    #expect(app.problems == [.unstableContent(screen: "Restless", rounds: 8)])
    #expect(app.problems.first?.description.hasPrefix("Restless: ") == true)
    #expect(app.host.isIdle)
    // The host stays usable: a later request rebuilds once, and shows the new state.
    screen.restlessBuilds = 0
    let settled = screen.builds
    app.host.setNeedsUpdate()
    await app.host.idle()
    #expect(screen.builds == settled + 1)
    #expect(app.host.problem == nil)
    #expect(
      (app.content.sections[0].rows[0].component as? TextItem)?.title
        == "Built \(settled + 1) times")
  }

  @Test func invalidContentNamesTheScreen() {
    @MainActor final class Twice: Screen {
      let title = "Twice"
      var content: ListContent {
        Section(id: "main") {
          Row(id: "a", TextItem("A"))
          Row(id: "a", TextItem("A again"))
        }
      }
    }
    let app = ScreenTestHost(Twice())
    guard case .invalidContent(let screen, let error)? = app.problems.first else {
      Issue.record("expected an invalid content problem, got \(app.problems)")
      return
    }
    #expect(screen == "Twice")
    #expect(app.problems.first?.description == "Twice: \(error.description)")
  }
}
