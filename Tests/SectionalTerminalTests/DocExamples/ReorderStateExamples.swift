import Sectional
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/List/ReorderState.swift.
@MainActor
@Suite struct ReorderStateExamples {
  /// ReorderState.swift
  @Test func reorderHints() throws {
    let list = ListView(controller: try applesAndBananas(), width: 40, height: 5)
    let glyphs = Glyphs.ascii
    list.handle(.key(KeyEvent(.character("m"))))
    var hints: [String] = []
    if let reorder = list.reorder {
      hints = reorder.keyHints(ascii: glyphs.isASCII)
    }
    #expect(!hints.isEmpty)
    #expect(hints == list.reorder?.keyHints(ascii: true))
  }
}
