import Sectional
import SectionalTesting
import Testing

/// An app observing a hosted list does not displace the host's own wiring.
@MainActor
@Suite struct HostObserverTests {
  /// A screen that loads more when the end comes near, as an app without `PageLoader` does.
  @MainActor final class Feed: Screen {
    let title = "Feed"
    var count = 30
    var duplicate = false
    var content: ListContent {
      Section(id: "feed") {
        for index in 0..<count { Row(id: index, TextItem("Post \(index)"), height: .fixed(44)) }
        if duplicate { Row(id: 0, TextItem("Again")) }
      }
    }
    func visibleRegionDidChange(_ region: VisibleRegion) {
      if region.distanceToEnd < 100 { count += 10 }
    }
  }

  @Test func anAppObservingTheVisibleRegionKeepsTheScreenHearingIt() async {
    let screen = Feed()
    let app = ScreenTestHost(screen)
    var heard: [VisibleRegion] = []
    app.host.controller.observeVisibleRegion { heard.append($0) }
    app.scrollToEnd()
    await app.idle()
    #expect(!heard.isEmpty)
    #expect(screen.count == 40)
  }

  @Test func anAppObservingProblemsAndUpdatesKeepsTheHostsObserversAndCanStop() {
    let screen = Feed()
    let app = ScreenTestHost(screen)
    var problems: [ScreenProblem] = []
    var updates = 0
    let problemObservation = app.host.observeProblems { problems.append($0) }
    let updateObservation = app.host.observeUpdates { updates += 1 }
    screen.duplicate = true
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    // The test host's own observer still records it, beside the app's.
    #expect(app.problems.count == 1)
    #expect(problems == app.problems)
    #expect(updates == 1)
    problemObservation.cancel()
    updateObservation.cancel()
    updateObservation.cancel()
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    #expect(app.problems.count == 2)
    #expect(problems.count == 1)
    #expect(updates == 1)
  }
}
