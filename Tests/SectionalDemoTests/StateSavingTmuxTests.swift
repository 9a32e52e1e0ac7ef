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
}
