import Foundation
import Testing

@testable import SectionalTerminal

/// A program that crashes while it has the terminal (alternate screen, mouse reporting, hidden
/// cursor, raw mode) gives it back before it dies, and still dies of its own signal with the
/// runtime's crash report.
@Suite(.serialized) struct TTYCrashRestoreTests {
  enum Crash: String, CaseIterable {
    case abort, trap, segfault

    /// The signal the crash raises.
    var signal: Int32 {
      switch self {
      case .abort: SIGABRT
      case .segfault: SIGSEGV
      case .trap:
        #if arch(x86_64) || arch(i386)
          SIGILL
        #else
          SIGTRAP
        #endif
      }
    }
  }

  @Test(arguments: Crash.allCases)
  func aCrashRestoresTheTerminalThenDiesOfItsSignal(crash: Crash) throws {
    let binary = try #require(TmuxSession.checkBinary(), "sectional-terminal-check not built")
    // Without the runtime's backtracer, nothing writes after the handler: the restore sequence
    // is the last thing the terminal gets.
    let outcome = try PseudoTerminalChild.run(
      binary, ["--crash", crash.rawValue], environment: ["SWIFT_BACKTRACE": "enable=no"])
    let output = String(decoding: outcome.output, as: UTF8.self)
    #expect(output.contains("SECTIONAL-CHECK ready"), "the program never drew: \(outcome.error)")
    #expect(output.contains(TerminalModes.enter))
    #expect(
      output.hasSuffix(TerminalModes.leave),
      "the output ends with \(output.suffix(80).debugDescription)")
    #expect(outcome.signal == crash.signal, "status \(String(describing: outcome.status))")
    if crash == .trap {
      #expect(outcome.error.contains("Fatal error"), "\(outcome.error)")
    }
  }

  /// With the Swift runtime's backtracer on (Linux's default), its handler still runs — after
  /// the terminal is restored, so the crash report lands on the shell's screen, readable — and
  /// the process still dies of its signal.
  @Test func theRuntimesCrashReportFollowsTheRestoredTerminal() throws {
    let binary = try #require(TmuxSession.checkBinary(), "sectional-terminal-check not built")
    let outcome = try PseudoTerminalChild.run(
      binary, ["--crash", "abort"],
      environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,symbolicate=off"])
    let output = String(decoding: outcome.output, as: UTF8.self)
    let all = output + outcome.error
    #expect(outcome.signal == SIGABRT, "status \(String(describing: outcome.status))")
    let restored = try #require(output.range(of: TerminalModes.leave), "never restored")
    // Nothing takes the terminal over again after the restore sequence.
    #expect(!output[restored.upperBound...].contains("\u{1B}[?1049h"))
    guard all.contains("Program crashed") else {
      print("TTYCrashRestoreTests: no backtracer in this runtime; its report was not checked")
      return
    }
    // The report, where it went to the terminal, comes after the restore sequence.
    if let report = output.range(of: "Program crashed") {
      #expect(report.lowerBound >= restored.upperBound)
    }
  }
}
