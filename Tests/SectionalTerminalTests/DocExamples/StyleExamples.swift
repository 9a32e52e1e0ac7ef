import Foundation
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Buffer/Style.swift.
@Suite struct StyleExamples {
  @Test func style() {
    var style = Style(foreground: .ansi(1), attributes: [.bold])
    style.attributes.insert(.underline)
    #expect(style.attributes == [.bold, .underline])
    #expect(style.foreground == .ansi(1))
  }
}
