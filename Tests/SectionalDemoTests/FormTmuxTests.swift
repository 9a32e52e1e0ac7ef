import Foundation
import TestSupport
import Testing

/// The sign-in and comment flows in the real, interactive demo, as a person types them
/// (issue 16, "Done when"): at 40×20, 80×24 and 120×40, in colour, with NO_COLOR and with
/// `--ascii`.
@Suite(
  .serialized,
  .enabled(
    if: TmuxAvailability.testsRun,
    "tmux is not installed: these tests drive the demo in a real terminal (.ci/run installs it)"))
struct FormTmuxTests {
  typealias Tmux = InteractiveTmuxTests.Tmux

  /// A terminal to run the flows in.
  struct Terminal: CustomTestStringConvertible, Sendable {
    var width: Int
    var height: Int
    var environment: String
    var arguments: String

    var testDescription: String { "\(width)×\(height) \(environment) \(arguments)" }
  }

  static let terminals = [
    Terminal(width: 40, height: 20, environment: "LANG=C.UTF-8", arguments: ""),
    Terminal(width: 80, height: 24, environment: "LANG=C.UTF-8 NO_COLOR=1", arguments: ""),
    Terminal(width: 120, height: 40, environment: "LANG=C.UTF-8", arguments: "--ascii"),
    Terminal(width: 80, height: 24, environment: "LANG=C.UTF-8", arguments: "--ascii"),
  ]

  func start(_ tmux: Tmux, _ screen: String, in terminal: Terminal) throws {
    let executable = try #require(DemoProcess.executable)
    try tmux.tmux([
      "new-session", "-d", "-s", tmux.session, "-x", "\(terminal.width)", "-y",
      "\(terminal.height)",
      "env XDG_CONFIG_HOME=\(tmux.directory.path) \(terminal.environment) "
        + "\(executable.path) \(screen) \(terminal.arguments)",
    ])
  }

  func expectScreen(
    _ tmux: Tmux, shows text: String, seconds: Double = 10,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let shown = try await tmux.waitFor(text, seconds: seconds)
    #expect(
      shown, "no \"\(text)\" on screen:\n\((try? tmux.screen()) ?? "")",
      sourceLocation: sourceLocation)
  }

  /// Waits until the username's line shows `text` (the footer names usernames too).
  func usernameLine(_ tmux: Tmux, contains text: String) async throws -> Bool {
    for _ in 0..<100 {
      let lines = try tmux.screen().split(separator: "\n")
      if lines.contains(where: { $0.contains("Username") && $0.contains(text) }) { return true }
      try await Task.sleep(for: .milliseconds(100))
    }
    return false
  }

  @Test(arguments: terminals)
  func signInThroughAFailureAndAWrongPassword(in terminal: Terminal) async throws {
    let tmux = try Tmux()
    try start(tmux, "settings", in: terminal)
    defer { tmux.stop() }
    try await expectScreen(tmux, shows: "Log In", seconds: 30)
    try tmux.press("Enter")
    try await expectScreen(tmux, shows: "Demo account")
    // The username has the focus: q and ? are typed, not commands.
    try tmux.type("q?")
    try await expectScreen(tmux, shows: "q?")
    try tmux.press("C-u")
    try tmux.type("off")
    // A resize while typing keeps the text, the caret and the focus.
    try tmux.tmux([
      "resize-window", "-t", tmux.session, "-x", "\(terminal.width + 7)", "-y",
      "\(terminal.height + 3)",
    ])
    try tmux.type("line")
    let typed = try await usernameLine(tmux, contains: "offline")
    #expect(typed, "\((try? tmux.screen()) ?? "")")
    try tmux.press("Enter")
    try tmux.type("x")
    try tmux.press("Enter")
    try await expectScreen(tmux, shows: "Cannot Sign In")
    try tmux.press("Escape")  // Cancel
    try await expectScreen(tmux, shows: "Demo account")
    // Back to the username, which becomes demo; a wrong password is refused under it.
    try tmux.press("BTab", "C-u")
    try tmux.type("demo")
    try tmux.press("Tab", "C-u")
    try tmux.type("wrong")
    try tmux.press("Enter")
    try await expectScreen(tmux, shows: "Wrong username")  // it wraps at 40 columns
    // The password kept the focus: typing replaces it.
    try tmux.press("C-u")
    try tmux.type("sectional")
    try tmux.press("Enter")
    try await expectScreen(tmux, shows: "Log Out")
    #expect(!(try tmux.screen()).contains("Demo account"))
  }

  @Test(arguments: terminals)
  func commentOnAPost(in terminal: Terminal) async throws {
    let tmux = try Tmux()
    try start(tmux, "feed", in: terminal)
    defer { tmux.stop() }
    try await expectScreen(tmux, shows: "Comment", seconds: 30)
    try tmux.press("Right", "Enter")
    try await expectScreen(tmux, shows: "87 earlier comments")
    try tmux.type("Nice light")
    try tmux.press("Enter")
    try await expectScreen(tmux, shows: "you Nice light")
    try tmux.press("Escape")  // editing ends
    try await expectScreen(tmux, shows: "back")
    try tmux.press("Escape")  // back to the feed
    try await expectScreen(tmux, shows: "88 comments")
  }
}
