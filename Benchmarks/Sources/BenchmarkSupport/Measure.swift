import Foundation

/// Runs `body` `iterations` times (after one warm-up run) and returns the median wall time in
/// milliseconds.
public func medianMilliseconds(iterations: Int, _ body: () -> Void) -> Double {
  body()
  var samples: [Double] = []
  samples.reserveCapacity(iterations)
  for _ in 0..<max(1, iterations) {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
  }
  samples.sort()
  return samples[samples.count / 2]
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
