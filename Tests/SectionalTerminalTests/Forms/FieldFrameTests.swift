import Foundation
import Sectional
import Testing

@testable import SectionalTerminal

/// What reaches the terminal while a field is edited: only the edited line, and the terminal's
/// own cursor at the caret, hidden again when editing stops and shown on the way out.
@MainActor
@Suite struct FieldFrameTests {
  /// The lines (zero-based) the cursor positioning codes in `output` go to.
  func linesWritten(_ output: String) throws -> Set<Int> {
    let pattern = try NSRegularExpression(pattern: "\u{1B}\\[([0-9]+);[0-9]+H")
    let range = NSRange(output.startIndex..., in: output)
    var lines = Set<Int>()
    for match in pattern.matches(in: output, range: range) {
      if let found = Range(match.range(at: 1), in: output), let line = Int(output[found]) {
        lines.insert(line - 1)
      }
    }
    return lines
  }

  @Test func aKeystrokeInAFieldWritesOnlyTheEditedLine() throws {
    let form = FormApp(rows: 10_000, width: 60, height: 24)
    form.press(.enter)
    form.type("ann")
    let writer = FrameWriter(capability: .ansi256)
    let before = form.app.render()
    form.type("e")
    #expect(form.screen.username == "anne")
    let after = form.app.render()
    let output = writer.diff(from: before, to: after)
    #expect(try linesWritten(output) == [1])
    #expect(output.contains("e"))
  }

  /// What the terminal shows before the app leaves it (the output up to the exit codes).
  func screenBeforeExit(_ terminal: InMemoryTerminal) -> VirtualScreen {
    let output = terminal.outputText
    let end = output.range(of: TerminalModes.leave, options: .backwards)?.lowerBound
    var shown = VirtualScreen(size: terminal.size)
    shown.apply(Array(output[..<(end ?? output.endIndex)].utf8))
    return shown
  }

  /// Runs `screen` on `terminal`, sends `events`, waits (a bounded poll, no sleep) until the
  /// app is where `until` wants it and the terminal shows the frame it draws there (the loop
  /// draws a turn after the input that changed it), then ends the input and the app, and
  /// returns what the terminal showed before the exit.
  func run(
    _ screen: FormScreen, on terminal: InMemoryTerminal, _ events: [InputEvent],
    until: @escaping @MainActor (TerminalApp) -> Bool
  ) async throws -> VirtualScreen {
    let app = TerminalApp(
      root: screen, width: terminal.size.columns, height: terminal.size.rows)
    let running = Task { @MainActor in try await app.run(on: terminal, capability: .none) }
    for event in events { terminal.send(event) }
    var polls = 0
    func drawn() -> Bool {
      until(app) && screenBeforeExit(terminal).text == app.render().plainText()
    }
    while !drawn() && polls < 100_000 {
      polls += 1
      await Task.yield()
    }
    let shown = screenBeforeExit(terminal)
    terminal.closeInput()
    try await running.value
    return shown
  }

  @Test func theFrameLoopShowsTheCursorAtTheCaret() async throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 16))
    let screen = FormScreen()
    let shown = try await run(
      screen, on: terminal, [.key(KeyEvent(.enter)), .key(KeyEvent(.character("a"))), .paste("漢")]
    ) { _ in screen.username == "a漢" }
    #expect(screen.username == "a漢")
    // The cursor shows after the wide character, on the field's line.
    let visible = shown.isCursorVisible
    #expect(visible)
    #expect(shown.cursorX == 16 && shown.cursorY == 1)
    // The exit leaves the main screen with the cursor visible.
    let restored = terminal.screen().isCursorVisible
    #expect(restored)
  }

  @Test func stoppingEditingHidesTheCursor() async throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 16))
    let screen = FormScreen()
    let shown = try await run(
      screen, on: terminal,
      [.key(KeyEvent(.enter)), .key(KeyEvent(.character("a"))), .key(KeyEvent(.escape))]
    ) { app in screen.username == "a" && app.stack.last?.controller.focusedID == nil }
    #expect(screen.username == "a")
    let visible = shown.isCursorVisible
    #expect(!visible)
  }

  @Test func theCursorCodesFollowTheCaret() {
    let writer = FrameWriter(capability: .none)
    let frame = Buffer(width: 4, height: 2)
    var shown: CursorPosition?
    var resting: CursorPosition?
    // Shown at the caret; nothing more while nothing changes; hidden when editing stops.
    #expect(
      TerminalApp.frameOutput(
        writer, from: frame, to: frame, cursor: CursorPosition(x: 2, y: 1), shownCursor: &shown,
        restingCursor: &resting)
        == "\u{1B}[2;3H\u{1B}[?25h")
    #expect(
      TerminalApp.frameOutput(
        writer, from: frame, to: frame, cursor: CursorPosition(x: 2, y: 1), shownCursor: &shown,
        restingCursor: &resting)
        == "")
    #expect(
      TerminalApp.frameOutput(
        writer, from: frame, to: frame, cursor: nil, shownCursor: &shown,
        restingCursor: &resting)
        == "\u{1B}[?25l")
    #expect(
      TerminalApp.frameOutput(
        writer, from: frame, to: frame, cursor: nil, shownCursor: &shown,
        restingCursor: &resting)
        == "")
  }

  /// Issue 29: when no caret shows, the hidden cursor rests on what has focus, so that screen
  /// readers and braille displays that follow it read the focused row; cells written move it,
  /// so it goes back after every change, and nothing is written when nothing moved it.
  @Test func theHiddenCursorRestsOnTheFocus() {
    let writer = FrameWriter(capability: .none)
    let frame = Buffer(width: 4, height: 3)
    var changed = frame
    changed.set(Cell(symbol: "x", width: 1, style: .plain), x: 0, y: 0)
    var shown: CursorPosition?
    var resting: CursorPosition?
    let row = CursorPosition(x: 0, y: 2)
    // A full repaint says where it rests.
    #expect(
      TerminalApp.frameOutput(
        writer, from: nil, to: frame, cursor: nil, rest: row, shownCursor: &shown,
        restingCursor: &resting
      ).hasSuffix("\u{1B}[?25l\u{1B}[3;1H"))
    // Nothing changed, nothing moved: nothing to write.
    #expect(
      TerminalApp.frameOutput(
        writer, from: frame, to: frame, cursor: nil, rest: row, shownCursor: &shown,
        restingCursor: &resting) == "")
    // A cell written moves the terminal's cursor: it goes back to rest.
    #expect(
      TerminalApp.frameOutput(
        writer, from: frame, to: changed, cursor: nil, rest: row, shownCursor: &shown,
        restingCursor: &resting
      ).hasSuffix("x\u{1B}[3;1H"))
    // The focus moves: the cursor follows, still hidden.
    #expect(
      TerminalApp.frameOutput(
        writer, from: changed, to: changed, cursor: nil, rest: CursorPosition(x: 1, y: 1),
        shownCursor: &shown, restingCursor: &resting) == "\u{1B}[2;2H")
  }
}
