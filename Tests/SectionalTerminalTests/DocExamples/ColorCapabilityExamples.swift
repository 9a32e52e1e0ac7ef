import Foundation
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Buffer/ColorCapability.swift.
@Suite struct ColorCapabilityExamples {
  @Test func resolveFromTheEnvironment() {
    let capability = ColorCapability.resolve(
      mode: .auto, environment: ProcessInfo.processInfo.environment, isTerminal: true)
    let environment = ProcessInfo.processInfo.environment
    let term = environment["TERM"] ?? ""
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || term.isEmpty || term == "dumb"
    #expect((capability == .none) == noColor)
    #expect(
      ColorCapability.resolve(
        mode: .auto, environment: ["TERM": "xterm-256color"], isTerminal: true) == .ansi256)
  }
}
