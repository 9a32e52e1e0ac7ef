import Foundation
import SectionalTerminal
import Testing

/// The example in the doc comment of `TerminalApp.Options.screenReaderRequested(by:)`.
@MainActor
@Suite struct ScreenReaderExamples {
  @Test func screenReaderFromTheEnvironment() {
    var options = TerminalApp.Options()
    options.screenReader = TerminalApp.Options.screenReaderRequested(
      by: ProcessInfo.processInfo.environment)
    let asked = ProcessInfo.processInfo.environment["SECTIONAL_SCREEN_READER"] ?? ""
    #expect(options.screenReader == !["", "0", "no", "false"].contains(asked.lowercased()))
  }
}
