import Sectional

extension ListView {
  /// The path of the row under the cursor in the drawn list (which find may filter: see
  /// ``controllerPath(for:)``).
  public var selectedRowPath: RowPath? { selectedPath }

  /// Puts the cursor back on its row after a change: the same id if it survived, otherwise the
  /// row nearest to where it was that can take it (`ListContent.nearestCursorRow(to:)`).
  func restoreSelection() {
    let content = layout.content
    var anchor = selectedPath ?? RowPath(section: 0, row: 0)
    if let id = selectedHeaderID {
      // A collapsible header keeps the cursor while its section is there and collapsible.
      if let index = content.sectionIndex(of: id), isHeaderStop(index) {
        selectedPath = RowPath(section: index, row: -1)
        return
      }
      selectedHeaderID = nil
      anchor = RowPath(section: content.sectionIndex(of: id) ?? anchor.section, row: 0)
    } else if let id = selectedID {
      // The same row keeps the cursor while it can take it (a change may make it unselectable).
      if let path = selectedPath, let row = content[path], row.id == id, row.takesCursor {
        return
      }
      if let path = content.path(of: id) {
        if content[path]?.takesCursor == true {
          selectedPath = path
          return
        }
        anchor = path
      }
    }
    let previous = selectedID
    // The nearest row that can take the cursor, as every host finds it; a collapsible header
    // when no row can (every section collapsed).
    selectedPath =
      content.nearestCursorRow(to: anchor)
      ?? nearestSelectable(from: clamp(anchor), forward: true)
      ?? nearestSelectable(from: clamp(anchor), forward: false)
    selectedID = selectedPath.flatMap { content[$0]?.id }
    selectedHeaderID = selectedPath.flatMap { $0.row < 0 ? content.sections[$0.section].id : nil }
    if selectedID != previous { focus = 0 }
  }

  /// Keeps the focused part on one that exists: when the focused pill or button went away, its
  /// neighbour (the one before it at the end) takes the focus.
  func clampFocus() {
    focus = min(max(0, focus), max(0, partCount - 1))
  }

  /// `path` moved inside the content's bounds (it may name no row when the content is empty).
  func clamp(_ path: RowPath) -> RowPath {
    let sections = layout.content.sections
    guard !sections.isEmpty else { return RowPath(section: 0, row: 0) }
    let section = min(max(0, path.section), sections.count - 1)
    let rows = sections[section].rows.count
    return RowPath(section: section, row: min(max(0, path.row), max(0, rows - 1)))
  }

  /// The first selectable row at or after (before) `path`, looking at no more than `limit` rows
  /// and sections. A collapsible section's header takes the cursor too, as row -1 of its
  /// section (see ``isHeaderStop(_:)``).
  func nearestSelectable(from path: RowPath, forward: Bool, limit: Int = .max) -> RowPath? {
    layout.content.cursorStop(from: path, forward: forward, limit: limit) { isHeaderStop($0) }
  }

  /// The next selectable row after (before) `path`, or `nil` at the end (or past `limit` rows).
  func step(from path: RowPath, forward: Bool, limit: Int = .max) -> RowPath? {
    let sections = layout.content.sections
    var next = path
    if forward {
      if next.row + 1 < sections[next.section].rows.count {
        next.row += 1
      } else {
        guard next.section + 1 < sections.count else { return nil }
        next = RowPath(section: next.section + 1, row: -1)
      }
    } else {
      if next.row > -1 {
        next.row -= 1
      } else {
        guard next.section > 0 else { return nil }
        next = RowPath(section: next.section - 1, row: sections[next.section - 1].rows.count - 1)
      }
    }
    return nearestSelectable(from: next, forward: forward, limit: limit)
  }

  /// How many rows the keys look through for the next selectable one: farther than a few
  /// screens, the view scrolls instead (so a long run of unselectable rows costs no more than a
  /// screenful per key).
  var searchLimit: Int { max(64, 4 * height) }

