import Foundation
import Sectional
import SectionalTerminal
import Testing

/// The frame loop (`TerminalApp.run(on:capability:)`) over an in-memory terminal: keys the terminal owns
/// (Ctrl-Z, Ctrl-L) and full repaints after anything that may have touched the screen.
@MainActor
@Suite struct FrameLoopTests {
  @MainActor
  final class Rows: Screen {
    let title = "Rows"
    var content: ListContent {
      Section(id: "rows") {
        for index in 0..<20 { Row(id: index, TextItem("Row \(index)", detail: "\(index)")) }
      }
    }
  }

  static let size = TerminalSize(columns: 30, rows: 8)

  /// Runs an app over a terminal that receives `script`, then end of input (which quits).
  func run(_ script: [InputEvent]) async throws -> (InMemoryTerminal, TerminalApp) {
    let terminal = InMemoryTerminal(size: Self.size)
    let app = TerminalApp(root: Rows(), width: Self.size.columns, height: Self.size.rows)
    for event in script { terminal.send(event) }
    terminal.closeInput()
    try await app.run(on: terminal, capability: .none)
    return (terminal, app)
  }

  /// The frames written, each the bytes inside one synchronized-output pair.
  func frames(_ output: String) -> [String] {
    output.components(separatedBy: "\u{1B}[?2026h").dropFirst().compactMap {
      $0.components(separatedBy: "\u{1B}[?2026l").first
    }
  }

  /// What the last frame alone draws on a blank screen: the whole picture when it is a repaint.
  func lastFrameAlone(_ terminal: InMemoryTerminal) -> String {
    var screen = VirtualScreen(size: Self.size)
    screen.apply(Array((frames(terminal.outputText).last ?? "").utf8))
    return screen.text
  }

  func key(_ character: Character, _ modifiers: Modifiers = []) -> InputEvent {
    .key(KeyEvent(.character(character), modifiers))
  }

  @Test func ctrlLRepaintsTheWholeScreen() async throws {
    let (terminal, app) = try await run([key("j"), key("j"), key("l", .control)])
    let picture = app.render().plainText()
    #expect(picture.contains("▌Row 2"))
    #expect(lastFrameAlone(terminal) == picture)
  }

  @Test func resumingAfterAStopRepaintsTheWholeScreen() async throws {
    // SIGCONT reaches the loop as `.redraw`: the screen was lost while stopped.
    let (terminal, app) = try await run([key("j"), .redraw])
    let picture = app.render().plainText()
    #expect(lastFrameAlone(terminal) == picture)
  }

  @Test func ctrlZSuspendsThroughTheTerminalThenRepaints() async throws {
    let (terminal, app) = try await run([key("j"), key("z", .control), key("j")])
    #expect(terminal.suspensions == 1)
    #expect(app.render().plainText().contains("▌Row 2"))  // Ctrl-Z is not a key for the list
    // After the suspension the terminal was entered again, and the frame after it is whole.
    let output = terminal.outputText
    let resumed = try #require(output.range(of: "\u{1B}[?1049h", options: .backwards))
    var screen = VirtualScreen(size: Self.size)
    let afterResume = String(output[resumed.lowerBound...])
    let firstFrame = try #require(frames(afterResume).first)
    screen.apply(Array(firstFrame.utf8))
    #expect(screen.text.contains("▌Row 1"))
    #expect(screen.text.contains("Row 5"))
    #expect(!terminal.isEntered)
  }

  @Test func aFrameThatChangedNothingWritesNothing() async throws {
    let (terminal, _) = try await run([key("x"), key("x")])
    #expect(frames(terminal.outputText).count == 1)
  }
  @Test func keysAlreadyWaitingDrawOneFrame() async throws {
    // Thousands of keys at once, as a paste without bracketed paste sends them. Before: a frame
    // for each key, which kept the app busy for minutes on a large paste.
    let keys = (0..<2_000).map { key($0.isMultiple(of: 2) ? "j" : "k") } + [key("j")]
    let (terminal, app) = try await run(keys)
    // How many keys wait at each frame depends on scheduling (alone here, one frame in all;
    // under load, a few hundred): never a frame for every key.
    #expect(frames(terminal.outputText).count < keys.count)
    #expect(app.render().plainText().contains("▌Row 1"))
  }
}
