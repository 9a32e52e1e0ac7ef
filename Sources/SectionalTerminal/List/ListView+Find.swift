import Sectional

/// Where the rows of a filtered list come from in the controller's content.
struct FindFilter {
  /// The controller's content the filter was made from.
  var source = ListContent()
  /// For each filtered section, its index in the controller's content.
  var sections: [Int] = []
  /// For each filtered section, its rows' indexes in the controller's section.
  var rows: [[Int]] = []
}

extension ListView {
  /// Whether keys go to the find query (after `/`, until Enter or Esc): an app should let the
  /// list have them before its own shortcuts, so that typing `q` does not quit.
  public var isTakingText: Bool { find?.isEditing == true }

  /// Where the row drawn at `path` is in the controller's content: the same path, unless the
  /// list is filtered by find.
  ///
  /// - Parameter path: A path in the drawn list (``selectedRowPath``, display events).
  /// - Returns: The controller's path, or `nil` when no row is drawn there.
  public func controllerPath(for path: RowPath) -> RowPath? {
    guard let filter = findFilter else { return path }
    guard filter.sections.indices.contains(path.section),
      filter.rows[path.section].indices.contains(path.row)
    else { return nil }
    return RowPath(section: filter.sections[path.section], row: filter.rows[path.section][path.row])
  }

  /// Opens the query line (or goes back to typing the current query).
  public func beginFind() {
    guard !isReordering else { return }
    if find == nil { findOrigin = selectedID }
    var state = find ?? FindState()
    state.isEditing = true
    find = state
    updateViewport()
    revealSelection()
  }

  /// Closes find and shows every row again, the cursor staying on its row; when the query
  /// matched nothing, the cursor goes back to the row it was on when find began.
  public func endFind() {
    guard find != nil else { return }
    find = nil
    refilter(queryChanged: false)
    findOrigin = nil
  }

  /// Replaces the query and filters the list by it.
  ///
  /// - Parameter query: The text to find; empty shows every row.
  /// - Complexity: O(n) in the rows: each row's folded text is made once and kept until the row
  ///   changes; a content update while filtered lays the filtered list out again.
  public func setFindQuery(_ query: String) {
    var state = find ?? FindState()
    state.query = query
    find = state
    refilter(queryChanged: true)
  }

  /// Keys while find is open. Returns `nil` for keys find leaves to the list.
  func handleFind(_ event: KeyEvent) -> Bool? {
    guard var state = find else {
      guard event.key == .character("/") else { return nil }
      beginFind()
      return true
    }
    guard state.isEditing else {
      switch event.key {
      case .character("/"): beginFind()
      case .character("n"): stepMatch(forward: true)
      case .character("N"): stepMatch(forward: false)
      case .escape: endFind()
      default: return nil
      }
      return true
    }
    switch event.key {
    case .character(let character):
      setFindQuery(state.query + String(character))
    case .backspace:
      guard !state.query.isEmpty else {
        endFind()
        return true
      }
      setFindQuery(String(state.query.dropLast()))
    case .enter:
      if state.query.isEmpty {
        endFind()
      } else {
        state.isEditing = false
        find = state
        updateViewport()
      }
    case .escape:
      endFind()
    case .up, .down, .pageUp, .pageDown, .home, .end:
      // Moving through the matches while typing.
      return nil
    default:
      break
    }
    return true
  }

  /// n / N: the cursor goes to the next (previous) matching row, round the end; a match that
  /// cannot take the cursor is scrolled into view.
  func stepMatch(forward: Bool) {
    guard var state = find, !state.matches.isEmpty else { return }
    let count = state.matches.count
    let start: Int
    if let current = state.currentMatch {
      start = current
    } else if let path = selectedPath, let index = state.matches.firstIndex(of: path) {
      start = index
    } else {
      start = forward ? -1 : count
    }
    let next = ((start + (forward ? 1 : -1)) % count + count) % count
    state.currentMatch = next
    find = state
    let path = state.matches[next]
    if layout.content[path]?.traits.isSelectable == true {
      moveCursor(to: path)
    } else {
      layout.scroll(toShow: .row(path), at: .nearest)
      measureVisible()
      layout.scroll(toShow: .row(path), at: .nearest)
      updateDisplay()
    }
  }

  /// The folded visible text of `row`, cached by id until the content changes.
  func searchableText(of row: Row) -> String {
    if let cached = findTextCache[row.id], cached.component.isContentEqual(to: row.component) {
      return cached.text
    }
    let text = FindState.fold(SearchableText.of(row.component, in: self))
    findTextCache[row.id] = (row.component, text)
    return text
  }

