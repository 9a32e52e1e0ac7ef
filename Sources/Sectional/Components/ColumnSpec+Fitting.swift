extension ColumnSpec {
  /// The columns a sort indicator takes after a title: a space and the arrow.
  package static let sortIndicatorColumns = 2

  /// `columns` with every ``Width/fit(maximum:)`` column made ``Width/fixed(_:)`` at the width
  /// of its widest text: its title and sort indicator, and its cell in every row of `rows`.
  ///
  /// All rows of a table share their columns, so that their cells line up under the header:
  /// measure the rows once per build and give the fitted columns to the header and every row.
  ///
  /// ```swift
  /// let rows = [["1", "launchd", "0.4"], ["42", "swift", "12.5"]]
  /// let fitted = ColumnSpec.fitted(columns, to: rows)
  /// let header = ColumnsItem.header(fitted, sort: .init(column: 2, ascending: false))
  /// ```
  ///
  /// Text is measured in columns as a terminal shows it, estimated from the characters:
  /// East Asian wide characters and emoji count two, others one. A cell wider than its
  /// column is cut with an ellipsis when drawn, never drawn past it.
  ///
  /// - Parameters:
  ///   - columns: The declared columns.
  ///   - rows: The cells of every row, in column order.
  /// - Returns: The columns with fixed widths where they fit their content.
  /// - Complexity: O(total characters of the cells in fit columns).
  public static func fitted(_ columns: [ColumnSpec], to rows: [[String]]) -> [ColumnSpec] {
    var result = columns
    for (index, column) in columns.enumerated() {
      guard case .fit(let maximum) = column.width else { continue }
      var widest = estimatedColumns(column.title) + sortIndicatorColumns
      for row in rows where row.indices.contains(index) {
        widest = max(widest, estimatedColumns(row[index]))
      }
      result[index].width = .fixed(min(widest, max(0, maximum ?? widest)))
    }
    return result
  }

  /// The columns `text` takes in a terminal, estimated from its characters: two for a
  /// character whose first scalar is East Asian wide or an emoji, one for the others.
  static func estimatedColumns(_ text: String) -> Int {
    var total = 0
    for character in text {
      guard let scalar = character.unicodeScalars.first else { continue }
      total += isWide(scalar.value) ? 2 : 1
    }
    return total
  }

  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      true
    default: false
    }
  }

  /// The width of each column when a row is `available` columns wide with `gap` columns between
  /// neighbours, shared by every renderer so that all rows of a table line up.
  ///
  /// Fixed (and fitted) columns take their width; flexible columns share what is left by
  /// weight, each at least its minimum. When the columns do not fit, the last ones give way:
  /// the last visible column narrows, or, when it cannot keep a column, is hidden (width 0,
  /// its gap gone), until the row fits. The result never adds up to more than `available`.
  ///
  /// - Parameters:
  ///   - columns: The columns.
  ///   - available: The row's width in columns.
  ///   - gap: The columns between neighbours.
  /// - Returns: One width per column; 0 for a hidden column.
  /// - Complexity: O(columns²) at worst, for columns hidden one by one.
  package static func widths(of columns: [ColumnSpec], in available: Int, gap: Int = 1) -> [Int] {
    let available = max(0, available)
    let gap = max(0, gap)
    var widths = columns.map { column -> Int in
      switch column.width {
      case .fixed(let width): max(0, width)
      case .flexible(_, let minimum): max(0, minimum)
      case .fit(let maximum):
        min(
          estimatedColumns(column.title) + sortIndicatorColumns,
          max(0, maximum ?? .max))
      }
    }
    let gaps = gap * max(0, columns.count - 1)
    let spare = available - gaps - widths.reduce(0, +)
    let flexible = columns.indices.compactMap { index -> (index: Int, weight: Int)? in
      if case .flexible(let weight, _) = columns[index].width { return (index, max(1, weight)) }
      return nil
    }
    if spare > 0, !flexible.isEmpty {
      let totalWeight = flexible.reduce(0) { $0 + $1.weight }
      var given = 0
      for entry in flexible {
        let share = spare * entry.weight / totalWeight
        widths[entry.index] += share
        given += share
      }
      // What division left over goes to the first flexible columns, a column each.
      for entry in flexible.prefix(spare - given) { widths[entry.index] += 1 }
    }
    // Too wide: the last visible columns give way.
    var used = usedColumns(widths, gap: gap)
    var last = widths.count - 1
    while used > available, last >= 0 {
      let over = used - available
      if widths[last] > over {
        widths[last] -= over
      } else {
        widths[last] = 0
      }
      used = usedColumns(widths, gap: gap)
      last -= 1
    }
    return widths
  }

  /// The columns a row of these widths takes: visible columns and the gaps between them.
  package static func usedColumns(_ widths: [Int], gap: Int) -> Int {
    let visible = widths.filter { $0 > 0 }
    return visible.reduce(0, +) + gap * max(0, visible.count - 1)
  }
}
