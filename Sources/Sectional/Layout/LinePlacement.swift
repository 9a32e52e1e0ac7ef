/// Where the rows of one section go: one per line (a list) or several side by side, with each
/// row's x and width. Derived in O(1) from the section's ``SectionLayout``, the list's width and
/// the metrics (a flow carries its wrapped ``FlowLines``).
package struct LinePlacement: Sendable {
  /// How the rows of a section lie on its lines.
  package enum Kind: Sendable {
    /// One row per line, the list's width.
    case list
    /// `columns` equal items per line.
    case grid(columns: Int)
    /// Rows wrapped as the flow says.
    case flow(FlowLines)
    /// Every row on one line.
    case carousel
  }

  /// How the rows lie on the lines.
  package var kind: Kind
  /// The width of every item of a grid or carousel; the list's width for a list.
  package var itemWidth: Double
  /// The gap between items of a line.
  var spacing: Double

  /// The most columns an adaptive grid gets, however narrow its minimum width.
  static let maxAdaptiveColumns = 1 << 16

  /// The placement of `layout`'s rows at list width `width`; `flow` is the section's wrapped
  /// lines (an empty flow without them).
  package init(
    _ layout: SectionLayout, width: Double, metrics: ListLayout.Metrics, flow: FlowLines?
  ) {
    let spacing = metrics.itemSpacing
    self.spacing = spacing
    switch layout.kind {
    case .list:
      kind = .list
      itemWidth = width
    case .grid(let columns):
      kind = .grid(columns: max(1, columns))
      itemWidth = LinePlacement.itemWidth(columns: max(1, columns), width: width, spacing: spacing)
    case .adaptiveGrid(let minimumItemWidth):
      let minimum = RowHeight.sanitized(minimumItemWidth * metrics.pointScale)
      let fitting = ((width + spacing) / (minimum + spacing)).rounded(.down)
      let columns =
        fitting.isFinite
        ? Int(min(Double(LinePlacement.maxAdaptiveColumns), max(1, fitting))) : 1
      kind = .grid(columns: columns)
      itemWidth = LinePlacement.itemWidth(columns: columns, width: width, spacing: spacing)
    case .flow:
      kind = .flow(flow ?? FlowLines(widths: [], width: width, spacing: spacing))
      itemWidth = width
    case .carousel(let carouselWidth):
      kind = .carousel
      let proposed: Double
      switch carouselWidth {
      case .fraction(let fraction): proposed = fraction * width
      case .points(let points): proposed = points * metrics.pointScale
      }
      itemWidth = proposed.isNaN ? width : min(width, max(0, proposed))
    }
  }

  /// The width of each of `columns` items across `width` with `spacing` between them.
  private static func itemWidth(columns: Int, width: Double, spacing: Double) -> Double {
    RowHeight.sanitized((width - Double(columns - 1) * spacing) / Double(columns))
  }

  /// Whether rows lie one per line, the list's width.
  var isList: Bool {
    if case .list = kind { return true }
    return false
  }

  /// The number of lines of a section with `rows` rows.
  package func lineCount(rows: Int) -> Int {
    switch kind {
    case .list: rows
    case .grid(let columns): rows <= 0 ? 0 : (rows - 1) / columns + 1
    case .flow(let lines): lines.starts.count
    case .carousel: rows <= 0 ? 0 : 1
    }
  }

  /// The line holding `row`.
  func line(ofRow row: Int) -> Int {
    switch kind {
    case .list: row
    case .grid(let columns): row / columns
    case .flow(let lines): lines.line(ofRow: row)
    case .carousel: 0
    }
  }

  /// The rows of line `line` in a section of `rowCount` rows.
  package func rows(ofLine line: Int, rowCount: Int) -> Range<Int> {
    switch kind {
    case .list:
      return line..<line + 1
    case .grid(let columns):
      let start = line * columns
      return start..<min(rowCount, start + columns)
    case .flow(let lines):
      let rows = lines.rows(ofLine: line)
      return min(rows.lowerBound, rowCount)..<min(rows.upperBound, rowCount)
    case .carousel:
      return 0..<rowCount
    }
  }

  /// The x of `row` from the list's leading edge (unshifted for a carousel).
  package func x(ofRow row: Int) -> Double {
    switch kind {
    case .list: 0
    case .grid(let columns): Double(row % columns) * (itemWidth + spacing)
    case .flow(let lines): row >= 0 && row < lines.rowCount ? lines.xs[row] : 0
    case .carousel: Double(row) * (itemWidth + spacing)
    }
  }

  /// The width of `row`.
  package func width(ofRow row: Int) -> Double {
    switch kind {
    case .list, .grid, .carousel: itemWidth
    case .flow(let lines): row >= 0 && row < lines.rowCount ? lines.widths[row] : 0
    }
  }

  /// How the height of a line is known, from the least work to the most.
  package enum HeightKind: Sendable, Comparable {
    /// Every item's height is fixed.
    case fixed
    /// Some item's height is computed from its width, and no item sizes itself.
    case computed
    /// Some item sizes itself: the line's height is an estimate until it is measured.
    case automatic
  }

  /// The height of line `line` of `rows` placed this way: its tallest item at the item's width
  /// (an item that sizes itself at its own estimate, else at `estimate`), and how it is known.
  ///
  /// Reads each height with `RowList.height(at:)`: a `ForEach` that gives its rows' height has
  /// none of them made.
  ///
  /// - Complexity: O(items of the line).
  package func height(ofLine line: Int, in rows: RowList, estimate: Double)
    -> (height: Double, kind: HeightKind)
  {
    var height = 0.0
    var kind = HeightKind.fixed
    for row in self.rows(ofLine: line, rowCount: rows.count) {
      switch rows.height(at: row).kind {
      case .fixed(let value):
        height = max(height, RowHeight.sanitized(value))
      case .computed(let compute):
        height = max(height, RowHeight.sanitized(compute(width(ofRow: row))))
        kind = max(kind, .computed)
      case .automatic(let guess):
        height = max(height, guess.map(RowHeight.sanitized) ?? estimate)
        kind = .automatic
      }
    }
    return (height, kind)
  }
}
