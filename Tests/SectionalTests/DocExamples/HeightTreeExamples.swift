@_spi(Benchmarks) import Sectional
import TestSupport
import Testing

/// The example in the doc comment of Sources/Sectional/Layout/HeightTree.swift (SPI: the
/// benchmarks' view of the layout's storage).
@Suite struct HeightTreeExamples {
  /// HeightTree.swift (SPI: the benchmarks' view of the layout's storage)
  @Test func aHeightTree() {
    let values = collect {
      var tree = HeightTree(heights: [44, 44, 120, 44])
      tree.offset(of: 2)  // 88
      tree.setHeight(60, at: 0)
      tree.index(atOffset: 100)  // (index: 1, top: 60)
    }
    #expect(values.map { "\($0)" } == ["88.0", "Optional((index: 1, top: 60.0))"])
  }
}