  /// Moves the cursor to `path` (a selectable row) and scrolls it into view. The cursor is
  /// keyboard focus, not a press: it sends no highlight events (a tap does, see ``activate()``).
  func moveCursor(to path: RowPath?) {
    if let path, path != selectedPath, path.row < 0, isHeaderStop(path.section) {
      moveCursor(toHeaderOf: path.section)
      return
    }
    guard let path, path != selectedPath, let row = layout.content[path] else {
      revealSelection()
      return
    }
    selectedPath = path
    selectedID = row.id
    selectedHeaderID = nil
    focus = 0
    followChosenPart()
    revealSelection()
  }

  /// Scrolls the least that shows the whole cursor row (its top when it is taller than the view;
  /// its focused part's lines when it has parts, see ``revealFocusedPart(at:from:)``).
  func revealSelection() {
    guard let path = selectedPath else { return }
    // Where the least scroll to a tall row's focused part starts from: the view as it was,
    // when the row was on screen already.
    let before = isSelectionVisible ? layout.contentOffset : nil
    // A carousel scrolls sideways to show the cursor's item whole.
    if path.row >= 0 { revealInCarousel(path) }
    layout.scroll(toShow: cursorItem(path), at: .nearest)
    // Within `searchLimit` rows (four screens at least): a first row further down could not
    // show with the headers above it, and the search must not read every row of a long list
    // of unselectable rows after every change (a comment typed under 20,000 comments).
    if path
      == nearestSelectable(from: RowPath(section: 0, row: 0), forward: true, limit: searchLimit)
    {
      // The first row: show the headers above it too.
      layout.scroll(toOffset: 0)
    }
    measureVisible()
    layout.scroll(toShow: cursorItem(path), at: .nearest)
    uncoverSelection()
    revealFocusedPart(at: path, from: before)
    updateDisplay()
  }

  /// Scrolls the least that shows the focused part of a cursor row taller than the view: the
  /// part's lines, or its first line when they do not fit, below any pinned header. `offset` is
  /// where the scroll starts (where the row was just scrolled to when `nil`). A row that fits is
  /// shown whole already, its focused part with it; a row whose renderer does not say where its
  /// parts are (``ComponentRenderer/partLines``) keeps its top in view.
  func revealFocusedPart(at path: RowPath, from offset: Double?) {
    guard let lines = focusedPartLines(at: path, tallRowsOnly: true) else { return }
    let cover = pinnedCover
    var target = offset ?? layout.contentOffset
    if lines.top < target + cover {
      target = lines.top - cover
    } else if lines.bottom > target + layout.viewportHeight {
      target = lines.bottom - layout.viewportHeight
    }
    guard target != layout.contentOffset else { return }
    layout.scroll(toOffset: target)
    measureVisible()
  }

  /// Whether the cursor row's focused part has its first line on screen (below any pinned
  /// header); `true` for a row without part lines.
  var isFocusedPartVisible: Bool {
    guard let path = selectedPath, let lines = focusedPartLines(at: path, tallRowsOnly: false)
    else { return true }
    return lines.top >= layout.contentOffset + pinnedCover
      && lines.top < layout.contentOffset + layout.viewportHeight
  }

  /// The content lines the focused part of the row at `path` takes, as many as fit under any
  /// pinned header; `nil` for a header, a line item, a row without parts or whose renderer does
  /// not say where they are, and, with `tallRowsOnly`, a row that fits on screen.
  func focusedPartLines(at path: RowPath, tallRowsOnly: Bool) -> (top: Double, bottom: Double)? {
    guard path.row >= 0, isListSection(path.section), let row = layout.content[path],
      let frame = layout.frame(of: .row(path))
    else { return nil }
    let room = layout.viewportHeight - pinnedCover
    let renderer = renderers.renderer(for: row.component)
    // A row without parts has no part lines either (`partLines` is `nil`): asking for its parts
    // first would build every part's label.
    guard !tallRowsOnly || frame.height > room,
      let lines = renderer.partLines(
        row.component, focus, itemWidth(section: path.section), context(selected: true)),
      !lines.isEmpty
    else { return nil }
    let top = frame.top + Double(lines.lowerBound)
    return (top, top + max(1, min(Double(lines.count), room)))
  }

