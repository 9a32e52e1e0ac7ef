import Foundation

/// Runs `body` `iterations` times (after one warm-up run) and returns the median time in
/// milliseconds: the CPU time of this thread (user and system, page faults included), so that
/// other processes on a shared machine do not lengthen it; wall time where there is no such
/// clock, or when the environment sets `SECTIONAL_COMPARE_CLOCK=wall`.
public func medianMilliseconds(iterations: Int, _ body: () -> Void) -> Double {
  body()
  var samples: [Double] = []
  samples.reserveCapacity(iterations)
  for _ in 0..<max(1, iterations) {
    let start = nowNanoseconds()
    body()
    samples.append(Double(nowNanoseconds() - start) / 1_000_000)
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// Runs each of `bodies` `iterations` times, in turns (after one warm-up run of each), and
/// returns each one's median time in milliseconds, on the clock of
/// ``medianMilliseconds(iterations:_:)``.
///
/// A ratio of two figures measured one after the other changes when the machine's speed drifts
/// between them; measured in turns, both see the same drift. Each turn runs the bodies in a new
/// order (a seeded shuffle, the same in every run), so that none always runs first or after the
/// same neighbour, whose leftovers (a cold cache, memory just freed) it would always inherit.
public func interleavedMedianMilliseconds(iterations: Int, _ bodies: [() -> Void]) -> [Double] {
  interleavedMedianMilliseconds(iterations: iterations, prepared: bodies.map { body in { body } })
}

/// Runs each of `bodies` `iterations` times, in turns, as
/// ``interleavedMedianMilliseconds(iterations:_:)`` does, timing only what each preparation
/// returns: `prepare` runs untimed right before (the state a measured step starts from, built
/// fresh each time), and the closure it returns is timed.
public func interleavedMedianMilliseconds(
  iterations: Int, prepared bodies: [() -> () -> Void]
) -> [Double] {
  for prepare in bodies { prepare()() }
  var samples = [[Double]](repeating: [], count: bodies.count)
  var generator = SplitMix64(seed: 0x1D7E_4EAF)
  var order = Array(bodies.indices)
  for _ in 0..<max(1, iterations) {
    order.shuffle(using: &generator)
    for index in order {
      let body = bodies[index]()
      // The closure, and what it captured, live until the clock is read: Swift may release an
      // object right after its last use, which would time the freeing of what the preparation
      // built (a whole content) as part of the step.
      withExtendedLifetime(body) {
        let start = nowNanoseconds()
        body()
        samples[index].append(Double(nowNanoseconds() - start) / 1_000_000)
      }
    }
  }
  return samples.map { times in
    let sorted = times.sorted()
    return sorted[sorted.count / 2]
  }
}

/// Whether ``nowNanoseconds()`` reads the thread's CPU clock.
public let measuresCPUTime: Bool = {
  #if os(Linux)
    ProcessInfo.processInfo.environment["SECTIONAL_COMPARE_CLOCK"] != "wall"
  #else
    false
  #endif
}()

/// Now, on the clock ``medianMilliseconds(iterations:_:)`` uses.
func nowNanoseconds() -> UInt64 {
  #if os(Linux)
    if measuresCPUTime {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
  #endif
  return DispatchTime.now().uptimeNanoseconds
}

/// One comparison line: `SCENARIO sectional_ms=… baseline_ms=… ratio=… key=value…`.
public func comparisonLine(
  _ scenario: String, sectional: Double, baseline: Double,
  extra: KeyValuePairs<String, String> = [:]
) -> String {
  var line = "\(scenario) sectional_ms=\(format(sectional)) baseline_ms=\(format(baseline))"
  line += " ratio=\(format(sectional > 0 ? baseline / sectional : 0))"
  for (key, value) in extra {
    line += " \(key)=\(value)"
  }
  return line
}

/// A number with three significant decimals.
public func format(_ value: Double) -> String {
  String(format: value >= 100 ? "%.1f" : "%.3f", value)
}
