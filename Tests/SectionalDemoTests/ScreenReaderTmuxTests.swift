import Foundation
import TestSupport
import Testing

/// Issue 29: in a real terminal (tmux), `SECTIONAL_SCREEN_READER=1` draws the interactive demo
/// flat — no box drawing or block elements on any frame — and the status line says where the
/// cursor went after each key.
@Suite(
  .serialized,
  .enabled(
    if: TmuxAvailability.testsRun,
    "tmux is not installed: these tests drive the demo in a real terminal (.ci/run installs it)"))
struct ScreenReaderTmuxTests {
  typealias Tmux = InteractiveTmuxTests.Tmux

  @Test(arguments: [(40, 20), (80, 24)])
  func theDemoIsFlatAndSaysWhereTheCursorIs(columns: Int, lines: Int) async throws {
    let executable = try #require(DemoProcess.executable)
    let tmux = try Tmux()
    try tmux.tmux([
      "new-session", "-d", "-s", tmux.session, "-x", "\(columns)", "-y", "\(lines)",
      "env SECTIONAL_SCREEN_READER=1 "
        + FrameTmuxTests.command(executable, config: tmux.directory),
    ])
    defer { tmux.stop() }
    #expect(try await tmux.waitFor("Five articles", seconds: 30))
    // Home, Animals, an animal, help: what the status line (or the pop-up) says after each.
    let steps: [(key: String, shows: String)] = [
      ("j", "2 of 5, Five articles, rebuilt"), ("j", "3 of 5, Five articles, rebuilt"),
      ("Enter", "1 of 9"), ("j", "2 of 9"), ("?", "[>Close<]"), ("Escape", "Snow leopard"),
    ]
    for step in steps {
      try tmux.press(step.key)
      let found = try await tmux.waitFor(step.shows, seconds: 10)
      let screen = try tmux.screen()
      #expect(found, "\(columns)×\(lines), after \(step.key):\n\(screen)")
      let decorative = screen.unicodeScalars.filter { (0x2500...0x259F).contains($0.value) }
      #expect(decorative.isEmpty, "\(columns)×\(lines), after \(step.key):\n\(screen)")
    }
  }
}