  /// What ↑/↓ do on this page: nothing, scroll the text, or move the cursor.
  enum Motion: Equatable {
    /// Everything fits and at most one row takes the cursor: ↑/↓ do nothing.
    case none
    /// The content is taller than the view but at most one row takes the cursor: ↑/↓ scroll.
    case scroll
    /// More than one row takes the cursor: ↑/↓ move it.
    case move
  }

  /// What ↑/↓ do: the app's footer and help offer the move keys only where they act, and call
  /// them "scroll" where no second row can take the cursor.
  ///
  /// - Complexity: O(rows), stopping at the second selectable row.
  var motion: Motion {
    var selectable = 0
    for section in layout.content.sections {
      for row in section.rows where row.takesCursor {
        selectable += 1
        if selectable > 1 { return .move }
      }
    }
    return layout.contentHeight > layout.viewportHeight ? .scroll : .none
  }

  /// Whether ↑/↓ can do anything: the content is taller than the view, or more than one row can
  /// take the cursor.
  ///
  /// - Complexity: O(rows), as ``motion``.
  var canMove: Bool { motion != .none }

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

  /// Moves the cursor to the first selectable row and shows the very top of the content (as
  /// much of it as a tall first row leaves with its focused part on screen).
  public func selectFirst() {
    moveCursor(to: nearestSelectable(from: RowPath(section: 0, row: 0), forward: true))
    layout.scroll(toOffset: 0)
    measureVisible()
    if let path = selectedPath { revealFocusedPart(at: path, from: nil) }
    updateDisplay()
  }

  /// Moves the cursor to the row with `id`, when the content has it and it can take the cursor,
  /// and scrolls it into view: where a screen asks its cursor to start
  /// (`Screen.initialCursor`).
  ///
  /// - Parameter id: The row's id.
  /// - Returns: `false` when no such row can take the cursor (nothing moved).
  @discardableResult
  func placeCursor(on id: ListID) -> Bool {
    guard let path = layout.content.path(of: id), layout.content[path]?.takesCursor == true
    else { return false }
    moveCursor(to: path)
    measureVisible()
    revealSelection()
    updateDisplay()
    return true
  }

  /// Moves the cursor to the last selectable row and shows the very bottom of the content (as
  /// much of it as a tall last row leaves with its focused part on screen).
  public func selectLast() {
    let sections = layout.content.sections
    guard let last = sections.indices.last else { return }
    moveCursor(
      to: nearestSelectable(
        from: RowPath(section: last, row: sections[last].rows.count - 1), forward: false))
    scrollToEnd()
    if let path = selectedPath { revealFocusedPart(at: path, from: nil) }
    updateDisplay()
  }

  /// Scrolls to the very bottom. Measuring the rows that come on screen can make the content
  /// taller, so the bottom is sought again until it holds still.
  func scrollToEnd() {
    for _ in 0..<16 {
      layout.scroll(toOffset: layout.maxContentOffset)
      measureVisible()
      if layout.contentOffset >= layout.maxContentOffset { break }
    }
    updateDisplay()
  }

  /// The end of the content as the view shows it: the last row's id and how many rows there
  /// are, when the view is scrolled to the very bottom (after G, End, or scrolling there);
  /// `nil` otherwise.
  var shownEnd: (lastRow: ListID, rowCount: Int)? {
    guard layout.contentOffset >= layout.maxContentOffset,
      let section = layout.content.sections.last(where: { !$0.rows.isEmpty }),
      let last = section.rows.last
    else { return nil }
    return (last.id, layout.content.rowCount)
  }

