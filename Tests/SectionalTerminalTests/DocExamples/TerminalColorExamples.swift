import Foundation
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Buffer/TerminalColor.swift.
@Suite struct TerminalColorExamples {
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
