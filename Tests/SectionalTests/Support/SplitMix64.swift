import TestSupport

extension SplitMix64 {
  /// A whole height in 0...limit (whole numbers keep sums exact, so comparisons can be exact).
  mutating func height(_ limit: Int = 100) -> Double {
    Double(Int.random(in: 0...limit, using: &self))
  }
}
