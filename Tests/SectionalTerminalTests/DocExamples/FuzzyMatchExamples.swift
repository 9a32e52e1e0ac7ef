import SectionalTerminal
import TestSupport
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Text/FuzzyMatch.swift.
@Suite struct FuzzyMatchExamples {
  @Test func matchedPositions() {
    let values = collect {
      let match = FuzzyMatch("stal", in: "Stage all")
      match?.positions  // [0, 1, 6, 7]: "st" and "al", at the starts of the words
    }
    #expect(values.map { $0 as? [Int] } == [[0, 1, 6, 7]])
  }
}
