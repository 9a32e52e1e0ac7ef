import Sectional
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/List/ListView.swift.
@MainActor
@Suite struct ListViewExamples {
  /// ListView.swift
  @Test func aListInAnyTerminal() throws {
    let controller = try applesAndBananas()
    let list = ListView(controller: controller, width: 80, height: 24)
    list.handle(.key(KeyEvent(.down)))
    var buffer = Buffer(width: 80, height: 24)
    list.draw(into: &buffer, x: 0, y: 0)
    #expect(buffer.line(0).contains("Apples"))
    #expect(buffer.line(1).contains("Bananas"))
    #expect(list.selectedID == ListID("b"))  // the cursor moved down
  }
}
