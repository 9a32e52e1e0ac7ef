import Foundation
import Testing

/// Drives the real, interactive demo in tmux as a person would: keys in, screen out, and the
/// terminal's settings (`stty -g`) exactly as they were after quitting.
@Suite(.serialized) struct InteractiveTmuxTests {
  struct Tmux {
    let session = "sectional-demo-\(UUID().uuidString.prefix(8))"
    let directory: URL

    init() throws {
      directory = FileManager.default.temporaryDirectory.appendingPathComponent(session)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Runs a tmux command through `sh`, with `posix_spawn` and `waitpid` rather than `Process`:
    /// the tmux server that `new-session` starts outlives the command and inherits what the
    /// test process has open, which can leave `Process` waiting forever.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
      let output = directory.appendingPathComponent("tmux-output").path
      let capture = arguments.first == "capture-pane"
      let command = (["tmux", "-L", session, "-f", "/dev/null"] + arguments).map(Self.quote)
        .joined(separator: " ")
      Self.shell(
        command + (capture ? " > \(Self.quote(output))" : " > /dev/null")
          + " 2> /dev/null < /dev/null")
      guard capture else { return "" }
      return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    static func quote(_ argument: String) -> String {
      "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func shell(_ command: String) {
      let strings = ["/bin/sh", "-c", command]
      let arguments: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
      defer {
        for argument in arguments { free(argument) }
      }
      var pid = pid_t()
      let spawned = arguments.withUnsafeBufferPointer { argv -> Int32 in
        guard let base = argv.baseAddress else { return -1 }
        return posix_spawn(&pid, "/bin/sh", nil, nil, base, environ)
      }
      guard spawned == 0 else { return }
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    func start(columns: Int = 90, rows: Int = 30) throws {
      try tmux(["new-session", "-d", "-s", session, "-x", "\(columns)", "-y", "\(rows)", "sh"])
    }

    func type(_ text: String) throws { try tmux(["send-keys", "-t", session, "-l", text]) }
    func press(_ keys: String...) throws { try tmux(["send-keys", "-t", session] + keys) }
    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", session]) }
    func stop() { _ = try? tmux(["kill-server"]) }

    /// Waits until the screen contains `text`, or the time is up.
    func waitFor(_ text: String, seconds: Double = 30) async throws -> Bool {
      let deadline = Date().addingTimeInterval(seconds)
      while Date() < deadline {
        if try screen().contains(text) { return true }
        try await Task.sleep(for: .milliseconds(100))
      }
      return false
    }

    func file(_ name: String) -> String {
      (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
  }

  static var tmuxInstalled: Bool {
    ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].contains {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  @Test func browseEveryScreenAndQuitLeavesTheTerminalAsItWas() async throws {
    try #require(Self.tmuxInstalled, "tmux is required (.ci/run installs it)")
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
    // Settings: log in, see Log Out, back.
    try tmux.press("Down", "Enter")
    #expect(try await tmux.waitFor("Connect Third Party"))
    try tmux.press("Enter")
    #expect(try await tmux.waitFor("Log Out"))
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
    try #require(Self.tmuxInstalled, "tmux is required (.ci/run installs it)")
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

  @Test func aCorruptStateFileIsKeptAsideAndTheWholeMessageShowsAt40Columns() async throws {
    try #require(Self.tmuxInstalled, "tmux is required (.ci/run installs it)")
    let executable = try #require(DemoProcess.executable)
    let tmux = try Tmux()
    let state = tmux.directory.appendingPathComponent("sectional-demo/state.json")
    try FileManager.default.createDirectory(
      at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{ broken".utf8).write(to: state)
    try tmux.start(columns: 40, rows: 20)
    defer { tmux.stop() }
    try tmux.type(
      "XDG_CONFIG_HOME=\(tmux.directory.path) LANG=C.UTF-8 \(executable.path); echo FIN''ISHED\n")
    #expect(try await tmux.waitFor("state.json.bad"))
    let screen = try tmux.screen()
    // The message ends on screen: nothing is cut mid-sentence.
    #expect(screen.contains("defaults."), "\(screen)")
    let kept = URL(fileURLWithPath: state.path + ".bad")
    #expect((try? String(contentsOf: kept, encoding: .utf8)) == "{ broken")
    // Dismiss the message, log in, quit: the new state is saved; the kept file is untouched.
    try tmux.press("Enter")
    #expect(try await tmux.waitFor("Five articles"))
    try tmux.press("Down", "Enter")
    #expect(try await tmux.waitFor("Connect Third Party"))
    try tmux.press("Enter")
    #expect(try await tmux.waitFor("Log Out"))
    try tmux.type("q")
    #expect(try await tmux.waitFor("FINISHED"))
    #expect(try String(contentsOf: state, encoding: .utf8).contains("\"isLoggedIn\" : true"))
    #expect((try? String(contentsOf: kept, encoding: .utf8)) == "{ broken")
  }
}
