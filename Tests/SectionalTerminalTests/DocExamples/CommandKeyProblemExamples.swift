import Sectional
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/App/CommandKeyProblem.swift.
@Suite struct CommandKeyProblemExamples {
  @Test func aProblemNamesTheScreenTheCommandAndTheKey() {
    let problem = CommandKeyProblem.reserved(
      screen: "Tools", command: "Quit now", key: "q", use: "quits")
    #expect(problem.description.hasPrefix("Tools: the command “Quit now” is bound to q"))
  }
}
