import Foundation

/// A clock that stands still until the test moves it, for timeouts without waiting.
///
/// ```swift
/// let clock = ManualClock()
/// let pages = PageLoader<Item, Int>(timeout: .seconds(30), clock: clock, load: never)
/// let app = ScreenTestHost(ItemsScreen(pages: pages))  // the loading row shows: a load starts
/// try await waitUntil("the load's timeout to start") { clock.sleeperCount > 0 }
/// clock.advance(by: .seconds(30))  // the load times out now
/// await app.idle()
/// #expect(pages.state == .failed(PaginationError(.timedOut)))
/// ```
///
/// Sleepers wake, in deadline order, when ``advance(by:)`` moves the clock to or past their
/// deadline; a cancelled sleeper wakes at once with `CancellationError`.
public final class ManualClock: Clock, @unchecked Sendable {
  /// A point on a ``ManualClock``: the time since the clock was created.
  public struct Instant: InstantProtocol {
    /// The time since the clock's start.
    public var offset: Duration

    /// Creates an instant.
    ///
    /// - Parameter offset: The time since the clock's start.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` later.
    ///
    /// - Parameter duration: How much later.
    /// - Returns: The instant.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    ///
    /// - Parameter other: Another instant.
    /// - Returns: The duration.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Orders instants by offset.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    var id: UInt64
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var nextID: UInt64 = 0

  /// Creates a clock at offset zero.
  public init() {}

  /// The current instant.
  public var now: Instant {
    lock.withLock { current }
  }

  /// The smallest step: one nanosecond.
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// How many tasks are sleeping on the clock.
  public var sleeperCount: Int {
    lock.withLock { sleepers.count }
  }

  /// Sleeps until the clock reaches `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: When to wake.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` when the sleeping task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id: UInt64 = lock.withLock {
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let wakeNow: Bool = lock.withLock {
          if deadline <= current || Task.isCancelled { return true }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if wakeNow {
          if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
          } else {
            continuation.resume()
          }
        }
      }
    } onCancel: {
      let sleeper: Sleeper? = lock.withLock {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward and wakes every sleeper whose deadline has come, earliest first.
  /// Await what the woken tasks do (a loader's `settled()`, a host's `idle()`) to see its effect.
  ///
  /// - Parameter duration: How far to move; negative durations do nothing.
  public func advance(by duration: Duration) {
    let due: [Sleeper] = lock.withLock {
      if duration > .zero { current = current.advanced(by: duration) }
      let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
      sleepers.removeAll { $0.deadline <= current }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }
}
