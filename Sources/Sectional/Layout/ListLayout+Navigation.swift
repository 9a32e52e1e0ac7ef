extension ListLayout {
  /// A direction the cursor moves in between rows.
  public enum Direction: Hashable, Sendable {
    /// To the line above.
    case up
    /// To the line below.
    case down
    /// To the previous item of the line.
    case left
    /// To the next item of the line.
    case right
  }

  /// The row the cursor reaches from `path` by moving one step in `direction`, or `nil` when
  /// there is none (the edge of a line, the first or last row, a path the layout does not have).
  ///
  /// Headers, footers and section spacing are skipped, and empty sections too.
  /// - List rows: up and down go to the previous and next row, across sections; left and right
  ///   give `nil` (a renderer keeps its own meaning for them).
  /// - Grid and flow items: left and right go to the neighbouring item of the same line; up
  ///   and down go to the line above or below, to the item whose centre is nearest the
  ///   item's centre (in a grid, the same column, clamped to a shorter last line).
  /// - Carousel items: left and right go across its items; up and down leave the carousel.
  /// - Into a list section up and down reach its nearest row; from a list row into a grid, flow
  ///   or carousel, the first item of the nearest line; from a grid, flow or carousel item into
  ///   another, the item of the nearest line whose centre is nearest the item's centre (the
  ///   same column, in a carousel's unscrolled place).
  ///
  /// ```swift
  /// let below = layout.row(from: RowPath(section: 0, row: 1), moving: .down)
  /// ```
  ///
  /// - Parameters:
  ///   - path: The row the cursor is on.
  ///   - direction: Where it moves.
  /// - Returns: The row it reaches.
  /// - Complexity: O(1) within a list or grid section, plus O(k) for k empty sections crossed;
  ///   O(items of the line) into a flow or carousel.
  public func row(from path: RowPath, moving direction: Direction) -> RowPath? {
    let sections = content.sections
    guard sections.indices.contains(path.section),
      path.row >= 0 && path.row < sections[path.section].rows.count
    else { return nil }
    let section = sections[path.section]
    let placement = placement(of: section)
    let rowCount = section.rows.count
    let line = placement.line(ofRow: path.row)
    switch direction {
    case .left, .right:
      guard !placement.isList else { return nil }
      let target = path.row + (direction == .left ? -1 : 1)
      guard placement.rows(ofLine: line, rowCount: rowCount).contains(target) else { return nil }
      return RowPath(section: path.section, row: target)
    case .up, .down:
      let step = direction == .up ? -1 : 1
      let reference: Double
      switch placement.kind {
      case .list: reference = 0
      case .grid, .flow, .carousel:
        reference = placement.x(ofRow: path.row) + placement.width(ofRow: path.row) / 2
      }
      let next = line + step
      if next >= 0 && next < placement.lineCount(rows: rowCount) {
        return nearestRow(
          section: path.section, placement, line: next, rowCount: rowCount, reference: reference)
      }
      var index = path.section + step
      while sections.indices.contains(index) {
        let count = sections[index].rows.count
        if count > 0 {
          let target = self.placement(of: sections[index])
          let line = step < 0 ? target.lineCount(rows: count) - 1 : 0
          return nearestRow(
            section: index, target, line: max(0, line), rowCount: count, reference: reference)
        }
        index += step
      }
      return nil
    }
  }

  /// The row of line `line` whose centre is nearest `reference` (ties: the earlier one); the
  /// row itself for a list.
  private func nearestRow(
    section: Int, _ placement: LinePlacement, line: Int, rowCount: Int, reference: Double
  ) -> RowPath {
    let rows = placement.rows(ofLine: line, rowCount: rowCount)
    guard rows.count > 1 else { return RowPath(section: section, row: rows.lowerBound) }
    switch placement.kind {
    case .list:
      return RowPath(section: section, row: rows.lowerBound)
    case .grid:
      let pitch = placement.itemWidth + placement.spacing
      let column = pitch > 0 ? ((reference - placement.itemWidth / 2) / pitch).rounded() : 0
      let clamped = column.isFinite ? min(Double(rows.count - 1), max(0, column)) : 0
      return RowPath(section: section, row: rows.lowerBound + Int(clamped))
    case .flow, .carousel:
      var best = rows.lowerBound
      var distance = Double.infinity
      for row in rows {
        let centre = placement.x(ofRow: row) + placement.width(ofRow: row) / 2
        let gap = abs(centre - reference)
        if gap < distance {
          distance = gap
          best = row
        }
      }
      return RowPath(section: section, row: best)
    }
  }
}

extension ListLayout {
  /// The row at `offset` and `x` (unshifted: a renderer adds its carousel's scroll position
  /// first), for hit-testing a tap or a click: the row of the line covering `offset` whose
  /// frame spans `x`; `nil` on a header, footer or spacing, or between items of a line.
  ///
  /// - Parameters:
  ///   - offset: A position from the top of the content.
  ///   - x: A position from the list's leading edge.
  /// - Complexity: O(log n), plus O(1) in a grid and O(items of the line) in a flow or carousel.
  package func row(atOffset offset: Double, x: Double) -> RowPath? {
    guard let frame = frame(atOffset: offset), case .row(let first) = frame.item else {
      return nil
    }
    guard let (section, line) = line(at: frame.index) else { return first }
    let placement = placement(ofSection: section)
    let rowCount = content.sections[section].rows.count
    for row in placement.rows(ofLine: line, rowCount: rowCount) {
      let left = placement.x(ofRow: row)
      if x >= left && x < left + placement.width(ofRow: row) {
        return RowPath(section: section, row: row)
      }
    }
    return nil
  }
}
