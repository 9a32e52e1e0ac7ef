import Sectional

// The two-dimensional cursor of grid, flow and carousel sections: ←/→ within a line, ↑/↓ across
// lines keeping the column, by the core's navigation (`ListLayout.row(from:moving:)`), which
// the headless host shares; the list's own rules (unselectable rows, collapsible headers)
// apply where the cursor leaves such a section.
extension ListView {
  /// The row next to `path` in `direction`, by the core's navigation (shared with the headless
  /// host); `nil` at an edge. The callers keep to `path`'s section: past its edge the list's
  /// own rules (collapsible headers, unselectable rows) apply.
  func neighbour(of path: RowPath, _ direction: ListLayout.Direction) -> RowPath? {
    layout.row(from: path, moving: direction)
  }

  /// Whether the cursor is on an item of a grid, flow or carousel section, where ←/→ move it.
  var isCursorInLine: Bool {
    guard let path = selectedPath, path.row >= 0 else { return false }
    return !isListSection(path.section)
  }

  /// Whether the list shows a grid, flow or carousel section with rows, where ←/→ move the
  /// cursor (the footer and help say so).
  ///
  /// - Complexity: O(sections).
  package var hasLineSections: Bool {
    layout.content.sections.contains { !$0.layout.isList && !$0.rows.isEmpty }
  }

  /// ←/→ on a grid, flow or carousel item: the cursor goes to the selectable item beside it in
  /// its section (nothing happens at the line's end, so ← never leaves the screen from there).
  ///
  /// - Parameter forward: `true` for →.
  func moveInLine(forward: Bool) {
    guard let path = selectedPath else { return }
    var current = path
    for _ in 0..<searchLimit {
      guard let next = neighbour(of: current, forward ? .right : .left),
        next.section == path.section
      else { break }
      if layout.content[next]?.takesCursor == true {
        moveCursor(to: next)
        return
      }
      current = next
    }
    revealSelection()
  }

  /// Tab (Shift-Tab) on a grid, flow or carousel item: the cursor goes to the next (previous)
  /// selectable item of its section in order, on to the next line at a line's end; nothing
  /// happens at the section's first or last item.
  ///
  /// - Parameter forward: `true` for Tab.
  func moveInSection(forward: Bool) {
    guard let path = selectedPath else { return }
    let count = layout.content.sections[path.section].rows.count
    var row = path.row + (forward ? 1 : -1)
    var tried = 0
    while row >= 0 && row < count && tried < searchLimit {
      let next = RowPath(section: path.section, row: row)
      if layout.content[next]?.takesCursor == true {
        moveCursor(to: next)
        return
      }
      row += forward ? 1 : -1
      tried += 1
    }
    revealSelection()
  }

  /// The selectable row ↓ (↑) goes to from `path`: in a grid, flow or carousel the item of the
  /// next line in the same column (by the core's navigation); past the section's edge, or from
  /// a list row, the next selectable row or header as in a list. Coming up from a list row into
  /// a grid, flow or carousel, the cursor lands on the first item of its last line; coming from
  /// another grid, flow or carousel, on the item nearest the column it left (unscrolled
  /// places, as the core's ``ListLayout/row(from:moving:)`` measures).
  func verticalStep(from path: RowPath, forward: Bool) -> RowPath? {
    guard path.row >= 0, !isListSection(path.section) else {
      return enteringLine(step(from: path, forward: forward, limit: searchLimit), forward: forward)
    }
    var current = path
    for _ in 0..<searchLimit {
      guard let next = neighbour(of: current, forward ? .down : .up), next.section == path.section
      else { break }
      if layout.content[next]?.takesCursor == true { return next }
      current = next
    }
    // Out of the section: as a list goes on from its last (first) row, then, into another
    // grid, flow or carousel, to the item nearest the column the cursor was in.
    let rows = layout.content.sections[path.section].rows.count
    let edge = RowPath(section: path.section, row: forward ? rows - 1 : 0)
    let next = enteringLine(
      step(from: edge, forward: forward, limit: searchLimit), forward: forward)
    guard let next, next.row >= 0, !isListSection(next.section),
      let from = layout.frame(of: .row(path)), let to = layout.frame(of: .row(next))
    else { return next }
    return item(onLineOf: to, nearestColumn: from.x + from.width / 2) ?? next
  }

  /// `path`, or, when ↑ brought the cursor into a grid, flow or carousel from below, the first
  /// selectable item of `path`'s line: the column nearest the list's leading edge.
  func enteringLine(_ path: RowPath?, forward: Bool) -> RowPath? {
    guard let path, !forward, path.row >= 0, !isListSection(path.section),
      let frame = layout.frame(of: .row(path))
    else { return path }
    return item(onLineOf: frame, nearestColumn: 0) ?? path
  }

  /// The selectable item of `frame`'s line whose centre is nearest column `x` (unshifted).
  func item(onLineOf frame: LayoutFrame, nearestColumn x: Double) -> RowPath? {
    var best: (path: RowPath, distance: Double)?
    for item in lineFrames(of: frame) {
      guard case .row(let path) = item.item, layout.content[path]?.takesCursor == true else {
        continue
      }
      let distance = abs(item.x + item.width / 2 - x)
      if best == nil || distance < best?.distance ?? .infinity { best = (path, distance) }
    }
    return best?.path
  }

  /// `path` moved to the item of its line in the column of the cursor, when both are in the
  /// same grid, flow or carousel section (a page up or down keeps the column, as ↑/↓ do).
  func keepingColumn(_ path: RowPath) -> RowPath {
    guard let current = selectedPath, current.row >= 0, path.row >= 0,
      current.section == path.section, !isListSection(path.section),
      let from = layout.frame(of: .row(current)), let to = layout.frame(of: .row(path))
    else { return path }
    return item(onLineOf: to, nearestColumn: from.x + from.width / 2) ?? path
  }

  /// The row drawn at column `x` of content line `offset`: a grid, flow or carousel item under
  /// it (after the carousel's sideways scroll), or the list row or decoration of that line.
  func frame(atOffset offset: Double, x: Int) -> LayoutFrame? {
    guard let frame = layout.frame(atOffset: offset) else { return nil }
    guard case .row(let path) = frame.item, !isListSection(path.section) else { return frame }
    let shift = horizontalShift(section: path.section)
    return lineFrames(of: frame).first { item in
      let placed = columns(of: item)
      return x + shift >= placed.x && x + shift < placed.x + placed.width
    }
  }

  /// A click on a carousel's more-items indicator column (the first or last column of its
  /// line, while items lie that way) scrolls it by an item; `nil` when the click is elsewhere.
  func clickCarouselIndicator(x: Int, offset: Double) -> Bool? {
    guard let frame = layout.frame(atOffset: offset), case .row(let path) = frame.item,
      isCarousel(path.section)
    else { return nil }
    let more = carouselMore(section: path.section, line: frame)
    guard (x == 0 && more.left) || (x == contentWidth - 1 && more.right) else { return nil }
    scrollCarousel(section: path.section, line: frame, by: x == 0 ? -1 : 1)
    updateDisplay()
    return true
  }
}
