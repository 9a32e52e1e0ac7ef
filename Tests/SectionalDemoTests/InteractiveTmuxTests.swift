import Foundation
import TestSupport
import Testing

/// Drives the real, interactive demo in tmux as a person would: keys in, screen out, and the
/// terminal's settings (`stty -g`) exactly as they were after quitting.
@Suite(
  .serialized,
  .enabled(
    if: TmuxAvailability.testsRun,
    "tmux is not installed: these tests drive the demo in a real terminal (.ci/run installs it)"))
struct InteractiveTmuxTests {
  struct Tmux {
    let session = "sectional-demo-\(UUID().uuidString.prefix(8))"
    let directory: URL

    init() throws {
      directory = FileManager.default.temporaryDirectory.appendingPathComponent(session)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Runs a tmux command on this test's own server; returns what `capture-pane` or
    /// `display-message` printed.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
      let output = directory.appendingPathComponent("tmux-output").path
      let capture = ["capture-pane", "display-message"].contains(arguments.first)
      let command = ([TmuxAvailability.executable, "-L", session, "-f", "/dev/null"] + arguments)
        .map(shellQuoted).joined(separator: " ")
      runShell(
        command + (capture ? " > \(shellQuoted(output))" : " > /dev/null")
          + " 2> /dev/null < /dev/null")
      guard capture else { return "" }
      return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    func start() throws {
      try tmux(["new-session", "-d", "-s", session, "-x", "90", "-y", "30", "sh"])
    }

    func type(_ text: String) throws { try tmux(["send-keys", "-t", session, "-l", text]) }
    func press(_ keys: String...) throws { try tmux(["send-keys", "-t", session] + keys) }
    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", session]) }
    /// The pane's `format` (`#{alternate_on}`) as tmux expands it, without the line break.
    func display(_ format: String) throws -> String {
      try tmux(["display-message", "-p", "-t", session, format])
        .trimmingCharacters(in: .newlines)
    }
    func stop() { _ = try? tmux(["kill-server"]) }

    /// Waits until the screen contains `text`, looking every tenth of a second, `seconds × 10`
    /// times. It counts looks, not wall time: when other tests keep Swift Testing's few shared
    /// threads busy, a sleep can last much longer than asked, and a deadline would pass before
    /// the screen was looked at again.
    func waitFor(_ text: String, seconds: Double = 30) async throws -> Bool {
      for _ in 0..<Int(seconds * 10) {
        if try screen().contains(text) { return true }
        try await Task.sleep(for: .milliseconds(100))
      }
      return try screen().contains(text)
    }

    func file(_ name: String) -> String {
      (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
  }

  @Test func browseEveryScreenAndQuitLeavesTheTerminalAsItWas() async throws {
    let executable = try #require(DemoProcess.executable)
    let tmux = try Tmux()
    try tmux.start()
    defer { tmux.stop() }
    let before = tmux.directory.appendingPathComponent("before").path
    let after = tmux.directory.appendingPathComponent("after").path
    try tmux.type(
      "stty -g > \(before); XDG_CONFIG_HOME=\(tmux.directory.path) LANG=C.UTF-8 \(executable.path); stty -g > \(after); echo FIN''ISHED\n"
    )
    #expect(try await tmux.waitFor("Five articles"))
    // About, then back.
    try tmux.press("Enter")
    #expect(try await tmux.waitFor("See the code on GitHub"))
    try tmux.press("Escape")
    #expect(try await tmux.waitFor("Five articles"))
    // Settings: connect the third party, see its Log Out, back. (FormTmuxTests signs in.)
    try tmux.press("Down", "Enter")
    #expect(try await tmux.waitFor("Connect Third Party"))
    try tmux.press("Down", "Enter")
    #expect(try await tmux.waitFor("Third Party Log Out"))
    try tmux.press("Escape", "Down", "Enter")
    #expect(try await tmux.waitFor("Vulpes vulpes"))
    try tmux.press("Enter")
    #expect(try await tmux.waitFor("Text by"))
    try tmux.press("Escape", "Escape", "Down", "Enter")
    #expect(try await tmux.waitFor("likes"))
    try tmux.press("Escape", "Down", "Enter")
    #expect(try await tmux.waitFor("Heart rate"))
    try tmux.press("Left")
    #expect(try await tmux.waitFor("Nov 14"))
    try tmux.type("?")
    #expect(try await tmux.waitFor("Keys"))
    try tmux.type("x")
    try tmux.type("q")
    #expect(try await tmux.waitFor("FINISHED"))
    #expect(!tmux.file("before").isEmpty)
    #expect(tmux.file("before") == tmux.file("after"))
  }

  @Test(arguments: ["C-c", "TERM"])
  func interruptAndTerminateRestoreTheTerminal(how: String) async throws {
    let executable = try #require(DemoProcess.executable)
    let tmux = try Tmux()
    try tmux.start()
    defer { tmux.stop() }
    let before = tmux.directory.appendingPathComponent("before").path
    let after = tmux.directory.appendingPathComponent("after").path
    let pidFile = tmux.directory.appendingPathComponent("pid").path
    try tmux.type(
      "stty -g > \(before); XDG_CONFIG_HOME=\(tmux.directory.path) sh -c 'echo $$ > \(pidFile); exec \(executable.path)'; stty -g > \(after); echo FIN''ISHED\n"
    )
    #expect(try await tmux.waitFor("Five articles"))
    if how == "TERM" {
      let pid = try #require(
        Int32(tmux.file("pid").trimmingCharacters(in: .whitespacesAndNewlines)))
      #expect(kill(pid, SIGTERM) == 0)
    } else {
      try tmux.press("C-c")
    }
    #expect(try await tmux.waitFor("FINISHED"))
    #expect(!tmux.file("before").isEmpty)
    #expect(tmux.file("before") == tmux.file("after"))
  }
}
