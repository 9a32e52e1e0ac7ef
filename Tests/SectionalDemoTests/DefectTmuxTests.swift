import Foundation
import TestSupport
import Testing

/// Issue 11's defects that only a real terminal shows: mouse clicks, the locale, and a corrupt
/// state file met when the interactive demo starts. Each drives the demo in tmux as a person
/// would (`snapshot` takes no clicks, never reads the locale and never reads the saved state).
@Suite(
  .serialized,
  .enabled(
    if: TmuxAvailability.testsRun,
    "tmux is not installed: these tests drive the demo in a real terminal (.ci/run installs it)"))
struct DefectTmuxTests {
  typealias Tmux = InteractiveTmuxTests.Tmux

  /// Starts the demo in a new tmux session of the given size, with a private configuration,
  /// the variables in `unset` removed and `environment` set (`env`'s arguments). Temporary and
  /// build paths hold no spaces.
  func start(
    _ tmux: Tmux, screen: String = "", width: Int = 80, height: Int = 24,
    unset: [String] = [], environment: String = "LANG=C.UTF-8 NO_COLOR=1"
  ) throws {
    let executable = try #require(DemoProcess.executable)
    try tmux.tmux([
      "new-session", "-d", "-s", tmux.session, "-x", "\(width)", "-y", "\(height)",
      "env " + unset.map { "-u \($0) " }.joined()
        + "XDG_CONFIG_HOME=\(tmux.directory.path) \(environment) \(executable.path) \(screen)",
    ])
  }

  /// Defect 4: after clicking Nov 13 and pressing ←, the title said Nov 12 while the highlight
  /// stayed on Nov 13. The highlight (reverse video) is read from tmux with its attributes.
  @Test func clickingADayThenLeftMovesTheHighlightWithTheTitle() async throws {
    let tmux = try Tmux()
    // Colour on: the highlight is reverse video.
    try start(tmux, screen: "day", environment: "LANG=C.UTF-8")
    defer { tmux.stop() }
    #expect(try await tmux.waitFor("Day — Nov 15", seconds: 30))  // slow under a full test run
    let day = try #require(
      try tmux.position(of: "Nov 13"), "no Nov 13 in\n\((try? tmux.screen()) ?? "")")
    try tmux.click(x: day.x + 1, y: day.y)
    #expect(try await tmux.waitFor("Day — Nov 13", seconds: 10))
    try tmux.press("Left")
    #expect(try await tmux.waitFor("Day — Nov 12", seconds: 10))
    let lines = try tmux.screenWithAttributes().split(
      separator: "\n", omittingEmptySubsequences: false)
    let highlighted = reversedRuns(lines[day.y]).joined(separator: " ")
    #expect(highlighted.contains("Nov 12"), "highlighted: \(highlighted)")
    #expect(!highlighted.contains("Nov 13"), "highlighted: \(highlighted)")
  }

  /// Defect 17: clicking the "‹ Sectional demo" back label did nothing.
  @Test func clickingTheBackLabelGoesBack() async throws {
    let tmux = try Tmux()
    try start(tmux)
    defer { tmux.stop() }
    #expect(try await tmux.waitFor("Five articles", seconds: 30))
    try tmux.press("Enter")
    #expect(try await tmux.waitFor("See the code on GitHub", seconds: 10))
    let label = try #require(try tmux.position(of: "Sectional demo"))
    #expect(label.y == 0)
    try tmux.click(x: label.x + 2, y: label.y)
    let back = try await tmux.waitFor("Five articles", seconds: 10)
    #expect(back, "\((try? tmux.screen()) ?? "")")
  }

  /// Defect 12: with `LANG=C` the demo still printed `—`, `←/→`, `§` and the sleep sparkline.
  @Test func aNonUTF8LocaleShowsOnlyASCII() async throws {
    let tmux = try Tmux()
    try start(
      tmux, screen: "day", unset: ["LC_ALL", "LC_CTYPE"], environment: "LANG=C NO_COLOR=1")
    defer { tmux.stop() }
    #expect(try await tmux.waitFor("Nov 15", seconds: 30))
    for keys in [[], ["?"]] {
      if !keys.isEmpty {
        try tmux.type(keys.joined())
        #expect(try await tmux.waitFor("Keys", seconds: 10))
      }
      let screen = try tmux.screen()
      let bad = screen.unicodeScalars.filter { !$0.isASCII }
      #expect(bad.isEmpty, "\(keys): \(String(String.UnicodeScalarView(bad)))\n\(screen)")
    }
  }

  /// Defect 13: at 40 columns a corrupt state.json gave a toast cut mid-sentence, and the file
  /// was overwritten silently. The message must be whole and say where the file was kept, and
  /// the kept file must survive the next save.
  @Test func aCorruptStateFileIsKeptAsideAndTheMessageSaysWhere() async throws {
    let tmux = try Tmux()
    let folder = tmux.directory.appendingPathComponent("sectional-demo")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let state = folder.appendingPathComponent("state.json")
    let kept = folder.appendingPathComponent("state.json.bad")
    try Data("{ broken".utf8).write(to: state)
    try start(tmux, width: 40, height: 20)
    defer { tmux.stop() }
    #expect(try await tmux.waitFor("Sectional demo", seconds: 30))
    let shown = try await tmux.waitFor("state.json.bad", seconds: 5)
    #expect(shown, "the message does not say where the file went:\n\((try? tmux.screen()) ?? "")")
    #expect((try? String(contentsOf: kept, encoding: .utf8)) == "{ broken")
    // Connect the third party, which saves the state: the kept file is left alone.
    try tmux.press("Escape")
    // A key right after Esc would read as Alt+key: wait for the list's footer first.
    #expect(try await tmux.waitFor("↑↓ move", seconds: 10))
    try tmux.press("j", "Enter")
    #expect(try await tmux.waitFor("Connect Third Party", seconds: 10))
    try tmux.press("Down", "Enter")
    #expect(try await tmux.waitFor("Third Party Log Out", seconds: 10))
    #expect((try? String(contentsOf: kept, encoding: .utf8)) == "{ broken")
  }
}

extension InteractiveTmuxTests.Tmux {
  /// Clicks the cell at column `x`, line `y` (both from 0), as a terminal in SGR mouse mode
  /// reports a left click: a press, then a release.
  func click(x: Int, y: Int) throws {
    try type("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m")
  }

  /// The column and line of the first occurrence of `text` on screen, counting one column per
  /// character before it (right for the lines these tests look at: no wide characters there).
  func position(of text: String) throws -> (x: Int, y: Int)? {
    let lines = try screen().split(separator: "\n", omittingEmptySubsequences: false)
    for (y, line) in lines.enumerated() {
      if let range = line.range(of: text) {
        return (line.distance(from: line.startIndex, to: range.lowerBound), y)
      }
    }
    return nil
  }

  /// The screen with its attributes as ANSI codes (`capture-pane -e`).
  func screenWithAttributes() throws -> String {
    try tmux(["capture-pane", "-p", "-e", "-t", session])
  }

  /// The path of the pane's terminal, to write to it from outside as another program would.
  func paneTTY() -> String {
    let output = directory.appendingPathComponent("pane-tty").path
    let command =
      ([TmuxAvailability.executable, "-L", session, "-f", "/dev/null"]
      + ["display-message", "-p", "-t", session, "#{pane_tty}"]).map(shellQuoted)
      .joined(separator: " ")
    runShell(command + " > \(shellQuoted(output)) 2> /dev/null < /dev/null")
    return ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
