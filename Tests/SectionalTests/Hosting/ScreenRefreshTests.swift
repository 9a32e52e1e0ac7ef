import Sectional
import SectionalTesting
import Testing

/// A refreshable screen whose refresh waits until the test opens its gate.
@MainActor
final class GatedRefreshScreen: RefreshableScreen {
  struct Offline: Error, CustomStringConvertible {
    var description: String { "the network is offline" }
  }

  let title = "Gated"
  var rows = ["a", "b"]
  var next = ["c"]
  var failure: (any Error)?
  private(set) var refreshes = 0
  private var gate: CheckedContinuation<Void, Never>?

  var content: ListContent {
    Section(id: "rows") {
      for row in rows { Row(id: row, TextItem(row)) }
    }
  }

  func refresh() async throws {
    refreshes += 1
    await withCheckedContinuation { gate = $0 }
    if let failure { throw failure }
    rows = next
  }

  /// Whether a refresh waits at the gate.
  var isWaiting: Bool { gate != nil }

  /// Lets the waiting refresh go on.
  func open() {
    gate?.resume()
    gate = nil
  }

  /// Returns once a refresh waits at the gate (a bounded poll: the host's task starts on a
  /// later turn of the main actor).
  func waitForRefresh() async {
    for _ in 0..<10_000 where !isWaiting { await Task.yield() }
  }
}

@MainActor
@Suite struct ScreenRefreshTests {
  func ids(_ app: ScreenTestHost) -> [ListID] {
    app.content.sections.flatMap(\.rows).map(\.id)
  }

  @Test func aRefreshKeepsTheRowsUntilItEndsThenRebuilds() async {
    let screen = GatedRefreshScreen()
    let app = ScreenTestHost(screen)
    var heard: [Bool] = []
    app.host.observeRefreshing { heard.append($0) }
    #expect(app.host.isRefreshable)
    app.host.refresh()
    #expect(app.host.isRefreshing)
    await screen.waitForRefresh()
    #expect(!app.host.isIdle)
    #expect(ids(app) == [ListID("a"), ListID("b")])
    screen.open()
    await app.idle()
    #expect(!app.host.isRefreshing)
    #expect(heard == [true, false])
    #expect(ids(app) == [ListID("c")])
    #expect(app.problems.isEmpty)
  }

  @Test func aRefreshUnderWayIsNotStartedAgain() async {
    let screen = GatedRefreshScreen()
    let app = ScreenTestHost(screen)
    app.host.refresh()
    await screen.waitForRefresh()
    app.host.refresh()
    screen.open()
    await app.idle()
    #expect(screen.refreshes == 1)
  }

  @Test func aFailedRefreshIsReportedAndTheRowsStay() async {
    let screen = GatedRefreshScreen()
    screen.failure = GatedRefreshScreen.Offline()
    let app = ScreenTestHost(screen)
    app.host.refresh()
    await screen.waitForRefresh()
    screen.open()
    await app.idle()
    #expect(
      app.problems == [
        .refreshFailed(screen: "GatedRefreshScreen", reason: "the network is offline")
      ])
    #expect(app.presentedAlert?.title == "Could not refresh Gated")
    #expect(app.presentedAlert?.message == "the network is offline")
    #expect(ids(app) == [ListID("a"), ListID("b")])
    #expect(!app.host.isRefreshing)
  }

  @Test func detachingCancelsTheRefreshAndReportsNothing() async {
    let screen = GatedRefreshScreen()
    let host = ScreenHost(screen: screen)
    var problems: [ScreenProblem] = []
    host.observeProblems { problems.append($0) }
    host.start()
    host.refresh()
    await screen.waitForRefresh()
    host.detach()
    await host.idle()
    screen.failure = GatedRefreshScreen.Offline()
    screen.open()
    for _ in 0..<100 { await Task.yield() }
    #expect(problems.isEmpty)
    #expect(!host.isRefreshing)
  }

  @Test func aScreenThatIsNotRefreshableIsNotRefreshed() async {
    let app = ScreenTestHost(PlainScreen())
    #expect(!app.host.isRefreshable)
    app.host.refresh()
    #expect(!app.host.isRefreshing)
    await #expect(throws: ScreenTestHost.Failure.self) { try await app.refresh() }
  }

  @Test func aRefreshFailureNamesTheScreenAndTheReason() {
    let problem = ScreenProblem.refreshFailed(screen: "InboxScreen", reason: "offline")
    #expect(problem.screen == "InboxScreen")
    #expect(problem.description == "InboxScreen: the refresh failed: offline")
  }
}

@MainActor
private final class PlainScreen: Screen {
  let title = "Plain"
  var content: ListContent {
    Section(id: "rows") { Row(id: "a", TextItem("a")) }
  }
}
