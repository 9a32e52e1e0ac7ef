import Sectional

/// Draws ``ColumnsItem``: one line of cells in columns from column 1 to the last but one, a
/// column between neighbours, each cell cut with an ellipsis to its column and lined up in it.
/// A header draws its titles in the header style and marks the sorted column `CPU% ▼`
/// (`CPU% v` in ASCII), in the accent style; the arrow stays when the title is cut.
enum ColumnsRenderer {
  /// The columns between neighbouring cells.
  static let gap = 1

  static let renderer = typed(
    ColumnsItem.self,
    lines: { _, _, _ in 1 },
    draw: { item, canvas, context in draw(item, &canvas, context) })

  /// The sort indicator for a direction: ▲ ascending, ▼ descending; `^` and `v` in ASCII.
  static func indicator(ascending: Bool, glyphs: Glyphs) -> String {
    if glyphs.isASCII { return ascending ? "^" : "v" }
    return ascending ? "▲" : "▼"
  }

  /// The text of one cell at `width`: cut with an ellipsis, padded to line up as the column asks.
  static func aligned(_ text: String, width: Int, alignment: ColumnSpec.Alignment, glyphs: Glyphs)
    -> String
  {
    let cut = TextLayout.truncate(text, width: width, ellipsis: glyphs.ellipsis)
    let spare = max(0, width - DisplayWidth.of(cut))
    switch alignment {
    case .leading: return cut
    case .trailing: return String(repeating: " ", count: spare) + cut
    case .center: return String(repeating: " ", count: spare / 2) + cut
    }
  }

  /// The column drawn at `x` of a line `width` columns wide; `nil` between columns and beside
  /// them.
  static func column(atX x: Int, of item: ColumnsItem, width: Int) -> Int? {
    let widths = ColumnSpec.widths(of: item.columns, in: max(0, width - 2), gap: gap)
    var start = 1
    for (index, columnWidth) in widths.enumerated() where columnWidth > 0 {
      if (start..<start + columnWidth).contains(x) { return index }
      start += columnWidth + gap
    }
    return nil
  }

  static func draw(_ item: ColumnsItem, _ canvas: inout Canvas, _ context: DrawContext) {
    let theme = context.theme
    let glyphs = context.glyphs
    let available = max(0, canvas.width - 2)
    let widths = ColumnSpec.widths(of: item.columns, in: available, gap: gap)
    var x = 1
    let treeColumn = context.outlinePrefix == nil ? nil : item.outlineColumn(widths: widths)
    for (index, column) in item.columns.enumerated() {
      let width = widths[index]
      guard width > 0 else { continue }
      var text = item.cells.indices.contains(index) ? item.cells[index] : ""
      if index == treeColumn, let prefix = context.outlinePrefix { text = prefix + text }
      var style = item.isHeader ? theme.header : theme.text
      var cell: String
      if item.isHeader, let sort = item.sort, sort.column == index {
        style = theme.accent
        let arrow = indicator(ascending: sort.ascending, glyphs: glyphs)
        // The arrow stays whole; the title gives way.
        let title = TextLayout.truncate(
          text, width: max(0, width - ColumnSpec.sortIndicatorColumns), ellipsis: glyphs.ellipsis)
        let marked = title.isEmpty ? arrow : title + " " + arrow
        cell = aligned(marked, width: width, alignment: column.alignment, glyphs: glyphs)
      } else {
        cell = aligned(text, width: width, alignment: column.alignment, glyphs: glyphs)
      }
      if DisplayWidth.of(cell) > width { cell = TextLayout.truncate(cell, width: width) }
      canvas.write(cell, x: x, y: 0, style: style, maxWidth: width)
      x += width + gap
    }
  }
}
