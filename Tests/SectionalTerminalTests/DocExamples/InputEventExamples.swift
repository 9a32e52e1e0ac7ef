import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Input/InputEvent.swift.
@MainActor
@Suite struct InputEventExamples {
  final class Loop {
    var sizes: [TerminalSize] = []
    func redraw(_ size: TerminalSize) { sizes.append(size) }

    func run(on terminal: InMemoryTerminal) async {
      for await event in terminal.events {
        switch event {
        case .key(KeyEvent(.character("q"), [])): return
        case .resize(let size): redraw(size)
        default: break
        }
      }
    }
  }

  @Test func aLoopOverEvents() async throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 20, rows: 3))
    try terminal.enter()
    let loop = Loop()
    terminal.resize(to: TerminalSize(columns: 30, rows: 5))
    terminal.send("x")
    terminal.send("q")
    terminal.send(.resize(TerminalSize(columns: 1, rows: 1)))  // after q: never seen
    await loop.run(on: terminal)
    #expect(loop.sizes == [TerminalSize(columns: 30, rows: 5)])
  }
}
