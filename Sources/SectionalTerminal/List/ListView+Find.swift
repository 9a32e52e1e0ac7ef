import Sectional

/// Where the rows of a filtered list come from in the controller's content.
struct FindFilter {
  /// The controller's content the filter was made from.
  var source = ListContent()
  /// For each filtered section, its index in the controller's content.
  var sections: [Int] = []
  /// For each filtered section, its rows' indexes in the controller's section.
  var rows: [[Int]] = []
  /// For each match that cannot take the cursor, the row that takes it for the match: the
  /// selectable row nearest to it in its section (shown with the matches). Filtered paths.
  var focusTargets: [RowPath: RowPath] = [:]
}

extension ListView {
  /// Whether keys go to the find query (after `/`, until Enter or Esc), to a field being
  /// edited (``isEditingField``) or to a date being edited (``isEditingDate``): an app should
  /// let the list have them before its own shortcuts, so that typing `q` does not quit.
  public var isTakingText: Bool { find?.isEditing == true || isEditingField || isEditingDate }

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
    state.searchesScreen = searchesContent != nil
    find = state
    updateViewport()
    revealSelection()
  }

  /// Closes find and shows every row again, the cursor staying on its row; when the query
  /// matched nothing, the cursor goes back to the row it was on when find began.
  public func endFind() {
    guard let ended = find else { return }
    let match = shownMatchID
    find = nil
    // A screen's search ends with its query cleared, as a search field's Cancel does.
    if let search = searchesContent, !ended.query.isEmpty { search("") }
    refilter(queryChanged: false)
    findOrigin = nil
    // A match that could not take the cursor stays in view with the row that took it.
    if let match, match != selectedID, let path = layout.content.path(of: match) {
      layout.scroll(toShow: .row(path), at: .nearest)
      measureVisible()
      layout.scroll(toShow: .row(path), at: .nearest)
      if !isSelectionVisible { revealSelection() }
      updateDisplay()
    }
  }

  /// The id of the match the cursor is on, or is on for (the row it took the cursor from).
  var shownMatchID: ListID? {
    guard let find, let path = selectedPath else { return nil }
    let targets = findFilter?.focusTargets ?? [:]
    let current = find.currentMatch.flatMap { find.matches.indices.contains($0) ? $0 : nil }
    let index =
      current.flatMap { targets[find.matches[$0]] == path ? $0 : nil }
      ?? find.matches.firstIndex { $0 == path || targets[$0] == path }
    return index.flatMap { layout.content[find.matches[$0]]?.id }
  }

  /// Replaces the query and filters the list by it.
  ///
  /// The query is kept on one line: newlines and tabs become spaces, other control characters
  /// are dropped, and characters beyond the 256th are dropped too.
  ///
  /// - Parameter query: The text to find; empty shows every row.
  /// - Complexity: O(n) in the rows: each row's folded text is made once and kept until the row
  ///   changes; a content update while filtered lays the filtered list out again.
  public func setFindQuery(_ query: String) {
    var state = find ?? FindState()
    state.searchesScreen = searchesContent != nil
    state.setQuery(query)
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
    let plain = event.modifiers.subtracting(.shift).isEmpty
    switch event.key {
    case .backspace where plain && state.query.isEmpty:
      // Backspace on an empty query closes find, as in less and vim.
      endFind()
    case .enter where event.modifiers.isEmpty:
      if state.query.isEmpty {
        endFind()
      } else {
        state.isEditing = false
        find = state
        updateViewport()
      }
    case .escape where plain:
      endFind()
    case .up, .down, .pageUp, .pageDown:
      // Moving through the matches while typing.
      return nil
    default:
      // Everything else is the query's line editor's, as in a field: typing at the caret,
      // ← →, Home End, Ctrl-A Ctrl-E, Ctrl-W Ctrl-U Ctrl-K, Alt-B Alt-F.
      let outcome = state.edit(event)
      find = state
      switch outcome {
      case .edited: refilter(queryChanged: true)
      case .ignored:
        // A chord or function key the editor leaves unused goes on (Ctrl-L redraws); any
        // other key is the query's, and does nothing.
        if !plain { return nil }
        if case .function = event.key { return nil }
      default: break
      }
    }
    return true
  }

  /// n / N: the cursor goes to the next (previous) matching row, round the end. A match that
  /// cannot take the cursor gives it to the nearest selectable row of its section, shown with it
  /// (see `refilter`), and is scrolled into view; with no such row the
  /// view only scrolls to the match.
  func stepMatch(forward: Bool) {
    guard var state = find, !state.matches.isEmpty else { return }
    let count = state.matches.count
    let targets = findFilter?.focusTargets ?? [:]
    let start: Int
    if let current = state.currentMatch {
      start = current
    } else if let path = selectedPath,
      let index = state.matches.firstIndex(where: { $0 == path || targets[$0] == path })
    {
      start = index
    } else {
      start = forward ? -1 : count
    }
    let next = ((start + (forward ? 1 : -1)) % count + count) % count
    state.currentMatch = next
    find = state
    let path = state.matches[next]
    if layout.content[path]?.takesCursor == true {
      moveCursor(to: path)
      focusMatchingPart()
      return
    }
    if let target = targets[path] {
      moveCursor(to: target)
    }
    // Show the match itself, and the cursor with it when both fit.
    layout.scroll(toShow: .row(path), at: .nearest)
    measureVisible()
    layout.scroll(toShow: .row(path), at: .nearest)
    if targets[path] != nil, !isSelectionVisible { revealSelection() }
    updateDisplay()
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
  /// one, keeping the cursor on its row when that row is still shown. A match that cannot take
  /// the cursor (a caption, a paragraph) is shown with the selectable row nearest to it in its
  /// section, which takes the cursor for it: so every match can be reached and acted on.
  func refilter(queryChanged: Bool, reloaded: Set<ListID> = []) {
    if let search = searchesContent {
      // A searchable screen filters itself: its query changes, it rebuilds at once, and the
      // list applies (and settles on) the new content as any change.
      if queryChanged {
        search(find?.query ?? "")
      } else {
        settle(keepingSelectionVisible: true)
      }
      return
    }
    let wasVisible = isSelectionVisible
    pendingReloads.formUnion(reloaded)
    let source = controller.content
    let needle = find.map { FindState.fold($0.query) } ?? ""
    guard !needle.isEmpty else {
      // Nothing to filter by: every row, the cursor staying on its row.
      if findFilter != nil {
        findFilter = nil
        let offset = layout.contentOffset
        layout.reload(laidOut(source))
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
    // Rows that contain the query; where none does, rows where its characters appear in order
    // (a fuzzy match: "stgall" finds "Stage all").
    var (filter, sections, matches) = filtered(source, by: { $0.contains(needle) })
    let isFuzzy = matches.isEmpty
    if isFuzzy {
      (filter, sections, matches) = filtered(source, by: { FuzzyMatch.appears(needle, in: $0) })
    }
    findFilter = filter
    find?.matches = matches
    find?.isFuzzy = isFuzzy && !matches.isEmpty
    if queryChanged { find?.currentMatch = nil }
    let offset = layout.contentOffset
    // The cursor stays on its row while that row is shown; otherwise it goes to the first
    // selectable row shown.
    let keptSelection =
      selectedID.map { id in sections.contains { $0.rows.contains { $0.id == id } } } ?? false
    if !keptSelection {
      selectedID = nil
      selectedPath = nil
    }
    layout.reload(laidOut(ListContent(sections: sections)))
    // Display events name rows by their place in the filtered list the user sees.
    tracker.contentDidChange(to: layout.content)
    layout.scroll(toOffset: queryChanged ? 0 : offset)
    settle(keepingSelectionVisible: queryChanged || wasVisible)
    if queryChanged { focusMatchingPart() }
  }

  /// The rows of `source` whose folded text `matches`, with the selectable row nearest each
  /// match that cannot take the cursor; the filter that maps them back, and the matches' paths
  /// in the filtered list.
  private func filtered(
    _ source: ListContent, by matches: (String) -> Bool
  ) -> (filter: FindFilter, sections: [Section], matches: [RowPath]) {
    var filter = FindFilter(source: source)
    var sections: [Section] = []
    var found: [RowPath] = []
    for (sectionIndex, section) in source.sections.enumerated() {
      let rows = section.rows
      var matched: [Int] = []
      // Where each unselectable match sends the cursor (indexes in the controller's section).
      var targets: [Int: Int] = [:]
      var nearest: NearestSelectable?
      for (rowIndex, row) in rows.enumerated() where matches(searchableText(of: row)) {
        matched.append(rowIndex)
        guard !row.takesCursor else { continue }
        if nearest == nil { nearest = NearestSelectable(rows) }
        if let target = nearest?.row(nearest: rowIndex) { targets[rowIndex] = target }
      }
      guard !matched.isEmpty else { continue }
      let indexes = Set(matched).union(targets.values).sorted()
      let filteredSection = sections.count
      let position = Dictionary(uniqueKeysWithValues: indexes.enumerated().map { ($1, $0) })
      for rowIndex in matched {
        let path = RowPath(section: filteredSection, row: position[rowIndex] ?? 0)
        found.append(path)
        if let target = targets[rowIndex], let row = position[target] {
          filter.focusTargets[path] = RowPath(section: filteredSection, row: row)
        }
      }
      var filtered = section
      filtered.rows = RowList(indexes.map { rows[$0] })
      sections.append(filtered)
      filter.sections.append(sectionIndex)
      filter.rows.append(indexes)
    }
    return (filter, sections, found)
  }

  /// On a row of pills or buttons that the query matched, the focus goes to the first one whose
  /// title matches, so that Enter acts on what was found (a day of the week strip, say).
  func focusMatchingPart() {
    guard let find, let row = selectedRow else { return }
    let needle = FindState.fold(find.query)
    guard !needle.isEmpty, let titles = Self.partTitles(of: row.component),
      let index = titles.firstIndex(where: { FindState.fold($0).contains(needle) })
    else { return }
    focus = index
  }

  /// The titles of a standard component's parts, in order: pills and action bar buttons.
  static func partTitles(of component: any Component) -> [String]? {
    if let pills = component as? PillsItem { return pills.pills.map(\.title) }
    if let bar = component as? ActionBarItem { return bar.actions.map(\.title) }
    return nil
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
      if find?.isFuzzy == true {
        // The characters a fuzzy match took, on each line where the whole query appears.
        guard let match = FuzzyMatch(String(needle), in: String(characters)) else { continue }
        for position in match.positions where columns.indices.contains(position) {
          let cell = columns[position]
          canvas.highlight(y: y, x: cell.x, width: cell.width, style: theme.match)
        }
        continue
      }
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

  /// The query line on the view's last line: `/query█  2 of 5` (the caret while typing).
  func drawFindLine(into canvas: inout Canvas) {
    guard var find, height > 0 else { return }
    let y = height - 1
    canvas.write(String(repeating: " ", count: width), x: 0, y: y, style: theme.text)
    var x = canvas.write("/", x: 0, y: y, style: theme.accent)
    guard find.isEditing else {
      // The end of a query too long for the line shows: that is where typing happened.
      let room = max(0, width - x - 1)
      x = canvas.write(
        Self.tail(of: find.query, width: room, ellipsis: glyphs.ellipsis), x: x, y: y,
        style: theme.text, maxWidth: room)
      // The caret's column stays blank when typing ends, so the status does not shift.
      drawFindStatus(find, into: &canvas, x: x + 1, y: y)
      return
    }
    // While typing, the query is a line editor's line, scrolled so that the caret shows. The
    // caret is a reverse-video cell (the terminal's cursor goes there too), or an underscore
    // in ASCII at the end, which shows where attributes do not.
    let line = find.layOutQuery(
      width: max(0, width - x), display: glyphs.isASCII ? .plainASCII : .plain)
    self.find = find
    let start = x
    x = canvas.write(line.text, x: x, y: y, style: theme.text, maxWidth: max(0, width - x))
    let caretX = start + line.caretColumn
    if line.caretColumn >= line.columns {
      canvas.write(glyphs.isASCII ? "_" : " ", x: caretX, y: y, style: theme.selected)
    } else {
      canvas.highlight(y: y, x: caretX, width: 1, style: theme.selected)
    }
    drawFindStatus(find, into: &canvas, x: max(x, caretX + 1), y: y)
  }

  /// The count after the query: `  2 of 5`, `  no match` (in the destructive colour).
  func drawFindStatus(_ find: FindState, into canvas: inout Canvas, x: Int, y: Int) {
    guard let status = find.status(ascii: glyphs.isASCII), x < width else { return }
    canvas.write(
      "  " + status, x: x, y: y,
      style: find.matches.isEmpty ? theme.destructive : theme.secondary,
      maxWidth: max(0, width - x))
  }

  /// Where the terminal's cursor goes while the query is typed: its caret, on the last line.
  func findCaretPosition() -> CursorPosition? {
    guard let find, find.isEditing, height > 0, width > 1 else { return nil }
    let line = find.editor.lineLayout(
      width: width - 1, display: glyphs.isASCII ? .plainASCII : .plain)
    return CursorPosition(x: 1 + line.caretColumn, y: height - 1)
  }
}

extension ListView {
  /// `text` cut at its start to at most `width` columns, starting with an ellipsis when cut.
  ///
  /// - Complexity: O(n) in the characters of `text`.
  static func tail(of text: String, width: Int, ellipsis: Ellipsis) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    guard width > ellipsis.width else { return "" }
    var used = ellipsis.width
    var start = text.endIndex
    while start > text.startIndex {
      let before = text.index(before: start)
      let characterWidth = DisplayWidth.of(text[before])
      guard used + characterWidth <= width else { break }
      used += characterWidth
      start = before
    }
    return ellipsis.text + text[start...]
  }
}

/// The selectable row nearest to each row of a section, found in one pass each way.
struct NearestSelectable {
  /// For each row, the last selectable row at or before it.
  private var before: [Int?]
  /// For each row, the first selectable row at or after it.
  private var after: [Int?]

  /// - Complexity: O(rows).
  init(_ rows: RowList) {
    before = Array(repeating: nil, count: rows.count)
    after = Array(repeating: nil, count: rows.count)
    var last: Int?
    for index in rows.indices {
      if rows[index].takesCursor { last = index }
      before[index] = last
    }
    last = nil
    for index in rows.indices.reversed() {
      if rows[index].takesCursor { last = index }
      after[index] = last
    }
  }

  /// The selectable row nearest to `row`; of two as near, the one before it (in a post, the
  /// action bar above its caption).
  func row(nearest row: Int) -> Int? {
    guard before.indices.contains(row) else { return nil }
    switch (before[row], after[row]) {
    case (let earlier?, let later?): return row - earlier <= later - row ? earlier : later
    case (let earlier?, nil): return earlier
    case (nil, let later): return later
    }
  }
}
