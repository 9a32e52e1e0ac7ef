import Testing

@testable import SectionalTerminal

@Suite struct InMemoryTerminalTests {
  @Test func replaysFramesIntoTheScreenARealTerminalWouldShow() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 12, rows: 3))
    try terminal.enter()
    let writer = FrameWriter(capability: .ansi256)
    var first = Buffer(width: 12, height: 3)
    first.setString("Settings", x: 0, y: 0, style: Style(attributes: [.bold]))
    first.setString(TextLayout.titleAndDetail("Version", "1.2", width: 12), x: 0, y: 1)
    first.setString("漢字 👨‍👩‍👧 🇯🇵 x", x: 0, y: 2)
    terminal.writeFrame(writer.diff(from: nil, to: first))
    var second = first
    second.setString("Einstellung", x: 0, y: 0)
    terminal.writeFrame(writer.diff(from: first, to: second))
    let screen = terminal.screen()
    #expect(screen.isAlternateScreen)
    #expect(!screen.isCursorVisible)
    #expect(screen.privateModes.isSuperset(of: [1000, 1002, 1006, 2004]))
    #expect(
      screen.text == """
        Einstellung
        Version  1.2
        漢字 👨‍👩‍👧 🇯🇵 x
        """)
    #expect(screen.buffer.plainText() == second.plainText())
  }

  @Test func leavingRestoresTheMainScreenAndModes() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 10, rows: 2))
    terminal.write("shell $")
    try terminal.enter()
    try terminal.enter()  // entering twice is harmless
    terminal.write("\u{1B}[1;1Happ")
    terminal.leave()
    terminal.leave()
    let screen = terminal.screen()
    #expect(!terminal.isEntered)
    #expect(!screen.isAlternateScreen)
    #expect(screen.isCursorVisible)
    #expect(screen.privateModes == [7, 25])  // as a fresh terminal has them
    #expect(screen.text == "shell $\n")
    #expect(terminal.outputText.components(separatedBy: "\u{1B}[?1049h").count == 2)
  }

  @Test func scriptedInputSizesAndClosedInput() async {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 80, rows: 24))
    terminal.send("j\u{1B}[B\u{1B}")
    terminal.resize(to: TerminalSize(columns: 100, rows: 30))
    terminal.send(.paste("hello"))
    terminal.closeInput()
    var events: [InputEvent] = []
    for await event in terminal.events { events.append(event) }
    #expect(
      events == [
        .key(KeyEvent(.character("j"))), .key(KeyEvent(.down)), .key(KeyEvent(.escape)),
        .resize(TerminalSize(columns: 100, rows: 30)), .paste("hello"),
      ])
    #expect(terminal.size == TerminalSize(columns: 100, rows: 30))
  }

  @Test func runLeavesTheTerminalWhenTheBodyThrows() async {
    struct Failure: Error {}
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 4, rows: 1))
    await #expect(throws: Failure.self) {
      try await terminal.run { _ in throw Failure() }
    }
    #expect(!terminal.isEntered)
    #expect(!terminal.screen().isAlternateScreen)
  }

  @Test func degenerateSizesNeverCrash() throws {
    for size in [(0, 0), (1, 1), (10, 3)] {
      let terminal = InMemoryTerminal(size: TerminalSize(columns: size.0, rows: size.1))
      try terminal.enter()
      var buffer = Buffer(width: size.0, height: size.1)
      buffer.setString("漢字 👨‍👩‍👧 tab\t\u{1B}[31m ctl", x: 0, y: 0)
      terminal.writeFrame(FrameWriter(capability: .truecolor).diff(from: nil, to: buffer))
      #expect(terminal.screen().text == buffer.plainText())
    }
  }
}
