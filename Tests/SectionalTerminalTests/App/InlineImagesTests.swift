import Foundation
import Sectional
import SectionalTerminal
import Testing

@MainActor
@Suite struct InlineImagesTests {
  @Test func detectsTheTerminalsProtocol() {
    #expect(InlineImages.detect(environment: ["TERM": "xterm-kitty"]) == .kitty)
    #expect(InlineImages.detect(environment: ["KITTY_WINDOW_ID": "1"]) == .kitty)
    #expect(InlineImages.detect(environment: ["TERM_PROGRAM": "iTerm.app"]) == .iTerm2)
    #expect(InlineImages.detect(environment: ["TERM": "xterm-256color"]) == .none)
  }

  @Test func insideAMultiplexerPicturesAreHalfBlocks() {
    // tmux and GNU screen drop graphics escapes: the inherited kitty or iTerm2 variables must
    // not turn pictures into blank frames.
    let kitty = ["KITTY_WINDOW_ID": "1"]
    let iTerm = ["LC_TERMINAL": "iTerm2"]
    let multiplexers: [[String: String]] = [
      ["TMUX": "/tmp/tmux-1000/default,123,0"], ["STY": "123.pts-0.host"],
      ["TERM": "screen-256color"], ["TERM": "tmux-256color"], ["TERM": "screen"],
    ]
    for multiplexer in multiplexers {
      for terminal in [kitty, iTerm] {
        let environment = terminal.merging(multiplexer) { first, _ in first }
        #expect(InlineImages.detect(environment: environment) == .none, "\(environment)")
      }
    }
    // Outside one, the same variables keep their protocol; an empty TMUX or STY is no multiplexer.
    #expect(InlineImages.detect(environment: kitty.merging(["TMUX": ""]) { a, _ in a }) == .kitty)
    #expect(
      InlineImages.detect(environment: iTerm.merging(["TERM": "xterm-256color"]) { a, _ in a })
        == .iTerm2)
  }

  @Test func kittyChunksAndITermInlines() {
    let data = Data(repeating: 7, count: 5_000)
    let kitty = InlineImages.kitty.draw(data, columns: 10, rows: 4)
    #expect(kitty.hasPrefix("\u{1B}_Ga=T,f=100,q=2,c=10,r=4,C=1,m=1;"))
    #expect(kitty.contains("\u{1B}_Gm=0;"))
    let iTerm = InlineImages.iTerm2.draw(Data([1, 2, 3]), columns: 10, rows: 4)
    #expect(iTerm == "\u{1B}]1337;File=inline=1;width=10;height=4;preserveAspectRatio=1:AQID\u{07}")
    #expect(InlineImages.none.draw(data, columns: 1, rows: 1).isEmpty)
  }

  @MainActor final class Photo: Screen {
    let title = "Photo"
    var content: ListContent {
      Section(id: "s") {
        Row(id: "photo", ImageItem(source: .named("fox.png"), aspectRatio: 2, altText: "A fox"))
      }
    }
  }

  @Test func theAppDrawsPicturesInsideTheirFramesOnlyWhereSupported() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("fox-\(UUID()).png")
    try PNGFixture.png(width: 2, height: 1, colorType: 2, rows: [[0, 255, 0, 0, 0, 0, 255]])
      .write(to: file)
    let broken = FileManager.default.temporaryDirectory.appendingPathComponent(
      "broken-\(UUID()).png")
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: broken)
    for mode in [InlineImages.kitty, .none] {
      let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 16))
      let shown = mode == .kitty ? file : broken
      let app = TerminalApp(
        root: Photo(), width: 40, height: 16,
        options: TerminalApp.Options(inlineImages: mode, imageFile: { _ in shown }))
      let run = Task { try await app.run(on: terminal, capability: .ansi256) }
      // The picture is decoded off the main actor: wait until it is drawn, looking up to 6,000
      // times. Looks, not wall time: under a full test run other tests keep the main actor
      // busy for long stretches, and a deadline would pass before the app had drawn again.
      let drawn = mode == .kitty ? "\u{1B}_Ga=T" : "A fox"
      for _ in 0..<6_000 where !terminal.outputText.contains(drawn) {
        try await Task.sleep(for: .milliseconds(5))
      }
      terminal.send("q")
      try await run.value
      let output = terminal.outputText
      if mode == .kitty {
        // Line 2 is the first of the list (below the title bar), the frame's top; the picture
        // starts one line below. The 14-line list leaves 6 lines of picture (60 % less the
        // frame), 24 columns wide at 2:1, centred in the 35 inside the full frame.
        #expect(output.contains("\u{1B}[3;8H\u{1B}_Ga=T,f=100,q=2,c=24,r=6,"))
      } else {
        #expect(!output.contains("\u{1B}_G"))
        // The file is not a PNG: alt text.
        #expect(output.contains("A fox"))
      }
    }
  }

  @Test func withoutColourOrInASCIITheTerminalDrawsNoPicture() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("fox-\(UUID()).png")
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
    for (glyphs, capability) in [(Glyphs.unicode, ColorCapability.none), (.ascii, .truecolor)] {
      let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 16))
      let app = TerminalApp(
        root: Photo(), width: 40, height: 16,
        options: TerminalApp.Options(glyphs: glyphs, inlineImages: .kitty, imageFile: { _ in file })
      )
      terminal.send("q")
      try await app.run(on: terminal, capability: capability)
      #expect(!terminal.outputText.contains("\u{1B}_Ga=T"))
      #expect(terminal.outputText.contains("A fox"))
    }
  }
}
