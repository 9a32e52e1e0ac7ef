import Foundation
import SectionalTerminal
import Testing

/// The examples in the doc comments of Sources/SectionalTerminal/Buffer/Buffer.swift,
/// Cell.swift, Style.swift and TerminalColor.swift.
@Suite struct BufferExamples {
  @Test func buffer() {
    let values = collect {
      var buffer = Buffer(width: 8, height: 2)
      buffer.setString("Hi 漢字", x: 0, y: 0)
      buffer.setString("clipped at the edge", x: 0, y: 1)
      buffer.plainText()  // "Hi 漢字\nclipped "
    }
    // setString returns the next column; plainText trims trailing spaces by default.
    #expect(values.map { "\($0)" }.last == "Hi 漢字\nclipped")
  }

  @Test func cell() {
    let cell = Cell("漢", style: Style(attributes: [.bold]))  // width 2
    #expect(cell.width == 2)
    #expect(cell.style.attributes == [.bold])
  }

  @Test func style() {
    var style = Style(foreground: .ansi(1), attributes: [.bold])
    style.attributes.insert(.underline)
    #expect(style.attributes == [.bold, .underline])
    #expect(style.foreground == .ansi(1))
  }

  @Test func terminalColor() {
    let warning = Style(foreground: .ansi(3), attributes: [.bold])  // yellow, bold
    let brand = Style(foreground: .rgb(0x1E, 0x90, 0xFF))  // downgraded on 256/16 colours
    #expect(warning.foreground == .ansi(3))
    var buffer = Buffer(width: 1, height: 1)
    buffer.setString("x", x: 0, y: 0, style: brand)
    let sixteen = FrameWriter(capability: .ansi16).diff(from: nil, to: buffer)
    let trueColor = FrameWriter(capability: .truecolor).diff(from: nil, to: buffer)
    #expect(trueColor.contains("38;2;30;144;255"))
    #expect(!sixteen.contains("38;2;"))
  }
}
