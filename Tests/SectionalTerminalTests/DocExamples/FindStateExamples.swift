import Sectional
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/List/FindState.swift.
@MainActor
@Suite struct FindStateExamples {
  /// FindState.swift
  @Test func findHints() throws {
    let list = ListView(controller: try applesAndBananas(), width: 40, height: 5)
    let glyphs = Glyphs.unicode
    var shown: [[String]] = []
    for key in [nil, KeyEvent(.character("/"))] {
      if let key { list.handle(.key(key)) }
      var hints: [String] = []
      if let find = list.find {
        hints = find.keyHints(ascii: glyphs.isASCII)
      } else {
        hints.append("/ find")
      }
      shown.append(hints)
    }
    #expect(shown[0] == ["/ find"])
    #expect(shown[1] == list.find?.keyHints(ascii: false))
    #expect(shown[1] != ["/ find"])
  }
}
