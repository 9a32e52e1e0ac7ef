import Sectional
import Testing

/// The example in the doc comment of Sources/Sectional/Screens/ScreenProblem.swift.
@Suite struct ScreenProblemExamples {
  /// ScreenProblem.swift
  @Test func aProblemNamesItsScreen() {
    let problem = ScreenProblem.unstableContent(screen: "InboxScreen", rounds: 8)
    #expect(problem.screen == "InboxScreen")
  }
}
