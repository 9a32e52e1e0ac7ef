import SectionalTesting
import Testing

/// A wait for something that never happens fails within its bound, naming what it waited for.
@MainActor
@Suite struct WaitUntilTests {
  @Test func aWaitThatNeverSucceedsFailsWithinItsBoundNamingWhatItWaitedFor() async {
    do {
      try await waitUntil("a page that never loads", limit: .milliseconds(10), looks: 200) {
        false
      }
      Issue.record("the wait returned although its condition never held")
    } catch {
      #expect(error.what == "a page that never loads")
      #expect(error.looks >= 200)
      #expect(error.description.hasPrefix("gave up waiting for a page that never loads after "))
    }
  }

  @Test func aWaitReturnsOnceWorkElsewhereMakesItsConditionHold() async throws {
    var done = false
    let work = Task { @MainActor in done = true }
    try await waitUntil("the task to run") { done }
    await work.value
    #expect(done)
  }
}
