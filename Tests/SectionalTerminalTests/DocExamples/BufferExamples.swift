import Foundation
import SectionalTerminal
import TestSupport
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Buffer/Buffer.swift.
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
}
