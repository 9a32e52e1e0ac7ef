import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/SectionalTesting/SplitMix64.swift.
@MainActor
@Suite struct SplitMix64Examples {
  /// SplitMix64.swift
  @Test func aSeededGenerator() {
    let seed = UInt64.random(in: 0...UInt64.max)
    var random = SplitMix64(seed: seed)
    let count = Int.random(in: 0..<100, using: &random)  // the same for the same seed
    var again = SplitMix64(seed: seed)
    #expect(Int.random(in: 0..<100, using: &again) == count, "seed \(seed)")
  }
}
