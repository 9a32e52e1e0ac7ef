/// A flow section's rows wrapped into lines: where each line starts and each row's x and width.
///
/// Built in O(rows) when the section is laid out (again after any change to its rows or a new
/// list width); row → line is a binary search over the line starts.
package struct FlowLines: Sendable, Equatable {
  /// The first row of every line, ascending; empty for a section without rows.
  private(set) var starts: [Int] = []
  /// Every row's x from the list's leading edge.
  private(set) var xs: [Double] = []
  /// Every row's width.
  private(set) var widths: [Double] = []

  /// Wraps `widths` (each clamped to `0...width`; anything not a number counts as the whole
  /// width) left to right with `spacing` between items: a row starts a new line when it would
  /// cross `width`, so a row as wide as the list has a line of its own.
  ///
  /// - Complexity: O(rows).
  package init(widths natural: [Double], width: Double, spacing: Double) {
    xs.reserveCapacity(natural.count)
    widths.reserveCapacity(natural.count)
    var x = 0.0
    for (row, proposed) in natural.enumerated() {
      let itemWidth = proposed.isNaN ? width : min(width, max(0, proposed))
      if row == 0 || (x > 0 && x + itemWidth > width) {
        starts.append(row)
        x = 0
      }
      xs.append(x)
      widths.append(itemWidth)
      x += itemWidth + spacing
    }
  }

  /// Wraps `rows` at their natural widths, `itemWidth(row, width)`, as
  /// ``init(widths:width:spacing:)`` does.
  ///
  /// - Complexity: O(rows); every row of a `ForEach` is made (its width needs the row).
  package init(
    _ rows: RowList, width: Double, spacing: Double,
    itemWidth: (Row, _ maxWidth: Double) -> Double
  ) {
    self.init(widths: rows.map { itemWidth($0, width) }, width: width, spacing: spacing)
  }

  /// The number of rows wrapped.
  var rowCount: Int { xs.count }

  /// The line holding `row` (clamped to the rows).
  func line(ofRow row: Int) -> Int {
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= row { low = middle } else { high = middle }
    }
    return low
  }

  /// The rows of line `line`; empty out of range.
  func rows(ofLine line: Int) -> Range<Int> {
    guard line >= 0 && line < starts.count else { return 0..<0 }
    let end = line + 1 < starts.count ? starts[line + 1] : xs.count
    return starts[line]..<end
  }
}
