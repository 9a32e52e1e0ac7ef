/// A small, fast, seedable random number generator (SplitMix64): the same seed gives the same
/// numbers on every platform, so a property test replays from the seed it prints and a
/// benchmark measures the same data every run.
///
/// The package's one copy: its tests import it from TestSupport, and the benchmarks' package
/// (which cannot see `package` declarations of this one) compiles this same file through a
/// symbolic link in `Benchmarks/Sources/BenchmarkSupport`.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: The seed; the same seed gives the same numbers.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
