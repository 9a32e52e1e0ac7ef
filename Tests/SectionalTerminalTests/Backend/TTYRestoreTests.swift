import Foundation
import TestSupport
import Testing

@testable import SectionalTerminal

/// Runs `sectional-terminal-check` in a real pseudo-terminal under tmux and checks that the
/// terminal's `stty -g` state is the same before and after quitting with q, Ctrl-C and SIGTERM.
@Suite(.serialized) struct TTYRestoreTests {
  @Test func notATerminalIsATypedError() {
    let devNull = open("/dev/null", O_RDWR)
    defer { close(devNull) }
    #expect(throws: TerminalError.notATerminal(fileDescriptor: devNull)) {
      _ = try TTYTerminal(input: devNull, output: devNull)
    }
  }

  enum Quit: String, CaseIterable {
    case q, controlC, sigterm
  }

  @Test(
    .enabled(
      if: TmuxAvailability.testsRun,
      "tmux is not installed: this test runs the check program in a real terminal (.ci/run installs it)"
    ),
    arguments: Quit.allCases)
  func theTerminalIsRestoredExactly(quit: Quit) throws {
    let binary = try #require(TmuxSession.checkBinary(), "sectional-terminal-check not built")
    let session = try TmuxSession(tmux: TmuxAvailability.executable, binary: binary)
    defer { session.close() }

    try session.waitFor("the frame") { session.capture().contains("SECTIONAL-CHECK ready") }
    let before = try session.file("before")
    #expect(session.liveState() != before, "the check program did not enter raw mode")
    let pid = try #require(Int32(session.file("pid").trimmingCharacters(in: .whitespaces)))

    switch quit {
    case .q: session.sendKeys("q")
    case .controlC: session.sendKeys("C-c")
    case .sigterm: kill(pid, SIGTERM)
    }
    try session.waitFor("the program to exit") { (try? session.file("after")) != nil }
    #expect(try session.file("after") == before)
    let status = try session.file("status")
    #expect(status == (quit == .sigterm ? "143" : "0"))
    #expect(!session.capture().contains("SECTIONAL-CHECK ready"), "alternate screen not left")
  }
}

/// A private tmux server running the check program between two `stty -g` snapshots.
struct TmuxSession {
  let tmux: String
  let socket = "sectional-test-\(UUID().uuidString.prefix(8))"
  let directory: URL

  /// The check program, built next to the test bundle.
  static func checkBinary() -> String? {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent())
    }
    for bundle in Bundle.allBundles {
      candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug"))
    return candidates.map { $0.appendingPathComponent("sectional-terminal-check").path }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  init(tmux: String, binary: String) throws {
    self.tmux = tmux
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.path
    let script =
      "stty -g > \(path)/before; \(binary) --pid-file \(path)/pid; echo $? > \(path)/status; "
      + "stty -g > \(path)/after.tmp; mv \(path)/after.tmp \(path)/after; sleep 60"
    // The server this starts outlives the command: it must not inherit an output pipe.
    run(["new-session", "-d", "-x", "80", "-y", "24", "sh", "-c", script], capture: false)
  }

  /// Runs `tmux` with `arguments` through `sh` and returns its standard output.
  ///
  /// Uses `posix_spawn` and `waitpid` rather than `Process`: the tmux server that `new-session`
  /// starts outlives the command and would keep an output pipe open forever.
  @discardableResult
  func run(_ arguments: [String], capture: Bool = true) -> String {
    let quoted = ([tmux, "-L", socket, "-f", "/dev/null"] + arguments).map(shellQuoted)
    let output = directory.appendingPathComponent("tmux-output").path
    let redirect = capture ? "> \(shellQuoted(output))" : "> /dev/null"
    runShell(quoted.joined(separator: " ") + " \(redirect) 2> /dev/null < /dev/null")
    guard capture else { return "" }
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }

  func capture() -> String { run(["capture-pane", "-p"]) }

  func sendKeys(_ keys: String) { run(["send-keys", keys]) }

  /// `stty -g` of the pane's terminal right now.
  func liveState() -> String {
    let tty = run(["display-message", "-p", "#{pane_tty}"]).trimmingCharacters(in: .newlines)
    let output = directory.appendingPathComponent("live").path
    runShell("stty -g < \(shellQuoted(tty)) > \(shellQuoted(output))")
    return ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
      .trimmingCharacters(in: .newlines)
  }

  func file(_ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      .trimmingCharacters(in: .newlines)
  }

  struct Timeout: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out waiting for \(what)" }
  }

  func waitFor(_ what: String, _ condition: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(20)
    while !condition() {
      guard Date() < deadline else { throw Timeout(what: what) }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  func close() {
    run(["kill-server"])
    try? FileManager.default.removeItem(at: directory)
  }
}
