import Testing

@testable import SectionalTerminal

@Suite struct FrameWriterTests {
  let writer = FrameWriter(capability: .truecolor)

  func frame(_ lines: [String], width: Int = 10) -> Buffer {
    var buffer = Buffer(width: width, height: lines.count)
    for (row, line) in lines.enumerated() { buffer.setString(line, x: 0, y: row) }
    return buffer
  }

  @Test func aFirstFrameClearsAndWritesOnlyNonBlankCells() {
    let output = writer.diff(from: nil, to: frame(["ab", "", "  c"]))
    #expect(output == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab\u{1B}[3;3Hc")
  }

  @Test func anUnchangedFrameWritesNothing() {
    let buffer = frame(["hello", "world"])
    #expect(writer.diff(from: buffer, to: buffer) == "")
  }

  @Test func changingOneCellWritesOnlyThatCell() {
    let before = frame(["hello", "world"])
    var after = before
    after.set(Cell("W"), x: 0, y: 1)
    let output = writer.diff(from: before, to: after)
    #expect(output == "\u{1B}[2;1HW")
    #expect(output.utf8.count == 7)
  }

  @Test func adjacentChangedCellsNeedNoCursorMove() {
    let before = frame(["hello", "world"])
    let after = frame(["HEllo", "worLD"])
    #expect(writer.diff(from: before, to: after) == "\u{1B}[1;1HHE\u{1B}[2;4HLD")
  }

  @Test func styleCodesAreEmittedOnlyOnChange() {
    let before = frame(["abcd"])
    var after = Buffer(width: 10, height: 1)
    let red = Style(foreground: .ansi(1), attributes: [.bold])
    after.setString("ab", x: 0, y: 0, style: red)
    after.setString("cd", x: 2, y: 0, style: Style(background: .indexed(21)))
    let output = writer.diff(from: before, to: after)
    #expect(output == "\u{1B}[1;1H\u{1B}[0;1;31mab\u{1B}[0;48;5;21mcd\u{1B}[0m")
  }

  @Test func wideCellsAdvanceTheCursorByTwo() {
    let before = frame(["abcd"])
    let after = frame(["漢字"])
    #expect(writer.diff(from: before, to: after) == "\u{1B}[1;1H漢字")
    #expect(writer.diff(from: after, to: frame(["漢ab"])) == "\u{1B}[1;3Hab")
  }

  @Test func aResizedFrameIsRedrawnInFull() {
    let output = writer.diff(from: frame(["ab"], width: 4), to: frame(["ab"], width: 5))
    #expect(output.hasPrefix("\u{1B}[0m\u{1B}[2J"))
  }

  @Test func movingSelectionRewritesOnlyTwoRows() {
    let width = 200
    let height = 60
    func screen(selected: Int) -> Buffer {
      var buffer = Buffer(width: width, height: height)
      for row in 0..<height {
        let style = row == selected ? Style(attributes: [.reverse]) : .plain
        buffer.fill(x: 0, y: row, width: width, height: 1, style: style)
        buffer.setString("Row \(row) — some title text", x: 2, y: row, style: style)
      }
      return buffer
    }
    let full = writer.diff(from: nil, to: screen(selected: 10))
    let moved = writer.diff(from: screen(selected: 10), to: screen(selected: 11))
    #expect(moved.utf8.count < 2 * width + 40)
    #expect(moved.utf8.count * 20 < full.utf8.count + 2 * width * height / 2)
  }

  @Test func plainTextAndAnsiTextRenderWholeBuffers() {
    var buffer = Buffer(width: 6, height: 2)
    buffer.setString("ok", x: 0, y: 0, style: Style(foreground: .rgb(255, 0, 0)))
    buffer.setString("漢 x", x: 0, y: 1)
    #expect(buffer.plainText() == "ok\n漢 x")
    #expect(writer.ansiText(buffer) == "\u{1B}[0;38;2;255;0;0mok\u{1B}[0m    \n漢 x  ")
    let mono = FrameWriter(capability: .none)
    #expect(mono.ansiText(buffer) == "ok    \n漢 x  ")
  }

  @Test func coloursDowngradeByCapability() {
    let orange = TerminalColor.rgb(255, 135, 0)
    #expect(orange.downgraded(to: .truecolor) == orange)
    #expect(orange.downgraded(to: .ansi256) == .indexed(208))
    #expect(TerminalColor.rgb(250, 250, 250).downgraded(to: .ansi16) == .ansi(15))
    #expect(TerminalColor.rgb(128, 128, 128).downgraded(to: .ansi256) == .indexed(244))
    #expect(TerminalColor.indexed(196).downgraded(to: .ansi16) == .ansi(9))
    #expect(TerminalColor.ansi(4).downgraded(to: .none) == .default)
    let ansi16 = FrameWriter(capability: .ansi16)
    // Orange becomes yellow on 16 colours.
    #expect(ansi16.sgr(ansi16.effective(Style(foreground: orange))) == "\u{1B}[0;33m")
  }
}

