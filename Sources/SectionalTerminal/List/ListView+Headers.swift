import Sectional

extension ListView {
  /// Whether the cursor stops on the header of section `index`: a collapsible section with a
  /// header, while find does not filter the list.
  func isHeaderStop(_ index: Int) -> Bool {
    let sections = layout.content.sections
    return findFilter == nil && sections.indices.contains(index)
      && sections[index].isCollapsible && sections[index].header != nil
  }

  /// The layout item the cursor at `path` is on: a row, or a header for row -1.
  func cursorItem(_ path: RowPath) -> LayoutItem {
    path.row < 0 ? .header(section: path.section) : .row(path)
  }

  /// The id of the section whose header has the cursor, if one has it.
  public var selectedHeader: ListID? { selectedHeaderID }

  /// Puts the cursor on the header of collapsible section `index` and scrolls it into view.
  func moveCursor(toHeaderOf index: Int) {
    selectedPath = RowPath(section: index, row: -1)
    selectedID = nil
    selectedHeaderID = layout.content.sections[index].id
    focus = 0
    revealSelection()
  }

  /// Keys on a collapsible header with the cursor: Enter and Space toggle the section, ← or h
  /// collapses it, → or l expands it. `nil` when the cursor is not on a header, and for ← on a
  /// collapsed one (it goes back, as elsewhere).
  func handleHeaderKey(_ event: KeyEvent) -> Bool? {
    guard let id = selectedHeaderID, event.modifiers.subtracting(.shift).isEmpty else {
      return nil
    }
    let collapsed = controller.isCollapsed(section: id)
    switch event.key {
    case .enter, .character(" "): setCollapsed(!collapsed, section: id)
    case .left, .character("h"):
      guard !collapsed else { return nil }
      setCollapsed(true, section: id)
    case .right, .character("l"): setCollapsed(false, section: id)
    default: return nil
    }
    return true
  }

  /// Collapses or expands a section through the controller, as a header key does; the
  /// cursor stays on the header.
  func setCollapsed(_ collapsed: Bool, section id: ListID) {
    guard controller.isCollapsed(section: id) != collapsed else { return }
    do {
      try controller.setCollapsed(collapsed, section: id)
    } catch {
      // Only collapsible sections take the cursor on their header: nothing to report.
    }
    revealSelection()
  }

  /// The header pinned to the view's top line, if one is (see ``pinsHeaders``).
  var pinnedHeader: ListLayout.PinnedHeader? {
    layout.pinnedHeader(at: layout.contentOffset, pinsByDefault: pinsHeaders)
  }

  /// How many lines at the view's top a pinned header covers (0 when none is pinned).
  var pinnedCover: Double {
    pinnedHeader.map { max(0, $0.top + $0.frame.height) } ?? 0
  }

  /// Scrolls up the least that keeps the cursor row from hiding under a pinned header.
  func uncoverSelection() {
    guard let path = selectedPath, path.row >= 0, let pinned = pinnedHeader,
      let frame = layout.frame(of: .row(path))
    else { return }
    let covered = layout.contentOffset + pinned.top + pinned.frame.height
    if frame.top < covered {
      layout.scroll(toOffset: layout.contentOffset - (covered - frame.top))
      measureVisible()
    }
  }
}

extension ListView {
  /// Draws `pinned` over the top lines of `canvas` (the list as composed), keeping the scroll
  /// indicator.
  ///
  /// - Returns: The lines it covered.
  func drawPinnedHeader(_ pinned: ListLayout.PinnedHeader, into canvas: inout Canvas) -> Range<Int>
  {
    let lines = Int(pinned.frame.height.rounded())
    let top = Int(pinned.top.rounded())
    guard lines > 0 else { return 0..<0 }
    var header = Canvas(width: contentWidth, height: lines)
    drawItem(.header(section: pinned.section), into: &header)
    let covered = max(0, top)..<min(height, top + lines)
    let thumb = scrollThumb()
    for line in covered {
      var cells = header.buffer.lineCells(line - top)
      cells.append(contentsOf: Array(repeating: Cell.blank, count: max(0, width - cells.count)))
      canvas.buffer.replaceLine(line, with: Array(cells.prefix(width)))
      if let thumb {
        drawScrollIndicator(line: line, isThumb: thumb.contains(line), into: &canvas)
      }
    }
    return covered
  }

  /// A click at (`x`, `y`) that lands on a header (pinned or not): on a sortable column's
  /// title of a table header, sorts the table by it (again: reversed); on a collapsible
  /// header, moves the cursor there and toggles its section; `nil` when neither is there.
  func clickHeader(x: Int, y: Int) -> Bool? {
    var section: Int?
    if let pinned = pinnedHeader, Double(y) < pinned.top + pinned.frame.height {
      section = pinned.section
    } else if let frame = layout.frame(atOffset: layout.contentOffset + Double(y)),
      case .header(let index) = frame.item
    {
      section = index
    }
    guard let section else { return nil }
    let id = layout.content.sections[section].id
    if let header = layout.content.sections[section].sortableHeader,
      let column = ColumnsRenderer.column(atX: x, of: header, width: contentWidth),
      header.columns[column].sorting != nil
    {
      // Every sortable column of the header is a section's own: the sort cannot fail.
      try? controller.sortTable(section: id, by: column)
      return true
    }
    guard isHeaderStop(section) else { return nil }
    moveCursor(toHeaderOf: section)
    setCollapsed(!controller.isCollapsed(section: id), section: id)
    return true
  }
}

extension Glyphs {
  /// The disclosure indicator of a collapsible section's header: ▸ collapsed, ▾ expanded
  /// (`>` and `v` in ASCII).
  func disclosure(collapsed: Bool) -> String {
    if isFlat { return StateWords.section(collapsed: collapsed) }
    return isASCII ? (collapsed ? ">" : "v") : (collapsed ? "▸" : "▾")
  }
}
