import Foundation
import TestSupport
import Testing

/// Ctrl-Z, `fg`, then quitting, from bash's job control in tmux: the shell gets its own screen
/// back every time. The defect showed one run in two, so the test suspends and resumes several
/// times.
@Suite(
  .serialized,
  .enabled(
    if: TmuxAvailability.testsRun,
    "tmux is not installed: these tests drive the demo in a real terminal (.ci/run installs it)"))
struct SuspendTmuxTests {
  typealias Tmux = InteractiveTmuxTests.Tmux

  static var bash: String? {
    ["/bin/bash", "/usr/bin/bash", "/usr/local/bin/bash", "/opt/homebrew/bin/bash"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  @Test func suspendResumeAndQuitLeaveTheShellItsScreen() async throws {
    let bash = try #require(Self.bash, "bash is required for job control")
    let executable = try #require(DemoProcess.executable)
    let tmux = try Tmux()
    try tmux.tmux([
      "new-session", "-d", "-s", tmux.session, "-x", "80", "-y", "24",
      "env PS1='READY$ ' \(bash) --norc --noprofile -i",
    ])
    defer { tmux.stop() }
    #expect(try await tmux.waitFor("READY$"))
    for run in 1...8 {
      try tmux.type(
        "clear; XDG_CONFIG_HOME=\(tmux.directory.path) LANG=C.UTF-8 NO_COLOR=1 \(executable.path)\n"
      )
      #expect(try await tmux.waitFor("Five articles"), "run \(run)")
      // As fast as a person types them: the cursor moves, and the app stops at once.
      try tmux.press("j", "C-z")
      #expect(try await tmux.waitFor("Stopped"), "run \(run): \((try? tmux.screen()) ?? "")")
      try tmux.type("fg\n")
      try tmux.press("j")
      try tmux.type("q")
      // The shell is back when its prompt ends the screen again (after the demo's command).
      var screen = ""
      for _ in 0..<300 {
        screen = try tmux.screen()
        let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        if lines.count > 2, lines.last?.hasSuffix("READY$") == true { break }
        try await Task.sleep(for: .milliseconds(100))
      }
      // The shell's own lines, not a frame of the app's with the prompt glued to its footer.
      #expect(!screen.contains("Five articles"), "run \(run):\n\(screen)")
      #expect(!screen.contains("q quit"), "run \(run):\n\(screen)")
      #expect(screen.contains("READY$ fg"), "run \(run):\n\(screen)")
    }
  }
  @Test func ctrlZWithoutJobControlKeepsTheAppOnScreenAndTakingKeys() async throws {
    let executable = try #require(DemoProcess.executable)
    let tmux = try Tmux()
    // tmux runs the demo as a session leader: its process group is orphaned and cannot stop.
    try tmux.tmux([
      "new-session", "-d", "-s", tmux.session, "-x", "80", "-y", "24",
      "XDG_CONFIG_HOME=\(tmux.directory.path) LANG=C.UTF-8 NO_COLOR=1 \(executable.path) animals",
    ])
    defer { tmux.stop() }
    #expect(try await tmux.waitFor("Red fox"))
    try tmux.press("C-z")
    // Before: the app left the alternate screen (the pane went blank) and read keys unseen.
    for _ in 0..<20 {
      let screen = try tmux.screen()
      #expect(screen.contains("Red fox"), "\(screen)")
      if !screen.contains("Red fox") { break }
      try await Task.sleep(for: .milliseconds(50))
    }
    try tmux.type("/fox")
    #expect(try await tmux.waitFor("/fox"), "\((try? tmux.screen()) ?? "")")
  }
}
