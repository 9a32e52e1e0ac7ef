import Foundation
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Buffer/ColorMode.swift.
@Suite struct ColorModeExamples {
  @Test func aModeFromAnArgument() {
    let mode = ColorMode(argument: "always") ?? .auto
    #expect(mode == .always)
    #expect(ColorMode(argument: "sometimes") == nil)
  }
}