  /// Lays out the controller's content again, only the rows that match the query when there is
  /// one, keeping the cursor on its row when that row is still shown.
  func refilter(queryChanged: Bool, reloaded: Set<ListID> = []) {
    let wasVisible = isSelectionVisible
    pendingReloads.formUnion(reloaded)
    let source = controller.content
    let needle = find.map { FindState.fold($0.query) } ?? ""
    guard !needle.isEmpty else {
      // Nothing to filter by: every row, the cursor staying on its row.
      if findFilter != nil {
        findFilter = nil
        let offset = layout.contentOffset
        layout.reload(source)
        tracker.contentDidChange(to: layout.content)
        layout.scroll(toOffset: offset)
      }
      find?.matches = []
      find?.currentMatch = nil
      if find == nil { findTextCache = [:] }
      // A query that matched nothing took the cursor away: it goes back where it was.
      if selectedID == nil { selectedID = findOrigin }
      settle(keepingSelectionVisible: true)
      return
    }
    var filter = FindFilter(source: source)
    var sections: [Section] = []
    var matches: [RowPath] = []
    for (sectionIndex, section) in source.sections.enumerated() {
      var kept: [Row] = []
      var indexes: [Int] = []
      for (rowIndex, row) in section.rows.enumerated()
      where searchableText(of: row).contains(needle) {
        matches.append(RowPath(section: sections.count, row: kept.count))
        kept.append(row)
        indexes.append(rowIndex)
      }
      guard !kept.isEmpty else { continue }
      var filtered = section
      filtered.rows = kept
      sections.append(filtered)
      filter.sections.append(sectionIndex)
      filter.rows.append(indexes)
    }
    findFilter = filter
    find?.matches = matches
    if queryChanged { find?.currentMatch = nil }
    let offset = layout.contentOffset
    // The cursor stays on its row while that row matches; otherwise it goes to the first match.
    let keptSelection =
      selectedID.map { id in matches.contains { sections[$0.section].rows[$0.row].id == id } }
      ?? false
    if !keptSelection {
      selectedID = nil
      selectedPath = nil
    }
    layout.reload(ListContent(sections: sections))
    // Display events name rows by their place in the filtered list the user sees.
    tracker.contentDidChange(to: layout.content)
    layout.scroll(toOffset: queryChanged ? 0 : offset)
    settle(keepingSelectionVisible: queryChanged || wasVisible)
  }

  /// Marks what matches the query in a drawn row.
  func highlightMatches(in canvas: inout Canvas) {
    guard let query = find?.query, !query.isEmpty else { return }
    let needle = Array(FindState.fold(query))
    guard !needle.isEmpty else { return }
    for y in 0..<canvas.height {
      // The line's folded characters, each with the column of the cell it came from.
      var characters: [Character] = []
      var columns: [(x: Int, width: Int)] = []
      var x = 0
      while x < canvas.width {
        let cell = canvas.buffer[x, y]
        let width = max(1, cell.width)
        if !cell.isContinuation {
          for character in FindState.fold(cell.symbol.isEmpty ? " " : cell.symbol) {
            characters.append(character)
            columns.append((x, width))
          }
        }
        x += width
      }
      guard characters.count >= needle.count else { continue }
      var start = 0
      while start + needle.count <= characters.count {
        if characters[start..<start + needle.count].elementsEqual(needle) {
          let first = columns[start]
          let last = columns[start + needle.count - 1]
          canvas.highlight(
            y: y, x: first.x, width: last.x + last.width - first.x, style: theme.match)
          start += needle.count
        } else {
          start += 1
        }
      }
    }
  }

  /// The query line on the view's last line: `/query▏  2 of 5`.
  func drawFindLine(into canvas: inout Canvas) {
    guard let find, height > 0 else { return }
    let y = height - 1
    canvas.write(String(repeating: " ", count: width), x: 0, y: y, style: theme.text)
    var x = canvas.write("/", x: 0, y: y, style: theme.accent)
    x = canvas.write(find.query, x: x, y: y, style: theme.text, maxWidth: max(0, width - x - 1))
    // The typing cursor's column stays when typing ends, so the status does not shift.
    x = canvas.write(" ", x: x, y: y, style: find.isEditing ? theme.selected : theme.text)
    if let status = find.status(ascii: glyphs.isASCII) {
      canvas.write(
        "  " + status, x: x, y: y,
        style: find.matches.isEmpty ? theme.destructive : theme.secondary,
        maxWidth: max(0, width - x))
    }
  }
}
