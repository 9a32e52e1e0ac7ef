import Sectional
import SectionalTesting
import Testing

/// Work a screen starts is tracked: `idle()` waits for it, it rebuilds the screen when it ends,
/// and it is cancelled when the screen goes away.
@MainActor
@Suite struct ScreenWorkTests {
  /// Opens when the test says so: work that waits on it is really asynchronous.
  @MainActor final class Gate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false
    func wait() async {
      guard !isOpen else { return }
      await withCheckedContinuation { waiters.append($0) }
    }
    func open() {
      isOpen = true
      for waiter in waiters { waiter.resume() }
      waiters = []
    }
  }

  @MainActor final class Inbox: Screen {
    let title = "Inbox"
    let gate = Gate()
    let refreshGate = Gate()
    var messages: [String] = []
    var started: Task<Void, Never>?
    var wasCancelled = false
    var context: ScreenContext?
    var content: ListContent {
      Section(id: "inbox") {
        for message in messages { Row(id: message, TextItem(message)) }
        Row(id: "refresh", TextItem("Refresh")).onSelect { [unowned self] context in
          context.controller.task { [refreshGate] in
            await refreshGate.wait()
            self.messages.append("Later")
          }
        }
      }
    }
    func attach(_ context: ScreenContext) {
      self.context = context
      started = context.task { [gate] in
        await gate.wait()
        // No request for an update: the host rebuilds when the work ends.
        self.messages = ["Welcome"]
        self.wasCancelled = Task.isCancelled
      }
    }
  }

  func ids(_ app: ScreenTestHost) -> [ListID] {
    app.content.sections[0].rows.map(\.id)
  }

  @Test func idleWaitsForWorkTheScreenStarted() async {
    let screen = Inbox()
    let app = ScreenTestHost(screen)
    #expect(!app.host.isIdle)
    screen.gate.open()
    await app.idle()
    #expect(ids(app) == [ListID("Welcome"), ListID("refresh")])
    #expect(app.host.isIdle)
  }

  @Test func workAHandlerStartsIsWaitedForAndRebuilds() async throws {
    let screen = Inbox()
    let app = ScreenTestHost(screen)
    screen.gate.open()
    await app.idle()
    try app.tap(.id("refresh"))
    #expect(!app.host.isIdle)
    screen.refreshGate.open()
    await app.idle()
    #expect(ids(app) == [ListID("Welcome"), ListID("Later"), ListID("refresh")])
  }

  @Test func detachingCancelsTheWorkAndIdleNoLongerWaitsForIt() async {
    let screen = Inbox()
    let app = ScreenTestHost(screen)
    let builds = app.host.updateCount
    app.host.detach()
    #expect(app.host.isIdle)
    await app.host.idle()
    screen.gate.open()
    await screen.started?.value
    #expect(screen.wasCancelled)
    // The work ended after the screen went away: no rebuild.
    await app.host.idle()
    #expect(app.host.updateCount == builds)
    // A detached screen's context starts nothing and asks for nothing.
    #expect(screen.context?.task {} == nil)
    screen.context?.requestUpdate()
    #expect(app.host.isIdle)
  }
}