  /// After a change, keeps the bottom in view when the view showed it before and the change
  /// only changed rows (the same rows, the same last row): a last row that grew, such as a
  /// status row that now says why loading failed, is shown whole rather than cut at the edge.
  /// Rows added or removed leave the view where the anchor keeps it, so none is skipped.
  func keepShowingEnd(_ before: (lastRow: ListID, rowCount: Int)?) {
    guard let before, layout.contentOffset < layout.maxContentOffset,
      layout.content.rowCount == before.rowCount,
      layout.content.sections.last(where: { !$0.rows.isEmpty })?.rows.last?.id == before.lastRow
    else { return }
    let wasVisible = isSelectionVisible
    scrollToEnd()
    // The cursor stays on screen: it wins over the bottom.
    if wasVisible && !isSelectionVisible { revealSelection() }
  }

  /// Lines a page moves: the view less one line kept from the previous page.
  var pageLines: Double { Double(max(1, Int(layout.viewportHeight) - 1)) }

  /// Lines half a page moves (Ctrl-D, Ctrl-U): half the view, at least one line.
  var halfPageLines: Double { Double(max(1, Int(layout.viewportHeight) / 2)) }

  /// The frame of the cursor row.
  var selectedFrame: LayoutFrame? { selectedPath.flatMap { layout.frame(of: cursorItem($0)) } }

  /// The selectable row nearest to content line `line`: the one there, else the nearest after
  /// (`forward`) or before it.
  func selectable(atLine line: Double, forward: Bool, limit: Int = .max) -> RowPath? {
    let height = layout.contentHeight
    guard height > 0 else { return nil }
    let y = min(max(0, line), height - 0.5)
    guard let frame = layout.frame(atOffset: y) else { return nil }
    let sections = layout.content.sections
    let start: RowPath
    switch frame.item {
    case .row(let path):
      start = path
    case .header(let section) where isHeaderStop(section):
      return RowPath(section: section, row: -1)
    case .header(let section), .spacing(let section):
      guard forward else {
        guard section > 0 else { return nil }
        return nearestSelectable(
          from: RowPath(section: section - 1, row: sections[section - 1].rows.count - 1),
          forward: false, limit: limit)
      }
      start = RowPath(section: section, row: 0)
    case .footer(let section):
      start =
        forward
        ? RowPath(section: section + 1, row: 0)
        : RowPath(section: section, row: sections[section].rows.count - 1)
    }
    return nearestSelectable(from: start, forward: forward, limit: limit)
  }

  /// Whether the top of the row at `path` is inside the viewport.
  func startsOnScreen(_ path: RowPath) -> Bool {
    guard let frame = layout.frame(of: cursorItem(path)) else { return false }
    let top = layout.contentOffset
    return frame.top >= top && frame.top < top + max(1, layout.viewportHeight)
  }

  /// ↓ or ↑: the cursor moves to the next selectable row in that direction. When there is none,
  /// or more unselectable rows (cards, paragraphs) lie before it than one screen shows with it,
  /// the view scrolls by a line instead, so all content can be read with the arrows.
  ///
  /// - Parameter forward: `true` for down.
  public func stepOrScroll(forward: Bool) {
    measureVisible()
    guard let current = selectedPath else {
      scroll(by: forward ? 1 : -1)
      return
    }
    let top = layout.contentOffset
    let bottom = top + layout.viewportHeight
    var next = verticalStep(from: current, forward: forward)
    // The cursor was scrolled off screen behind the view: go on from the view's edge.
    if let frame = selectedFrame, forward ? frame.bottom <= top : frame.top >= bottom {
      next = selectable(atLine: forward ? top : bottom - 0.5, forward: forward, limit: searchLimit)
    }
    guard let next, let frame = layout.frame(of: cursorItem(next)) else {
      scroll(by: forward ? 1 : -1)
      return
    }
    // Moving shows everything between the view and the next row when it all fits on one
    // screen with it; otherwise the view scrolls a line, so no content is passed unseen.
    let gap = forward ? frame.bottom - bottom : top - frame.top
    let between: [LayoutFrame] =
      gap > layout.viewportHeight
      ? (forward
        ? layout.frames(from: bottom, to: min(frame.top, bottom + layout.viewportHeight))
        : layout.frames(from: max(frame.bottom, top - layout.viewportHeight), to: top)) : []
    let skipsContent = between.contains {
      if case .row(let path) = $0.item { return path != next }
      return false
    }
    if skipsContent {
      scroll(by: forward ? 1 : -1)
    } else {
      moveCursor(to: next)
    }
  }

