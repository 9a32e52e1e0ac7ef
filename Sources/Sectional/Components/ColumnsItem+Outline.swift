extension ColumnsItem {
  /// The column of a table row in an ``Outline`` that shows the row's indentation and
  /// disclosure, when its columns are `widths` wide (0 for a hidden one): the widest
  /// leading-aligned column shown (a name, a command), else the first shown; `nil` when none
  /// shows. Every renderer picks this one, so a tree's columns stay under the header's.
  package func outlineColumn(widths: [Int]) -> Int? {
    let shown = columns.indices.filter { widths.indices.contains($0) && widths[$0] > 0 }
    let leading = shown.filter { columns[$0].alignment == .leading }
    return leading.max { widths[$0] < widths[$1] } ?? shown.first
  }
}
