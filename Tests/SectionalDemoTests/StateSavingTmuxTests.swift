import Foundation
import TestSupport
import Testing

/// Issue 20's defects in how the interactive demo saves its state: where it goes (the XDG base
/// directory rules) and what the user is told when it cannot be saved. Each drives the demo in
/// tmux, where it saves (`snapshot` never does).
@Suite(
  .serialized,
  .enabled(
    if: TmuxAvailability.testsRun,
    "tmux is not installed: these tests drive the demo in a real terminal (.ci/run installs it)"))
struct StateSavingTmuxTests {
  typealias Tmux = InteractiveTmuxTests.Tmux

  /// Starts the demo's Settings screen in `folder` (its working directory) with `environment`
  /// (`env`'s arguments, which may unset variables with `-u NAME`).
  func start(_ tmux: Tmux, in folder: URL, environment: String) throws {
    let executable = try #require(DemoProcess.executable)
    try tmux.tmux([
      "new-session", "-d", "-s", tmux.session, "-x", "120", "-y", "30",
      "cd \(shellQuoted(folder.path)) && env \(environment) LANG=C.UTF-8 NO_COLOR=1 "
        + "\(shellQuoted(executable.path)) settings",
    ])
  }

  /// Connects the third party on the Settings screen, which saves the state. (Logging in
  /// saves too, through the Sign In form: FormTmuxTests signs in.)
  func saveAChange(_ tmux: Tmux) async throws {
    #expect(try await tmux.waitFor("Connect Third Party", seconds: 30))
    try tmux.press("Down", "Enter")
    #expect(try await tmux.waitFor("Third Party Log Out", seconds: 10))
  }

  /// Waits, a tenth of a second at a time, until `url` exists.
  func waitForFile(_ url: URL, seconds: Double = 10) async throws -> Bool {
    for _ in 0..<Int(seconds * 10) {
      if FileManager.default.fileExists(atPath: url.path) { return true }
      try await Task.sleep(for: .milliseconds(100))
    }
    return FileManager.default.fileExists(atPath: url.path)
  }

  /// Item 6: with the configuration folder's place taken by a plain file, a change (then: Log
  /// In, which showed "Log Out") held, quitting exited 0 and the next start had lost it, and
  /// nothing said so.
  /// The failed save is reported when it fails, naming the file and the reason.
  @Test func aSaveThatFailsIsReportedWhenItFails() async throws {
    let tmux = try Tmux()
    try Data("not a folder".utf8).write(
      to: tmux.directory.appendingPathComponent("sectional-demo"))
    try start(tmux, in: tmux.directory, environment: "XDG_CONFIG_HOME=\(tmux.directory.path)")
    defer { tmux.stop() }
    try await saveAChange(tmux)
    let shown = try await tmux.waitFor("not saved", seconds: 10)
    let screen = try tmux.screen()
    #expect(shown, "no message says the change was not saved:\n\(screen)")
    // The alert's text, its lines joined: what lies between the box's two borders.
    let flat = screen.split(separator: "\n").compactMap { line -> String? in
      guard let first = line.firstIndex(of: "│"), let last = line.lastIndex(of: "│"), first < last
      else { return nil }
      return line[line.index(after: first)..<last].trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
    #expect(flat.contains("state.json"), "\(screen)")
    #expect(flat.contains("is a file, not a folder"), "\(screen)")
  }

  /// Item 7: with `XDG_CONFIG_HOME` unset, the state went to the passwd entry's home and not to
  /// `$HOME`.
  @Test func withoutXDGConfigHomeTheStateGoesUnderHome() async throws {
    let tmux = try Tmux()
    let home = tmux.directory.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try start(tmux, in: tmux.directory, environment: "-u XDG_CONFIG_HOME HOME=\(home.path)")
    defer { tmux.stop() }
    try await saveAChange(tmux)
    let state = home.appendingPathComponent(".config/sectional-demo/state.json")
    #expect(try await waitForFile(state), "nothing saved in \(state.path)")
  }

  /// Item 7: a relative `XDG_CONFIG_HOME` is ignored, as the XDG rules say; it made the demo
  /// write `./rel/sectional-demo/state.json` in whatever folder it was started from.
  @Test func aRelativeXDGConfigHomeIsIgnored() async throws {
    let tmux = try Tmux()
    let home = tmux.directory.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try start(tmux, in: tmux.directory, environment: "XDG_CONFIG_HOME=rel HOME=\(home.path)")
    defer { tmux.stop() }
    try await saveAChange(tmux)
    let state = home.appendingPathComponent(".config/sectional-demo/state.json")
    #expect(try await waitForFile(state), "nothing saved in \(state.path)")
    let relative = tmux.directory.appendingPathComponent("rel")
    #expect(!FileManager.default.fileExists(atPath: relative.path))
  }

  /// Issue 31: a change, then SIGTERM at once (a logout, a `kill` from a script) lost the
  /// change: the state was being saved off the main actor, and the signal ended the demo
  /// before the save did. The demo now finishes a pending save before it dies of the signal,
  /// with the signal's exit status still.
  ///
  /// A state file of a hundred thousand liked posts makes each save take long enough for the
  /// signal to come while it is under way: the test waits until the change shows (so that it
  /// was made), then sends SIGTERM without waiting further.
  @Test func aChangeMadeRightBeforeSIGTERMIsKept() async throws {
    let executable = try #require(DemoProcess.executable)
    let tmux = try Tmux()
    let folder = tmux.directory.path
    let configuration = tmux.directory.appendingPathComponent("sectional-demo")
    try FileManager.default.createDirectory(at: configuration, withIntermediateDirectories: true)
    let liked = (0..<100_000).map { "\"post-\($0)\"" }.joined(separator: ",")
    let state = configuration.appendingPathComponent("state.json")
    try Data(#"{"likedPosts": [\#(liked)]}"#.utf8).write(to: state)
    // `exec`: the shell's child is the demo itself, whose process id the child writes first.
    let script =
      "XDG_CONFIG_HOME=\(folder) LANG=C.UTF-8 NO_COLOR=1 "
      + "sh -c 'echo $$ > \(folder)/pid; exec \(executable.path) settings'; "
      + "echo STATUS=$?; echo FIN''ISHED; sleep 600"
    try tmux.tmux([
      "new-session", "-d", "-s", tmux.session, "-x", "120", "-y", "30", "sh", "-c", script,
    ])
    defer { tmux.stop() }
    #expect(try await tmux.waitFor("Connect Third Party", seconds: 60))
    let pid = try #require(Int32(tmux.file("pid").trimmingCharacters(in: .whitespacesAndNewlines)))
    try tmux.press("Down", "Enter")
    // Looks as often as it can: the signal must come while the save is under way.
    var shown = false
    for _ in 0..<2_000 where !shown {
      shown = try tmux.screen().contains("Third Party Log Out")
    }
    try #require(shown, "the change never showed:\n\((try? tmux.screen()) ?? "")")
    #expect(kill(pid, SIGTERM) == 0)
    #expect(try await tmux.waitFor("FINISHED", seconds: 30), "\((try? tmux.screen()) ?? "")")
    let screen = try tmux.screen()
    #expect(screen.contains("STATUS=\(128 + SIGTERM)"), "\(screen)")
    // A fresh run shows the change.
    let after = try DemoProcess().snapshot(
      "settings", width: 120, height: 30, extra: ["--state", state.path])
    #expect(after.output.contains("Third Party Log Out"), "\(after.output)\n\(after.error)")
  }
}
