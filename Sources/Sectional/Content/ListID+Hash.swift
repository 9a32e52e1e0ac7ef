extension ListID {
  /// The keys of ``hash(_:_:)``: random for each process, as `Hasher`'s seed is (they come from
  /// it, so `SWIFT_DETERMINISTIC_HASHING` fixes them too), so that no one can choose ids that
  /// collide in the diff's tables.
  @usableFromInline
  static let hashKeys: (UInt64, UInt64) = {
    var first = Hasher()
    first.combine(0x5EC7_1D01)
    var second = Hasher()
    second.combine(0x5EC7_1D02)
    // The second key is odd, so that multiplying by it loses no bit of an integer id.
    return (
      UInt64(truncatingIfNeeded: first.finalize()),
      UInt64(truncatingIfNeeded: second.finalize()) | 1
    )
  }()

  /// The hash of an integer id, with the process's keys (``hashKeys``).
  ///
  /// - Complexity: Two 64-bit multiplications.
  @inlinable
  static func hash(of value: Int, keys: (UInt64, UInt64)) -> Int {
    // An integer is one word: mixed with the keys by one multiplication, then finished as
    // SplitMix64 finishes its state (shift, multiply, shift), so that sequential integers, and
    // integers that differ only in their high bits, spread over the low bits (the diff's table
    // positions) as random words would, for every process's keys. The two words' fold above
    // leaves some keys sending 4,096 sequential integers to a tenth of 4,096 positions.
    var mixed = (UInt64(bitPattern: Int64(value)) ^ keys.0) &* keys.1
    mixed ^= mixed >> 29
    mixed &*= 0xBF58_476D_1CE4_E5B9
    mixed ^= mixed >> 32
    return Int(truncatingIfNeeded: mixed)
  }

  /// The hash of the two words of an id (a UUID's, or an integer and 0): both words mixed with
  /// the process's keys by one full-width multiplication, whose halves are folded together, so
  /// that every bit of either word reaches the low bits (the diff's table position) and the
  /// high ones (its tag). `SipHash`, which `Hasher` runs, costs ten times as much for a UUID,
  /// and a list of a million rows hashes a million ids on every build.
  ///
  /// - Complexity: One 64 × 64-bit multiplication.
  @inlinable
  static func hash(_ first: UInt64, _ second: UInt64, keys: (UInt64, UInt64)) -> Int {
    // The full-width product of two words is exact: no bit of either is lost before the fold.
    let product = (first ^ keys.0).multipliedFullWidth(by: second ^ keys.1)
    return Int(truncatingIfNeeded: product.high ^ product.low)
  }
}
