import Foundation
import TestSupport
import Testing

/// Issue 29: in a real terminal (tmux), after each key the terminal's cursor (hidden) is on
/// the focused row, or on the focused button of a pop-up, where screen readers and braille
/// displays that follow the cursor read: at 40×20, 80×24 and 120×40.
@Suite(
  .serialized,
  .enabled(
    if: TmuxAvailability.testsRun,
    "tmux is not installed: these tests drive the demo in a real terminal (.ci/run installs it)"))
struct FocusCursorTmuxTests {
  typealias Tmux = InteractiveTmuxTests.Tmux

  /// Where tmux has the cursor, and the line of the screen there.
  static func cursor(_ tmux: Tmux) throws -> (x: Int, y: Int, line: String) {
    let place = try tmux.display("#{cursor_x},#{cursor_y}").split(separator: ",")
    let x = Int(place.first ?? "") ?? -1
    let y = Int(place.last ?? "") ?? -1
    let lines = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
    return (x, y, lines.indices.contains(y) ? String(lines[y]) : "")
  }

  /// Waits until the cursor's line shows `mark` at column `x` or later, and returns where the
  /// cursor was last seen (looks, not wall time, as `Tmux.waitFor`).
  static func waitForCursor(on mark: String, _ tmux: Tmux) async throws -> (
    x: Int, y: Int, line: String
  ) {
    var seen = try cursor(tmux)
    for _ in 0..<100 {
      if seen.line.contains(mark) { return seen }
      try await Task.sleep(for: .milliseconds(100))
      seen = try cursor(tmux)
    }
    return seen
  }

  @Test(arguments: [(40, 20), (80, 24), (120, 40)])
  func theCursorIsOnTheFocusedRowAfterEachKey(columns: Int, lines: Int) async throws {
    let executable = try #require(DemoProcess.executable)
    let tmux = try Tmux()
    try tmux.tmux([
      "new-session", "-d", "-s", tmux.session, "-x", "\(columns)", "-y", "\(lines)",
      FrameTmuxTests.command(executable, config: tmux.directory),
    ])
    defer { tmux.stop() }
    #expect(try await tmux.waitFor("Five articles", seconds: 30))
    // Home, Animals, a page down, an animal's text, help: the row marker or the focused button.
    let steps: [(key: String, mark: String)] = [
      ("j", "▌Settings"), ("j", "▌Animals"), ("Enter", "▌Red fox"), ("j", "▌Snow leopard"),
      ("PageDown", "▌"), ("End", "▌"), ("Home", "▌Red fox"), ("?", "[>Close<]"),
      ("Escape", "▌Red fox"), ("Escape", "▌Animals"), ("End", "▌Processes"),
    ]
    for step in steps {
      try tmux.press(step.key)
      let seen = try await Self.waitForCursor(on: step.mark, tmux)
      #expect(
        seen.line.contains(step.mark),
        "\(columns)×\(lines), after \(step.key): the cursor is on line \(seen.y): \(seen.line)")
      // At the row's first cell (a card's border), or at the button.
      let column =
        step.mark.hasPrefix("▌")
        ? 0
        : seen.line.distance(
          from: seen.line.startIndex,
          to: seen.line.range(of: step.mark)?.lowerBound ?? seen.line.startIndex)
      #expect(seen.x == column, "\(columns)×\(lines), after \(step.key): column \(seen.x)")
    }
  }
}
