extension ListContent {
  /// The row a cursor goes to when it keeps its line after a change
  /// (``CursorTracking/keepsLine``), on every host: the row at `path` when it can take the
  /// cursor (``Row/takesCursor``), otherwise the nearest one that can.
  ///
  /// "Nearest" counts rows in content order across sections: the last row of a section and the
  /// first of the next are one apart, and an empty section adds nothing. On a tie the later
  /// row wins, as a reader's eye moves down. A `path` past the end of its section stands for
  /// the section's last row; in an empty section, for the gap where its rows would be (the
  /// rows around it are then equally near, and the later wins); past the last section, for the
  /// last section.
  ///
  /// ```swift
  /// let content = ListContent {
  ///   Section(id: "s") {
  ///     Row(id: "a", TextItem("A"))
  ///     Row(id: "off", ButtonItem("Off", isEnabled: false))
  ///     Row(id: "b", TextItem("B"))
  ///   }
  /// }
  /// let kept = content.nearestCursorRow(to: RowPath(section: 0, row: 1))
  /// #expect(kept == RowPath(section: 0, row: 2))  // "off" cannot take the cursor: "b"
  /// ```
  ///
  /// - Parameter path: Where the cursor was, in the content before the change.
  /// - Returns: The row's position in this content, or `nil` when no row can take the cursor.
  /// - Complexity: O(s) for s sections, plus O(d log s) for the d rows looked at (only those are
  ///   made, for a ``ForEach``).
  public func nearestCursorRow(to path: RowPath) -> RowPath? {
    guard !sections.isEmpty else { return nil }
    // Where each section's rows start in content order.
    var starts: [Int] = []
    starts.reserveCapacity(sections.count)
    var total = 0
    for section in sections {
      starts.append(total)
      total += section.rows.count
    }
    guard total > 0 else { return nil }
    let section = min(max(0, path.section), sections.count - 1)
    let count = sections[section].rows.count
    // The first position looked at going down; going up starts just above it.
    let start = count > 0 ? starts[section] + min(max(0, path.row), count - 1) : starts[section]
    func row(at position: Int) -> RowPath {
      // The last section starting at or before `position` that has rows.
      var low = 0
      var high = starts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= position { low = middle } else { high = middle - 1 }
      }
      while sections[low].rows.isEmpty || starts[low] + sections[low].rows.count <= position {
        low += 1
      }
      return RowPath(section: low, row: position - starts[low])
    }
    // The row at `position` when it can take the cursor.
    func cursorRow(at position: Int) -> RowPath? {
      let path = row(at: position)
      return sections[path.section].rows[path.row].takesCursor ? path : nil
    }
    // The row at the position itself first; then one row further down, one further up, and so
    // on, so that of two rows equally near the later is looked at first.
    var down = start
    var up = start - 1
    if count > 0 {
      if let found = cursorRow(at: start) { return found }
      down += 1
    }
    while down < total || up >= 0 {
      if down < total {
        if let found = cursorRow(at: down) { return found }
        down += 1
      }
      if up >= 0 {
        if let found = cursorRow(at: up) { return found }
        up -= 1
      }
    }
    return nil
  }
}
