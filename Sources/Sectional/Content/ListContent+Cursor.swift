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

extension ListContent {
  /// The first row at or after (before, going back) `path`, in content order across sections,
  /// that can take the cursor (``Row/takesCursor``) or is a stop `headerStop` names: the walk
  /// of a keyboard cursor through a list, which a renderer with header stops (the terminal's
  /// collapsible headers) shares with every other. A header is row -1 of its section.
  ///
  /// - Parameters:
  ///   - path: Where to start; `path` itself counts.
  ///   - forward: Whether to walk down (`true`) or up.
  ///   - limit: How many rows and section boundaries to look at before giving up (a renderer
  ///     scrolls instead of searching a long run of rows that cannot take the cursor).
  ///   - headerStop: Whether the header of a section (its index) takes the cursor.
  /// - Returns: The stop, or `nil` when none lies that way within `limit`.
  /// - Complexity: O(min(k, limit)) for k rows passed over (only those are made, for a
  ///   ``ForEach``).
  package func cursorStop(
    from path: RowPath, forward: Bool, limit: Int = .max, headerStop: (Int) -> Bool = { _ in false }
  ) -> RowPath? {
    guard !sections.isEmpty else { return nil }
    var section = path.section
    var row = path.row
    var budget = limit
    while sections.indices.contains(section) {
      let rows = sections[section].rows
      while row >= -1 && row < rows.count {
        if row < 0 ? headerStop(section) : rows[row].takesCursor {
          return RowPath(section: section, row: row)
        }
        budget -= 1
        if budget <= 0 { return nil }
        row += forward ? 1 : -1
      }
      budget -= 1
      if budget <= 0 { return nil }
      section += forward ? 1 : -1
      guard sections.indices.contains(section) else { break }
      row = forward ? -1 : sections[section].rows.count - 1
    }
    return nil
  }
}
