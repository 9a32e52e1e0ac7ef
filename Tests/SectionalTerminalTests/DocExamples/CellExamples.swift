import Foundation
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/Buffer/Cell.swift.
@Suite struct CellExamples {
  @Test func cell() {
    let cell = Cell("漢", style: Style(attributes: [.bold]))  // width 2
    #expect(cell.width == 2)
    #expect(cell.style.attributes == [.bold])
  }
}
