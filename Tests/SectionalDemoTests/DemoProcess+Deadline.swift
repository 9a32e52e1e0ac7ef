import Foundation
import Testing

extension DemoProcess {
  /// What a run under a deadline gave.
  struct TimedResult {
    /// The status and output; a run killed at its deadline has SIGKILL's status.
    var result: Result
    /// From the start to the end (or to the kill).
    var elapsed: Duration
    /// Whether the run had not ended by its deadline and was killed.
    var timedOut: Bool
  }

  /// The address space a run under a deadline may take, in KiB (1 GiB, four times what a
  /// snapshot needs): a build that reads `/dev/zero` until memory runs out fails at this size
  /// instead of taking the machine's memory.
  static let memoryLimitKiB = 1 << 20

  /// Runs the demo with `arguments`, killing it (SIGKILL) if it has not ended after
  /// `deadline`, with its memory limited to ``memoryLimitKiB``; on a thread of its own (see
  /// ``runDetached(_:)``).
  ///
  /// - Parameters:
  ///   - arguments: The demo's arguments.
  ///   - deadline: How long the run may take.
  /// Runs the demo under `deadline` up to `attempts` times, until a run ends in time: a busy
  /// machine is not taken for a hang. Returns the last run.
  ///
  /// - Parameters:
  ///   - arguments: The demo's arguments.
  ///   - deadline: How long each run may take.
  ///   - attempts: The most runs.
  func run(_ arguments: [String], deadline: Duration, attempts: Int) async throws -> TimedResult {
    var run = try await run(arguments, deadline: deadline)
    var misses = 0
    while run.timedOut, misses + 1 < attempts {
      misses += 1
      run = try await self.run(arguments, deadline: deadline)
    }
    return run
  }

  func run(_ arguments: [String], deadline: Duration) async throws -> TimedResult {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          with: Swift.Result { try runBlocking(arguments, deadline: deadline) })
      }
    }
  }

  private func runBlocking(_ arguments: [String], deadline: Duration) throws -> TimedResult {
    // `exec`: the shell becomes the demo, so the process killed is the demo itself.
    let limit = ["/bin/sh", "-c", "ulimit -v \(Self.memoryLimitKiB); exec \"$@\"", "sh"]
    let clock = ContinuousClock()
    let start = clock.now
    let running = try self.start(arguments, prefix: limit)
    var timedOut = false
    while running.process.isRunning {
      if clock.now - start > deadline {
        timedOut = true
        kill(running.process.processIdentifier, SIGKILL)
        running.process.waitUntilExit()
        break
      }
      usleep(2_000)
    }
    let elapsed = clock.now - start
    return TimedResult(result: running.result(), elapsed: elapsed, timedOut: timedOut)
  }
}