/// Terminals disagree on the width of emoji presentation sequences, flags and ZWJ sequences
/// (tmux draws "❄️" in one column, the Unicode tables say two): the writer must keep such a
/// disagreement from shifting a line or leaving stale characters.
@Suite struct UncertainWidthTests {
  let writer = FrameWriter(capability: .none)
  static let snow = "\u{2744}\u{FE0F}"  // ❄️

  func frame(_ lines: [String], width: Int) -> Buffer {
    var buffer = Buffer(width: width, height: lines.count)
    for (row, line) in lines.enumerated() { buffer.setString(line, x: 0, y: row) }
    return buffer
  }

  @Test func emojiSequencesAndFlagsAreUncertainPlainTextIsNot() {
    #expect(DisplayWidth.isUncertain(Character(Self.snow)))
    #expect(DisplayWidth.isUncertain("🇫🇷"))
    #expect(DisplayWidth.isUncertain("👨‍👩‍👧"))
    #expect(DisplayWidth.isUncertain("👍🏽"))
    #expect(DisplayWidth.isUncertain("💬"))
    #expect(!DisplayWidth.isUncertain("a"))
    #expect(!DisplayWidth.isUncertain("漢"))
    #expect(!DisplayWidth.isUncertain("é"))
    #expect(!DisplayWidth.isUncertain("│"))
    #expect(Cell(Character(Self.snow)).isWidthUncertain)
    #expect(!Cell("x").isWidthUncertain)
  }

  @Test func anUncertainGlyphIsDrawnOverBlanksAndTheNextCellIsPositionedAbsolutely() {
    let output = writer.diff(from: nil, to: frame(["ab\(Self.snow)cd"], width: 8))
    #expect(
      output == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab  \u{1B}[1;3H\(Self.snow)\u{1B}[1;5Hcd")
  }

  @Test func theCellAfterAnUncertainGlyphIsRewrittenEvenWhenUnchanged() {
    let smile = "\u{263A}\u{FE0E}"  // ☺︎, one column by the tables; some terminals draw two
    let before = frame(["a-bc"], width: 6)
    let after = frame(["a\(smile)bc"], width: 6)
    #expect(writer.diff(from: before, to: after) == "\u{1B}[1;2H \u{1B}[1;2H\(smile)\u{1B}[1;3Hb")
  }

  /// Scrolls a feed of captions, one containing ❄️, through terminals that draw it narrower or
  /// wider than the tables, and checks after every frame that each line shows exactly the
  /// buffer's text (the glyph itself aside): nothing shifted, nothing stale.
  @Test(arguments: [1, 3])
  func aTerminalThatDisagreesStillShowsTheBuffer(terminalWidth: Int) {
    let captions = [
      "harbourlight Trying out the new lens. Thoughts?",
      "First snow of the year \(Self.snow) and the dog has opinions",
      "oakandash View all 87 comments",
      "59 MINUTES AGO",
      "Flags 🇫🇷🇯🇵 and a family 👨‍👩‍👧 in one line",
      "house old",
    ]
    let size = TerminalSize(columns: 40, rows: 4)
    var screen = VirtualScreen(size: size) { character in
      DisplayWidth.isUncertain(character) ? terminalWidth : DisplayWidth.of(character)
    }
    var previous: Buffer?
    for top in [0, 1, 2, 1, 0, 2, 3, 4, 0] {
      let lines = (0..<size.rows).map { captions[(top + $0) % captions.count] }
      let next = frame(lines, width: size.columns)
      screen.apply(Array(writer.diff(from: previous, to: next).utf8))
      previous = next
      for row in 0..<size.rows {
        let shown = (0..<size.columns).map { screen.buffer[$0, row] }
        let expected = (0..<size.columns).map { next[$0, row] }
        for column in 0..<size.columns {
          // The uncertain glyph's own columns may differ; every other cell must match.
          let covered = (max(0, column - 1)...column).contains {
            expected[$0].isWidthUncertain && $0 + expected[$0].width > column
          }
          if covered { continue }
          #expect(
            shown[column].symbol == expected[column].symbol,
            "line \(row) column \(column) after scrolling to \(top): shows \(screen.buffer.line(row))"
          )
        }
      }
    }
  }
}
