import Foundation
import Testing

@testable import SectionalTerminal

/// A program that gets a signal whose default action ends it, while it has the terminal
/// (alternate screen, mouse reporting, hidden cursor, raw mode), gives the terminal back, then
/// dies of that signal (issue 31, item 4). A signal the program was started ignoring stays
/// ignored: it neither ends the program nor gives the terminal back.
@Suite(.serialized, .timeLimit(.minutes(1))) struct TTYSignalRestoreTests {
  /// Every catchable signal whose default action ends the process, crashes aside
  /// (`TTYCrashRestoreTests`), named for the failure messages.
  static let signals: [Int32] = {
    var list = [
      SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF,
      SIGXCPU, SIGXFSZ, SIGSYS,
    ]
    #if os(Linux)
      list += [
        SIGSTKFLT, SIGIO, SIGPWR, __libc_current_sigrtmin(), __libc_current_sigrtmin() + 1,
        __libc_current_sigrtmax(),
      ]
    #endif
    return list
  }()

  static func name(_ number: Int32) -> String {
    "\(String(cString: strsignal(number))) (\(number))"
  }

  /// Runs sectional-terminal-check with `arguments`, and expects it to have given the
  /// terminal back last and died of signal `number`.
  ///
  /// - Returns: What it wrote to the terminal.
  func runUntilKilled(_ arguments: [String], by number: Int32) throws -> String {
    let binary = try #require(TmuxSession.checkBinary(), "sectional-terminal-check not built")
    let outcome = try PseudoTerminalChild.run(binary, arguments)
    let output = String(decoding: outcome.output, as: UTF8.self)
    let name = Self.name(number)
    #expect(output.contains("SECTIONAL-CHECK ready"), "\(name): never drew: \(outcome.error)")
    #expect(
      output.hasSuffix(TerminalModes.leave),
      "\(name): the output ends with \(output.suffix(80).debugDescription)")
    let ending =
      "signal \(String(describing: outcome.signal)), status \(String(describing: outcome.status))"
    #expect(outcome.signal == number, "\(name): \(ending)")
    return output
  }

  @Test(arguments: signals)
  func aTerminatingSignalRestoresTheTerminalThenEndsTheProgram(number: Int32) throws {
    _ = try runUntilKilled(["--signal", "\(number)"], by: number)
  }

  /// With last work to do (`onTerminatingSignal`: a save), a terminating signal waits for it,
  /// then gives the terminal back (the output ends with that) and ends the program with the
  /// signal still.
  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func aTerminatingSignalWaitsForTheLastWork(number: Int32) throws {
    let output = try runUntilKilled(["--last-work", "--signal", "\(number)"], by: number)
    #expect(
      output.contains("SECTIONAL-CHECK last work done"),
      "\(Self.name(number)): the last work was not done: \(output.suffix(200).debugDescription)")
  }

  /// `nohup` ignores SIGHUP for the program it runs; a shell ignores SIGINT for a job in the
  /// background of a script: the program keeps running, in the terminal it took.
  @Test(arguments: [SIGHUP, SIGINT, SIGUSR1])
  func anIgnoredSignalStaysIgnored(number: Int32) throws {
    let binary = try #require(TmuxSession.checkBinary(), "sectional-terminal-check not built")
    let outcome = try PseudoTerminalChild.run(
      binary, ["--ignore", "\(number)", "--signal", "\(number)"])
    let output = String(decoding: outcome.output, as: UTF8.self)
    let name = Self.name(number)
    #expect(outcome.status == 0, "\(name): signal \(String(describing: outcome.signal))")
    // Given back once, as it quit: not by the signal as well.
    let restores = output.components(separatedBy: TerminalModes.leave).count - 1
    #expect(restores == 1, "\(name): restored \(restores) times")
  }
}
