/// Waits until `condition` holds, looking again after letting other tasks run, and gives up
/// with ``WaitTimeout`` (naming `what`) once `limit` has passed and at least `looks` looks
/// failed: a wait for something that never happens fails the test instead of hanging it.
///
/// Use it where a test must let work started elsewhere reach a point it cannot await, such as
/// a load whose timeout starts sleeping on a ``ManualClock``:
///
/// ```swift
/// try await waitUntil("the load's timeout to start") { clock.sleeperCount > 0 }
/// ```
///
/// Both bounds must pass before it gives up: on a busy machine a pause can last far longer than
/// asked, and the other work then needs more wall time, not more looks.
///
/// - Parameters:
///   - what: What the test waits for, as the error names it ("the first page to load").
///   - limit: The wall time after which a wait may give up.
///   - looks: How many failed looks a wait makes at least before giving up.
///   - isolation: The actor the wait and `condition` run on: the caller's, by default.
///   - condition: Whether what the test waits for has happened; called on the caller's actor.
/// - Throws: ``WaitTimeout`` when `condition` still does not hold after both bounds.
public func waitUntil(
  _ what: String,
  limit: Duration = .seconds(30),
  looks: Int = 1_000,
  isolation: isolated (any Actor)? = #isolation,
  _ condition: () -> Bool
) async throws(WaitTimeout) {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: limit)
  var failedLooks = 0
  while !condition() {
    failedLooks += 1
    if failedLooks >= looks, clock.now >= deadline {
      throw WaitTimeout(what: what, limit: limit, looks: failedLooks)
    }
    // Yields first (the work is usually a turn away), then pauses briefly between looks, so a
    // long wait does not keep a core busy.
    if failedLooks < 100 {
      await Task.yield()
    } else {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
}
