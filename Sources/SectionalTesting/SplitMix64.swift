/// A small seedable random number generator, so that a property test replays from the seed it
/// prints.
///
/// ```swift
/// let seed = UInt64.random(in: 0...UInt64.max)
/// var random = SplitMix64(seed: seed)
/// let count = Int.random(in: 0..<100, using: &random)  // the same for the same seed
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: The seed; the same seed gives the same numbers.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  ///
  /// - Returns: A value.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