  /// Scrolls a page down (or up) and moves the cursor by about as much, to a selectable row on
  /// the new page: never backwards, clamped at the ends. With no selectable row there, only the
  /// view moves.
  ///
  /// - Parameter forward: `true` for down.
  public func page(forward: Bool) {
    page(forward: forward, lines: pageLines)
  }

  /// Scrolls `lines` down (or up) and moves the cursor by about as much, as ``page(forward:)``
  /// does for a page.
  func page(forward: Bool, lines: Double) {
    measureVisible()
    let page = lines
    let oldOffset = layout.contentOffset
    let base: Double
    if isSelectionVisible, let frame = selectedFrame {
      base = frame.top
    } else {
      base = forward ? oldOffset : oldOffset + layout.viewportHeight - 1
    }
    if forward {
      layout.scroll(toOffset: oldOffset + page)
      measureVisible()
      if layout.contentOffset < oldOffset + page { scrollToEnd() }
    } else {
      layout.scroll(toOffset: oldOffset - page)
      measureVisible()
    }
    let target = forward ? base + page : base - page
    // Keep the cursor's place on screen: the row at the target line, else the next one.
    let candidates = [
      selectable(atLine: target, forward: !forward, limit: searchLimit),
      selectable(atLine: target, forward: forward, limit: searchLimit),
    ]
    let isAhead = { [selectedPath] (path: RowPath) -> Bool in
      selectedPath.map { forward ? path > $0 : path < $0 } ?? true
    }
    // The row at the target line may start above (below) the view — the second line of a
    // two-line row is there — when the nearest row that starts on screen must take the cursor,
    // or its marker would be off screen with nothing looking focused.
    let chosen =
      candidates.lazy.compactMap { $0 }.first { isAhead($0) && self.startsOnScreen($0) }
      ?? nearestStartingOnScreen(to: target, where: isAhead)
    if let chosen = chosen.map(keepingColumn) {
      let offset = layout.contentOffset
      moveCursor(to: chosen)
      // The page's position wins over the first row's "show the headers above it".
      if startsOnScreen(chosen), layout.contentOffset < offset, forward {
        layout.scroll(toOffset: offset)
      }
    }
    updateDisplay()
  }

  /// The selectable row whose top is on screen nearest to content line `line`, among those
  /// `accepts` takes; `nil` when no such row starts on screen.
  ///
  /// - Complexity: O(rows on screen).
  func nearestStartingOnScreen(to line: Double, where accepts: (RowPath) -> Bool) -> RowPath? {
    let top = layout.contentOffset
    let bottom = top + max(1, layout.viewportHeight)
    var best: (path: RowPath, distance: Double)?
    var next = selectable(atLine: top, forward: true, limit: searchLimit)
    while let path = next, let frame = layout.frame(of: cursorItem(path)), frame.top < bottom {
      if startsOnScreen(path), accepts(path) {
        let distance = abs(frame.top - line)
        if best.map({ distance < $0.distance }) ?? true { best = (path, distance) }
      }
      next = step(from: path, forward: true, limit: searchLimit)
    }
    return best?.path
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
        if case .row(let path) = frame.item, frame.top >= top + pinnedCover,
          frame.bottom <= top + Double(height),
          layout.content[path]?.takesCursor == true
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
