import Sectional

extension ListView {
  /// The path of the row under the cursor.
  public var selectedRowPath: RowPath? { selectedPath }

  /// Puts the cursor back on its row after a change: the same id if it survived, otherwise the
  /// selectable row nearest to where it was.
  func restoreSelection() {
    let content = layout.content
    if let id = selectedID {
      if let path = selectedPath, content[path]?.id == id { return }
      if let path = content.path(of: id) {
        selectedPath = path
        return
      }
    }
    let anchor = selectedPath ?? RowPath(section: 0, row: 0)
    let previous = selectedID
    selectedPath =
      nearestSelectable(from: clamp(anchor), forward: true)
      ?? nearestSelectable(from: clamp(anchor), forward: false)
    selectedID = selectedPath.flatMap { content[$0]?.id }
    if selectedID != previous { focus = 0 }
  }

  /// `path` moved inside the content's bounds (it may name no row when the content is empty).
  func clamp(_ path: RowPath) -> RowPath {
    let sections = layout.content.sections
    guard !sections.isEmpty else { return RowPath(section: 0, row: 0) }
    let section = min(max(0, path.section), sections.count - 1)
    let rows = sections[section].rows.count
    return RowPath(section: section, row: min(max(0, path.row), max(0, rows - 1)))
  }

  /// The first selectable row at or after (before) `path`.
  func nearestSelectable(from path: RowPath, forward: Bool) -> RowPath? {
    let sections = layout.content.sections
    guard !sections.isEmpty else { return nil }
    var section = path.section
    var row = path.row
    while sections.indices.contains(section) {
      let rows = sections[section].rows
      while rows.indices.contains(row) {
        if rows[row].traits.isSelectable { return RowPath(section: section, row: row) }
        row += forward ? 1 : -1
      }
      section += forward ? 1 : -1
      guard sections.indices.contains(section) else { break }
      row = forward ? 0 : sections[section].rows.count - 1
    }
    return nil
  }

  /// The next selectable row after (before) `path`, or `nil` at the end.
  func step(from path: RowPath, forward: Bool) -> RowPath? {
    let sections = layout.content.sections
    var next = path
    if forward {
      if next.row + 1 < sections[next.section].rows.count {
        next.row += 1
      } else {
        guard next.section + 1 < sections.count else { return nil }
        next = RowPath(section: next.section + 1, row: 0)
      }
    } else {
      if next.row > 0 {
        next.row -= 1
      } else {
        guard next.section > 0 else { return nil }
        next = RowPath(section: next.section - 1, row: sections[next.section - 1].rows.count - 1)
      }
    }
    return nearestSelectable(from: next, forward: forward)
  }

  /// Moves the cursor to `path` (a selectable row) and scrolls it into view. The cursor is
  /// keyboard focus, not a press: it sends no highlight events (a tap does, see ``activate()``).
  func moveCursor(to path: RowPath?) {
    guard let path, path != selectedPath, let row = layout.content[path] else {
      revealSelection()
      return
    }
    selectedPath = path
    selectedID = row.id
    focus = 0
    followChosenPart()
    revealSelection()
  }

  /// Scrolls the least that shows the whole cursor row (its top when it is taller than the view).
  func revealSelection() {
    guard let path = selectedPath else { return }
    layout.scroll(toShow: .row(path), at: .nearest)
    if path == nearestSelectable(from: RowPath(section: 0, row: 0), forward: true) {
      // The first row: show the headers above it too.
      layout.scroll(toOffset: 0)
    }
    measureVisible()
    layout.scroll(toShow: .row(path), at: .nearest)
    updateDisplay()
  }

  /// Moves the cursor by `count` selectable rows.
  ///
  /// - Parameter count: Positive moves down, negative up.
  public func moveSelection(by count: Int) {
    guard
      var path = selectedPath ?? nearestSelectable(from: RowPath(section: 0, row: 0), forward: true)
    else { return }
    if selectedPath == nil {
      moveCursor(to: path)
      return
    }
    for _ in 0..<abs(count) {
      guard let next = step(from: path, forward: count > 0) else { break }
      path = next
    }
    moveCursor(to: path)
  }

  /// Moves the cursor to the first selectable row.
  public func selectFirst() {
    moveCursor(to: nearestSelectable(from: RowPath(section: 0, row: 0), forward: true))
    layout.scroll(toOffset: 0)
    measureVisible()
    updateDisplay()
  }

  /// Moves the cursor to the last selectable row.
  public func selectLast() {
    let sections = layout.content.sections
    guard let last = sections.indices.last else { return }
    moveCursor(
      to: nearestSelectable(
        from: RowPath(section: last, row: sections[last].rows.count - 1), forward: false))
    layout.scroll(toOffset: layout.maxContentOffset)
    measureVisible()
    updateDisplay()
  }

  /// Scrolls a page down (or up) and puts the cursor on the first selectable row of the new page.
  ///
  /// - Parameter forward: `true` for down.
  public func page(forward: Bool) {
    let page = Double(max(1, height - 1))
    layout.scroll(toOffset: layout.contentOffset + (forward ? page : -page))
    measureVisible()
    let top = layout.contentOffset
    let frames = layout.frames(from: top, to: top + Double(height))
    let rows = frames.compactMap { frame -> RowPath? in
      if case .row(let path) = frame.item, frame.top >= top,
        layout.content[path]?.traits.isSelectable == true
      {
        return path
      }
      return nil
    }
    if let target = forward ? rows.first : rows.first, target != selectedPath {
      moveCursor(to: target)
    } else if forward {
      moveSelection(by: 1)
    } else {
      moveSelection(by: -1)
    }
    updateDisplay()
  }

  /// Scrolls by `lines` without moving the cursor, unless it would leave the screen.
  ///
  /// - Parameter lines: Positive scrolls down.
  public func scroll(by lines: Int) {
    layout.scroll(toOffset: layout.contentOffset + Double(lines))
    measureVisible()
    if !isSelectionVisible {
      let top = layout.contentOffset
      let candidates = layout.frames(from: top, to: top + Double(height)).compactMap {
        frame -> RowPath? in
        if case .row(let path) = frame.item, frame.top >= top, frame.bottom <= top + Double(height),
          layout.content[path]?.traits.isSelectable == true
        {
          return path
        }
        return nil
      }
      if let target = lines > 0 ? candidates.first : candidates.last {
        let offset = layout.contentOffset
        moveCursor(to: target)
        layout.scroll(toOffset: offset)
      }
    }
    updateDisplay()
  }
}
