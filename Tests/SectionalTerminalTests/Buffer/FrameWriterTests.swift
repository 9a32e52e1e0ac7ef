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
    let orange = Color.rgb(255, 135, 0)
    #expect(orange.downgraded(to: .truecolor) == orange)
    #expect(orange.downgraded(to: .ansi256) == .indexed(208))
    #expect(Color.rgb(250, 250, 250).downgraded(to: .ansi16) == .ansi(15))
    #expect(Color.rgb(128, 128, 128).downgraded(to: .ansi256) == .indexed(244))
    #expect(Color.indexed(196).downgraded(to: .ansi16) == .ansi(9))
    #expect(Color.ansi(4).downgraded(to: .none) == .default)
    let ansi16 = FrameWriter(capability: .ansi16)
    // Orange becomes yellow on 16 colours.
    #expect(ansi16.sgr(ansi16.effective(Style(foreground: orange))) == "\u{1B}[0;33m")
  }
}
