import Foundation

/// Writes the state off the main actor, coalesced: a change hands its state over and returns at
/// once, and a serial queue writes the latest state handed over. Many changes in quick
/// succession give one write of the latest: at most one write is in flight and one state waits
/// behind it, replaced by each newer one. ``flush()`` writes what waits before it returns, for
/// an app about to quit.
///
/// What a save has to say (``SaveOutcome``) waits in ``takeOutcomes()`` and `notify` is called,
/// on the queue, so that the owner fetches it on its own actor. After an outcome that holds
/// writes (the file changed underneath), states handed over are dropped until the owner hands
/// over the merged one with ``resume(with:)``.
final class StateSaver: @unchecked Sendable {
  // @unchecked: `waiting`, `outcomes`, `count` and `isHeld` are guarded by `lock`; the rest is
  // immutable.

  /// Writes one state, on the saver's queue; returns what the owner must hear, if anything.
  typealias Write = @Sendable (Preferences) -> SaveOutcome?

  private let lock = NSLock()
  private var waiting: Preferences?
  private var outcomes: [SaveOutcome] = []
  private var count = 0
  /// Whether writes wait for the owner's ``resume(with:)``.
  private var isHeld = false
  private let queue: DispatchQueue
  private let write: Write
  private let notify: @Sendable () -> Void

  /// Creates a saver.
  ///
  /// - Parameters:
  ///   - label: The queue's name, for debuggers.
  ///   - write: Writes one state.
  ///   - notify: Called on the queue after a write with something to say.
  init(label: String, write: @escaping Write, notify: @escaping @Sendable () -> Void) {
    self.queue = DispatchQueue(label: label)
    self.write = write
    self.notify = notify
  }

  /// How long a save waits before trying again while another process holds the file's lock.
  static var retryDelay: DispatchTimeInterval { .milliseconds(20) }
  /// How many times ``flush()`` tries again while another process holds the lock, and the
  /// pause in microseconds between tries: about two seconds in all.
  static let flushTries = 200
  static let flushPause: useconds_t = 10_000

  /// How many states have been written.
  var writes: Int { lock.withLock { count } }

  /// Hands `preferences` over to be written, and returns at once. A write is queued only when
  /// no state waits already: one that waits is replaced, and its queued write takes this one.
  func schedule(_ preferences: Preferences) {
    let isQueued = lock.withLock {
      defer { waiting = preferences }
      return waiting != nil
    }
    if !isQueued { queue.async { self.writeWaiting() } }
  }

  /// Lets writes go on after an outcome that held them, with `preferences` the next state to
  /// write: in one step, so that no state handed over before can be written in between.
  func resume(with preferences: Preferences) {
    let isQueued = lock.withLock {
      defer {
        isHeld = false
        waiting = preferences
      }
      return waiting != nil
    }
    if !isQueued { queue.async { self.writeWaiting() } }
  }

  /// Writes the state that waits, if any, before returning: after a write in flight ends. While
  /// another process holds the state file's lock, it tries again for up to about two seconds.
  func flush() {
    queue.sync {
      var tries = 0
      while writeWaiting(), tries < Self.flushTries {
        tries += 1
        usleep(Self.flushPause)
      }
    }
  }

  /// What the saves since the last call have to say, oldest first.
  func takeOutcomes() -> [SaveOutcome] {
    lock.withLock {
      defer { outcomes = [] }
      return outcomes
    }
  }

  /// On the queue: writes the state that waits, if any.
  ///
  /// - Returns: Whether it could not be written because another process held the file's lock:
  ///   it waits again (unless a newer state, which holds its changes, already does), and is
  ///   tried again after ``retryDelay``.
  @discardableResult
  private func writeWaiting() -> Bool {
    let next = lock.withLock {
      defer { waiting = nil }
      // Held: the owner merges, and hands over a state that holds this one's changes.
      return isHeld ? nil : waiting
    }
    guard let next else { return false }
    let outcome = write(next)
    if outcome == .busy {
      // A newer state's write is queued already; this one's is queued again.
      let isRequeued = lock.withLock {
        guard waiting == nil else { return false }
        waiting = next
        return true
      }
      if isRequeued {
        queue.asyncAfter(deadline: .now() + Self.retryDelay) { self.writeWaiting() }
      }
      return true
    }
    lock.withLock {
      if outcome == nil { count += 1 }
      if let outcome {
        outcomes.append(outcome)
        if outcome.holdsWrites { isHeld = true }
      }
    }
    if outcome != nil { notify() }
    return false
  }
}
