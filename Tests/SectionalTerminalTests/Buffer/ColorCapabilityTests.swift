import Testing

@testable import SectionalTerminal

@Suite struct ColorCapabilityTests {
  func resolve(_ mode: ColorMode, _ environment: [String: String], tty: Bool = true)
    -> ColorCapability
  {
    ColorCapability.resolve(mode: mode, environment: environment, isTerminal: tty)
  }

  @Test func autoDetectsFromColortermAndTerm() {
    #expect(resolve(.auto, ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .truecolor)
    #expect(resolve(.auto, ["TERM": "xterm", "COLORTERM": "24bit"]) == .truecolor)
    #expect(resolve(.auto, ["TERM": "xterm-direct"]) == .truecolor)
    #expect(resolve(.auto, ["TERM": "screen-256color"]) == .ansi256)
    #expect(resolve(.auto, ["TERM": "xterm"]) == .ansi16)
    #expect(resolve(.auto, ["TERM": "linux"]) == .ansi16)
  }

  @Test func autoIsColourlessWithNoColorDumbOrNoTerminal() {
    #expect(resolve(.auto, ["TERM": "xterm-256color", "NO_COLOR": "1"]) == .none)
    #expect(resolve(.auto, ["TERM": "xterm-256color", "NO_COLOR": ""]) == .ansi256)
    #expect(resolve(.auto, ["TERM": "dumb"]) == .none)
    #expect(resolve(.auto, [:]) == .none)
    #expect(resolve(.auto, ["TERM": "xterm-256color"], tty: false) == .none)
  }

  @Test func alwaysAndNeverOverrideTheEnvironment() {
    #expect(resolve(.always, ["NO_COLOR": "1"], tty: false) == .ansi16)
    #expect(resolve(.always, ["TERM": "xterm-256color", "NO_COLOR": "1"], tty: false) == .ansi256)
    #expect(resolve(.never, ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .none)
  }

  @Test func modesParseFromArguments() {
    #expect(ColorMode(argument: "ALWAYS") == .always)
    #expect(ColorMode(argument: "never") == .never)
    #expect(ColorMode(argument: "sometimes") == nil)
  }
}
