import Foundation
import TestSupport
import Testing

/// What a real terminal (tmux) shows after scrolling, suspending and resuming equals what
/// `snapshot` prints for the same keys: no glyph shifts a line, no stale cell survives, and a
/// resumed app repaints the whole screen.
@Suite(
  .serialized,
  .enabled(
    if: TmuxAvailability.testsRun,
    "tmux is not installed: these tests drive the demo in a real terminal (.ci/run installs it)"))
struct FrameTmuxTests {
  typealias Tmux = InteractiveTmuxTests.Tmux

  /// The demo's command line for tmux, with a private configuration and no colour (as
  /// `snapshot` runs in these tests). Temporary and build paths hold no spaces.
  static func command(_ executable: URL, config: URL) -> String {
    "env XDG_CONFIG_HOME=\(config.path) LANG=C.UTF-8 NO_COLOR=1 \(executable.path)"
  }

  /// Waits until tmux shows `expected` (both without trailing blanks), reading a "❄️" that
  /// tmux draws in one column, followed by the blank the writer put in its second column, as
  /// the two-column glyph the tables (and `snapshot`) say it is.
  static func waitForScreen(_ tmux: Tmux, equal expected: String, seconds: Double = 10)
    async throws -> String
  {
    let deadline = Date().addingTimeInterval(seconds)
    var shown = ""
    while Date() < deadline {
      shown = try trimmed(tmux.screen()).replacingOccurrences(
        of: "\u{2744}\u{FE0F} ", with: "\u{2744}\u{FE0F}")
      if shown == trimmed(expected) { return shown }
      try await Task.sleep(for: .milliseconds(100))
    }
    return shown
  }

  static func trimmed(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  func snapshot(_ keys: String) throws -> String {
    try DemoProcess().snapshot("home", width: 80, height: 24, keys: keys).output
  }

  /// Issue 11, defect 1: the Feed's "❄️" is one column in tmux and two in the Unicode tables;
  /// scrolling past it used to leave `h   o` at the end of a caption, which Esc carried to
  /// Home. Ctrl-L redraws the whole screen, whatever another program wrote over it.
  @Test func scrollingTheFeedShowsExactlyWhatSnapshotPrints() async throws {
    let executable = try #require(DemoProcess.executable)
    let tmux = try Tmux()
    try tmux.tmux([
      "new-session", "-d", "-s", tmux.session, "-x", "80", "-y", "24",
      Self.command(executable, config: tmux.directory),
    ])
    defer { tmux.stop() }
    #expect(try await tmux.waitFor("Five articles", seconds: 30))  // slow under a full test run
    try tmux.press("j", "j", "j", "Enter")
    let feed = try snapshot("j j j enter")
    // The Feed's first page loads off the main actor: slow under a full test run.
    #expect(try await Self.waitForScreen(tmux, equal: feed, seconds: 30) == Self.trimmed(feed))
    for step in 1...5 {
      try tmux.press("j")
      let keys = "j j j enter " + Array(repeating: "j", count: step).joined(separator: " ")
      let expected = try snapshot(keys)
      let shown = try await Self.waitForScreen(tmux, equal: expected)
      #expect(shown == Self.trimmed(expected), "after \(keys)")
    }
    // The issue's check, to the letter: the final picture (no "❄️" on it) with nothing read
    // differently.
    let final = try snapshot("j j j enter j j j j j")
    #expect(!final.contains("\u{2744}"))
    #expect(try Self.trimmed(tmux.screen()) == Self.trimmed(final))
    // Esc used to carry the leftovers to Home ("…self-sizing detail rowsh   o").
    try tmux.press("Escape")
    let home = try snapshot("j j j enter j j j j j escape")
    var shown = try await Self.waitForScreen(tmux, equal: home)
    #expect(shown == Self.trimmed(home), "after Esc")
    // Ctrl-L redraws the whole screen: what another program wrote over it goes away.
    let tty = tmux.paneTTY()
    try #require(!tty.isEmpty, "tmux did not name the pane's terminal")
    let other = try #require(FileHandle(forWritingAtPath: tty), "cannot write to \(tty)")
    other.write(Data("\u{1B}[5;10HSCRIBBLED OVER".utf8))
    try other.close()
    #expect(try await tmux.waitFor("SCRIBBLED OVER", seconds: 10))
    try tmux.press("C-l")
    shown = try await Self.waitForScreen(tmux, equal: home)
    #expect(shown == Self.trimmed(home), "after Ctrl-L")
  }

  /// Issue 11, defect 15: Ctrl-Z stops the app with the terminal restored; `fg` (and a resume
  /// after `kill -TSTP`) repaints the whole screen; quitting leaves `stty -g` as it was.
  @Test func ctrlZAndKillTSTPSuspendAndFgRepaintsEverything() async throws {
    let bash = "/bin/bash"
    try #require(FileManager.default.isExecutableFile(atPath: bash), "job control needs bash")
    let executable = try #require(DemoProcess.executable)
    let tmux = try Tmux()
    try tmux.tmux([
      "new-session", "-d", "-s", tmux.session, "-x", "80", "-y", "24",
      "\(bash) --norc --noprofile",
    ])
    defer { tmux.stop() }
    let file = { (name: String) in tmux.directory.appendingPathComponent(name).path }
    let pidFile = file("pid")
    try tmux.type(
      "stty -g > \(file("before")); sh -c 'echo $$ > \(pidFile); exec "
        + Self.command(executable, config: tmux.directory) + "'\n")
    #expect(try await tmux.waitFor("Five articles", seconds: 30))  // slow under a full test run
    try tmux.press("j", "j")
    let home = try snapshot("j j")
    #expect(try await Self.waitForScreen(tmux, equal: home) == Self.trimmed(home))

    // A stop from outside (kill -TSTP), then fg: the whole picture again, not only the lines
    // the next frame changes. First, so that the resume is checked even where Ctrl-Z fails.
    let pid = try #require(
      Int32(tmux.file("pid").trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(pid, SIGTSTP) == 0)
    #expect(try await tmux.waitFor("Stopped"))
    try tmux.type("clear; fg\n")
    var shown = try await Self.waitForScreen(tmux, equal: home)
    #expect(shown == Self.trimmed(home), "after kill -TSTP and fg")

    // Ctrl-Z (a byte in raw mode: the app stops itself): the shell is back, with the terminal's
    // settings as before the app started.
    try tmux.press("C-z")
    #expect(try await tmux.waitFor("Stopped"))
    try tmux.type("stty -g > \(file("stopped")); echo SUSP''ENDED\n")
    #expect(try await tmux.waitFor("SUSPENDED"))
    #expect(!tmux.file("before").isEmpty)
    #expect(tmux.file("stopped") == tmux.file("before"))
    try tmux.type("clear; fg\n")
    shown = try await Self.waitForScreen(tmux, equal: home)
    #expect(shown == Self.trimmed(home), "after Ctrl-Z and fg")

    try tmux.type("q")
    try tmux.type("stty -g > \(file("after")); echo FIN''ISHED\n")
    #expect(try await tmux.waitFor("FINISHED"))
    #expect(tmux.file("after") == tmux.file("before"))
  }
}
