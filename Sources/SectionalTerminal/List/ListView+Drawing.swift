import Sectional

extension ListView {
  /// Draws the visible part of the list into `buffer` with its top-left corner at (`x`, `y`).
  ///
  /// - Parameters:
  ///   - buffer: The frame being built.
  ///   - x: The column of the view's left edge.
  ///   - y: The line of the view's top edge.
  /// - Complexity: O(log n + visible items): only what is on screen is drawn.
  public func draw(into buffer: inout Buffer, x: Int, y: Int) {
    // Everything drawn is forgotten (glyphs, theme, renderers or `invalidateDrawing`): no line
    // of the last frame can be reused either.
    if itemCache.isEmpty { frameCache.canvas = nil }
    measureVisible()
    layOutEditor()
    let top = layout.contentOffset
    let sections = layout.content.sections
    let signature = ListFrameCache.Signature(
      layoutRevision: layout.revision, width: width, height: height, query: find?.query ?? "",
      carouselRevision: carousels.revision)
    let placed: [ListFrameCache.PlacedItem]
    if !itemCache.isEmpty, frameCache.signature == signature {
      // The same frames as last time: only items whose selection state changed are drawn again.
      placed = redrawChangedItems(frameCache.placed)
    } else {
      placed = placeItems(top: top)
    }
    frameCache.signature = signature
    frameCache.placed = placed
    picturePlacements = frameCache.placements.map { placement in
      var placement = placement
      placement.x += x
      placement.y += y
      return placement
    }
    // Which drawn item lines each screen line shows: one for a list row, one per item of a
    // grid, flow or carousel line (the others in `more`).
    var sources: [ListFrameCache.Source?] = Array(repeating: nil, count: height)
    var more: [Int: [ListFrameCache.Source]] = [:]
    var keys = Array(
      repeating: ListFrameCache.LineKey(serial: 0, itemLine: 0, thumb: nil, border: false),
      count: height)
    for entry in placed {
      for line in max(0, -entry.screenTop)..<entry.canvas.height
      where entry.screenTop + line < height {
        let screenLine = entry.screenTop + line
        let source = ListFrameCache.Source(canvas: entry.canvas, line: line, x: entry.x)
        let segment = ListFrameCache.Segment(serial: entry.serial, itemLine: line, x: entry.x)
        if entry.isInLine, sources[screenLine] != nil {
          more[screenLine, default: []].append(source)
          keys[screenLine].more.append(segment)
        } else {
          sources[screenLine] = source
          keys[screenLine].serial = entry.serial
          keys[screenLine].itemLine = line
          keys[screenLine].x = entry.x
        }
      }
    }
    for indicator in frameCache.indicators {
      let line = indicator.line
      guard line >= 0, line < height else { continue }
      keys[line].indicators = indicator
    }
    // The closing border of a last inset section, just below the content.
    var borderLine: Int?
    if let last = sections.indices.last, sections[last].style == .inset,
      !sections[last].rows.isEmpty
    {
      let line = Int((layout.contentHeight - top).rounded())
      if line >= 0 && line < height {
        borderLine = line
        keys[line].border = true
      }
    }
    let thumb = scrollThumb()
    if let thumb {
      for line in 0..<height { keys[line].thumb = thumb.contains(line) }
    }
    let isEmpty =
      layout.content.rowCount == 0 && sections.allSatisfy { $0.header == nil && $0.footer == nil }
    var canvas = Canvas(width: width, height: height)
    var reusable = false
    if let last = frameCache.canvas, last.width == width, last.height == height, !isEmpty {
      canvas = last
      reusable = true
    }
    for line in 0..<height where !reusable || frameCache.keys[line] != keys[line] {
      // Compose the line again: the item's cells, the border over them, the indicator.
      var cells = Array(repeating: Cell.blank, count: width)
      if let source = sources[line] {
        if source.x == 0 && more[line] == nil {
          let itemCells = source.canvas.buffer.lineCells(source.line)
          let count = min(itemCells.count, width)
          cells.replaceSubrange(0..<count, with: itemCells[0..<count])
        } else {
          for item in [source] + (more[line] ?? []) {
            ListFrameCache.copy(
              item.canvas.buffer.lineCells(item.line), to: &cells, at: item.x, end: contentWidth)
          }
        }
      }
      canvas.buffer.replaceLine(line, with: cells)
      if let indicators = keys[line].indicators {
        drawCarouselIndicators(indicators, line: line, into: &canvas)
      }
      if borderLine == line { canvas.write(bottomBorder, x: 0, y: line, style: theme.border) }
      if let thumb { drawScrollIndicator(line: line, isThumb: thumb.contains(line), into: &canvas) }
    }
    if isEmpty {
      let message = "Nothing to show"
      let messageWidth = DisplayWidth.of(message)
      canvas.write(
        message, x: max(0, (contentWidth - messageWidth) / 2), y: max(0, height / 2 - 1),
        style: theme.secondary)
    }
    frameCache.canvas = isEmpty ? nil : canvas
    frameCache.keys = keys
    if let pinned = pinnedHeader, !isEmpty {
      // The pinned header covers the lines under it; they are composed again next frame.
      for line in drawPinnedHeader(pinned, into: &canvas) { frameCache.keys[line].serial = -1 }
      frameCache.canvas = canvas
    }
    // The find and reorder lines cover the list's last line; it is composed again next frame.
    if (find != nil || reorder != nil) && height > 0 {
      drawFindLine(into: &canvas)
      drawReorderLine(into: &canvas)
      frameCache.keys[height - 1].serial = -1
      if !isEmpty { frameCache.canvas = canvas }
    }
    buffer.blit(canvas.buffer, x: x, y: y)
    caret = caretPosition() ?? findCaretPosition()
    focusPoint = focusPoint(in: placed)
  }

  /// The first cell on screen of the row under the cursor, among the items `placed` this
  /// frame: below a pinned header, above the find or reorder line.
  ///
  /// - Complexity: O(visible items).
  func focusPoint(in placed: [ListFrameCache.PlacedItem]) -> CursorPosition? {
    guard let path = selectedPath else { return nil }
    let item = cursorItem(path)
    guard let entry = placed.first(where: { $0.item == item }) else { return nil }
    let cover = path.row < 0 ? 0 : Int(pinnedCover.rounded(.up))
    let bottom = height - (find != nil || reorder != nil ? 1 : 0)
    let top = max(entry.screenTop, cover)
    guard top < min(bottom, entry.screenTop + entry.canvas.height), entry.x < width else {
      return nil
    }
    return CursorPosition(x: max(0, entry.x), y: top)
  }

  /// Draws (or takes from the cache) every visible item, and finds where images go (relative to
  /// the list's top-left corner, in ``ListFrameCache/placements``).
  ///
  /// - Complexity: O(log n + visible items).
  func placeItems(top: Double) -> [ListFrameCache.PlacedItem] {
    var drawn: [ItemCacheKey: CachedItem] = [:]
    drawn.reserveCapacity(itemCache.count)
    var placements: [PicturePlacement] = []
    var placed: [ListFrameCache.PlacedItem] = []
    var indicators: [ListFrameCache.CarouselIndicators] = []
    var indicatorLine: Int?
    for frame in layout.frames(from: top, to: top + Double(height)) {
      let lines = Int(frame.height.rounded())
      guard lines > 0 else { continue }
      let screenTop = Int((frame.top - top).rounded())
      var columns = (x: 0, width: contentWidth)
      var isInLine = false
      if case .row(let path) = frame.item, !isListSection(path.section) {
        isInLine = true
        let shift = horizontalShift(section: path.section)
        let placed = self.columns(of: frame)
        columns = (placed.x - shift, placed.width)
        if isCarousel(path.section), indicatorLine != frame.index {
          // Once per carousel line: whether items lie out of sight on either side.
          indicatorLine = frame.index
          let more = carouselMore(section: path.section, line: frame)
          if more.left || more.right {
            indicators.append(
              ListFrameCache.CarouselIndicators(
                line: screenTop + lines / 2, left: more.left, right: more.right))
          }
        }
        // An item scrolled out of sight sideways is neither drawn nor displayed.
        guard columns.x + columns.width > 0, columns.x < contentWidth else { continue }
      }
      // A lazy row is made once for the frame: its key, its state, its drawing and its picture.
      let row = frame.item.rowPath.flatMap { layout.content[$0] }
      let (canvas, serial, isCached) = itemCanvas(
        for: frame.item, row: row, width: columns.width, lines: lines, into: &drawn)
      placed.append(
        ListFrameCache.PlacedItem(
          item: frame.item, screenTop: screenTop, canvas: canvas, serial: serial,
          selection: isCached ? selectionState(of: frame.item) : nil, x: columns.x,
          isInLine: isInLine))
      // A picture takes three lines at least: a one-line row is not asked for one.
      if case .row(let path) = frame.item, lines > 2, screenTop >= 0,
        screenTop + lines <= height, let picture = row.flatMap({ PictureSource.of($0.component) })
      {
        // Inside the frame ImageRenderer (or AsyncImageRenderer) draws: from column 2
        // (further right for a picture narrowed to its share of the height) to the frame's
        // right edge; in a card, inside its box too, and only when the card is wholly in sight
        // sideways.
        let card = isInLine ? 1 : 0
        let rowWidth =
          isInLine ? CardDrawing.innerWidth(columns.width) : itemWidth(section: path.section)
        let box = ImageRenderer.box(
          ratio: picture.ratio, width: rowWidth, viewportHeight: height)
        let left =
          isInLine
          ? columns.x + card + 2
          : (layout.content.sections[path.section].style == .inset ? 1 : 0) + 2
        let rows = lines - 2 - 2 * card
        let inSight = !isInLine || (columns.x >= 0 && columns.x + columns.width <= contentWidth)
        if rowWidth > 4, rows > 0, inSight {
          placements.append(
            PicturePlacement(
              source: picture.source, x: left + box.indent, y: screenTop + 1 + card,
              columns: box.columns, rows: rows))
        }
      }
    }
    frameCache.indicators = indicators
    // Only what is on screen stays cached, so the cache never outgrows a screenful.
    itemCache = drawn
    frameCache.placements = placements
    return placed
  }

  /// The last frame's items with those whose selection state changed (or that are never cached,
  /// like spinners) drawn again; the frames themselves are unchanged (same layout revision,
  /// size and query), so nothing else an item's drawing depends on changed.
  ///
  /// - Complexity: O(visible items), plus drawing the changed ones.
  func redrawChangedItems(_ last: [ListFrameCache.PlacedItem]) -> [ListFrameCache.PlacedItem] {
    var placed = last
    // The cache holds exactly the items of the last frame; an item drawn again replaces its
    // entry (the emptied cache cannot answer for an item whose state changed).
    var drawn = itemCache
    itemCache = [:]
    for index in placed.indices {
      let selection = selectionState(of: placed[index].item)
      if let old = placed[index].selection, old == selection { continue }
      let (canvas, serial, isCached) = itemCanvas(
        for: placed[index].item, width: placed[index].canvas.width,
        lines: placed[index].canvas.height, into: &drawn)
      placed[index].canvas = canvas
      placed[index].serial = serial
      placed[index].selection = isCached ? selection : nil
    }
    itemCache = drawn
    return placed
  }

  /// The part of an item's drawing state that changes without its frame changing.
  func selectionState(of item: LayoutItem) -> ListFrameCache.Selection {
    if case .header(let section) = item {
      return ListFrameCache.Selection(
        isSelected: selectedPath == RowPath(section: section, row: -1), focus: 0,
        isReordering: false)
    }
    // Only while the screen selects rows is the row looked at (a `ForEach` row may be made).
    let isMarked: Bool = {
      guard controller.rowSelection?.isSelectingRows == true, case .row(let path) = item,
        let row = layout.content[path]
      else { return false }
      return isMarkedSelected(row)
    }()
    guard case .row(let path) = item, path == selectedPath else {
      return ListFrameCache.Selection(
        isSelected: false, focus: 0, isReordering: false, editor: editor(at: item),
        dateEditing: dateEditing(at: item), isMarked: isMarked)
    }
    return ListFrameCache.Selection(
      isSelected: true, focus: focus, isReordering: isReordering, editor: editor(at: item),
      dateEditing: dateEditing(at: item), isMarked: isMarked)
  }

  /// Whether `row` is among the rows a person selected while the screen selects rows: its
  /// margin shows the selected mark (over the cursor's, whose row stays highlighted).
  func isMarkedSelected(_ row: Row) -> Bool {
    guard let selecting = controller.rowSelection, selecting.isSelectingRows else { return false }
    return selecting.selectedRows.contains(row.id)
  }

  /// The line editor of the field at `item`, when it is the one being edited.
  func editor(at item: LayoutItem) -> LineEditor? {
    guard let editing, case .row(let path) = item, layout.content[path]?.id == editing.rowID
    else { return nil }
    return editing.editor
  }

  /// The date being edited in the row at `item`, when it is the one being edited.
  func dateEditing(at item: LayoutItem) -> DateEditing? {
    guard let dateEditing, case .row(let path) = item,
      layout.content[path]?.id == dateEditing.rowID
    else { return nil }
    return dateEditing
  }

  /// The drawn item, from the cache when nothing it depends on changed: moving the cursor
  /// redraws two rows, not the screen.
  ///
  /// - Returns: The item's canvas and its drawing serial (a new one when it was drawn now).
  func itemCanvas(
    for item: LayoutItem, row: Row? = nil, width: Int, lines: Int,
    into drawn: inout [ItemCacheKey: CachedItem]
  ) -> (canvas: Canvas, serial: Int, isCached: Bool) {
    // The row is read once here (a lazy row is made each time it is read).
    let row = row ?? item.rowPath.flatMap { layout.content[$0] }
    let key = cacheKey(for: item, row: row)
    let state = cacheState(for: item, row: row, width: width, lines: lines)
    if let key, let state, let cached = itemCache[key], cached.state == state,
      cached.component.map({ state.component?.isContentEqual(to: $0) ?? false }) ?? true
    {
      drawn[key] = cached
      return (cached.canvas, cached.serial, true)
    }
    var canvas = Canvas(width: width, height: lines)
    drawItem(item, row: row, into: &canvas)
    let serial = frameCache.makeSerial()
    // A placeholder (a picture being decoded) is drawn again next frame, as spinners are.
    guard let key, let state, !canvas.isProvisional else { return (canvas, serial, false) }
    drawn[key] = CachedItem(
      state: state, component: state.component, canvas: canvas, serial: serial)
    return (canvas, serial, true)
  }

  func cacheKey(for item: LayoutItem, row: Row?) -> ItemCacheKey? {
    let sections = layout.content.sections
    guard sections.indices.contains(item.section) else { return nil }
    let section = sections[item.section].id
    switch item {
    case .row(let path):
      return (row ?? layout.content[path]).map { .row($0.id) }
    case .header: return .header(section)
    case .footer: return .footer(section)
    case .spacing: return .spacing(section)
    }
  }

  func cacheState(for item: LayoutItem, row: Row?, width: Int, lines: Int) -> CachedItem.State? {
    let sections = layout.content.sections
    guard sections.indices.contains(item.section) else { return nil }
    let section = sections[item.section]
    let previousStyle = item.section > 0 ? sections[item.section - 1].style : nil
    var state = CachedItem.State(
      width: width, lines: lines, style: section.style, previousStyle: previousStyle,
      hasRows: !section.rows.isEmpty, selected: false, focus: 0, reordering: false,
      query: find?.query ?? "", editor: nil, component: nil)
    switch item {
    case .row(let path):
      guard let row = row ?? layout.content[path] else { return nil }
      // Spinners change every frame: never cached.
      if row.component is LoadingItem { return nil }
      state.component = row.component
      state.marked = isMarkedSelected(row)
      state.outline = row.outline
      if row.id == editing?.rowID { state.editor = editing?.editor }
      if row.id == dateEditing?.rowID { state.dateEditing = dateEditing }
      if path == selectedPath {
        state.selected = true
        state.focus = focus
        state.reordering = isReordering
      }
    case .header(let index):
      state.component = section.header?.component
      state.selected = selectedPath == RowPath(section: index, row: -1)
      state.collapsed = section.isCollapsed
    case .footer: state.component = section.footer?.component
    case .spacing: break
    }
    return state
  }

  var bottomBorder: String {
    glyphs.bottomLeft + String(repeating: glyphs.horizontal, count: max(0, contentWidth - 2))
      + glyphs.bottomRight
  }

  func drawItem(_ item: LayoutItem, row given: Row? = nil, into canvas: inout Canvas) {
    let sections = layout.content.sections
    guard sections.indices.contains(item.section) else { return }
    let section = sections[item.section]
    let inset = section.style == .inset
    switch item {
    case .spacing(let index):
      if index > 0, sections[index - 1].style == .inset, !sections[index - 1].rows.isEmpty {
        canvas.write(bottomBorder, x: 0, y: 0, style: theme.border)
      }
    case .header(let index):
      guard let component = section.header?.component else { return }
      var indicator =
        section.isCollapsible ? glyphs.disclosure(collapsed: section.isCollapsed) : nil
      if let text = component as? TextItem {
        // Flat, the state is a word after the title: "Mammals, collapsed".
        let title =
          glyphs.isFlat
          ? [text.title, indicator].compactMap { $0 }.joined(separator: ", ") : text.title
        if glyphs.isFlat { indicator = nil }
        drawHeader(
          title, indicator: indicator, style: section.style,
          hasRows: !section.rows.isEmpty, into: &canvas)
      } else {
        // Flat, a header of its own kind has no room for the state's word before it.
        if glyphs.isFlat { indicator = nil }
        // The rows' columns, less the disclosure's: a header of column titles lines up with
        // the columns under it.
        let (left, rowWidth) = rowColumns(section: item.section)
        let indent = indicator == nil ? 0 : 3
        draw(component, at: left + indent, width: rowWidth - indent, into: &canvas)
        if let indicator { canvas.write(indicator, x: 2, y: 0, style: theme.header) }
      }
      if selectedPath == RowPath(section: index, row: -1) {
        for line in 0..<canvas.height { canvas.highlight(y: line, style: cursorStyle) }
        canvas.write(glyphs.selectionMarker, x: 0, y: 0, style: theme.accent, maxWidth: 1)
      }
    case .footer:
      guard let component = section.footer?.component else { return }
      if let text = component as? TextItem {
        let lines = StyledText([(text: text.title, style: theme.secondary)]).wrapped(
          width: itemWidth(section: item.section) - 2)
        for (y, line) in lines.enumerated() {
          canvas.draw(line, x: inset ? 2 : 1, y: y, maxWidth: canvas.width - 2)
        }
      } else {
        draw(component, at: inset ? 1 : 0, width: itemWidth(section: item.section), into: &canvas)
      }
    case .row(let path) where !isListSection(path.section):
      drawLineItem(at: path, into: &canvas)
    case .row(let path):
      guard let row = given ?? layout.content[path] else { return }
      let isSelected = path == selectedPath
      let component = shownComponent(of: row)
      let renderer = renderers.renderer(for: component)
      let (left, rowWidth) = rowColumns(section: path.section)
      var body = Canvas(width: rowWidth, height: canvas.height)
      var rowContext = context(selected: isSelected)
      rowContext.editor = editor(at: item)
      rowContext.dateEditing = dateEditing(at: item)
      let indent = outlineIndent(of: row, component: component)
      if indent > 0 {
        drawOutlined(component, of: row, indent: indent, into: &body, rowContext)
      } else {
        if component is ColumnsItem { rowContext.outlinePrefix = outlinePrefix(of: row) }
        renderer.draw(component, &body, rowContext)
      }
      highlightMatches(in: &body)
      if isSelected {
        // A field being edited is not reversed: its text and the terminal's cursor show; nor
        // is a date being edited: its focused field is.
        if renderer.parts(component) == 0 && rowContext.editor == nil
          && rowContext.dateEditing == nil
        {
          for line in 0..<body.height { body.highlight(y: line, style: cursorStyle) }
        }
        // A marker in the left margin: the cursor shows without colour too (plain snapshots).
        body.write(glyphs.selectionMarker, x: 0, y: 0, style: theme.accent, maxWidth: 1)
        if isReordering {
          body.write(glyphs.isASCII ? "=" : "≡", x: rowWidth - 1, y: 0, style: theme.accent)
        }
      }
      if isMarkedSelected(row) {
        body.write(glyphs.selectedRowMarker, x: 0, y: 0, style: theme.accent, maxWidth: 1)
      }
      canvas.blit(body, x: left, y: 0)
      if inset {
        for line in 0..<canvas.height {
          canvas.write(glyphs.vertical, x: 0, y: line, style: theme.border)
          canvas.write(glyphs.vertical, x: contentWidth - 1, y: line, style: theme.border)
        }
      }
    }
  }

  func draw(_ component: any Component, at x: Int, width: Int, into canvas: inout Canvas) {
    var body = Canvas(width: width, height: canvas.height)
    renderers.renderer(for: component).draw(component, &body, context(selected: false))
    canvas.blit(body, x: x, y: 0)
  }

  /// Draws a text header; a collapsible section's disclosure `indicator` goes before the title,
  /// a column apart from the cursor's marker (`>` in ASCII would run into `>` collapsed).
  func drawHeader(
    _ title: String, indicator: String? = nil, style: SectionStyle, hasRows: Bool,
    into canvas: inout Canvas
  ) {
    var title = style == .grouped ? title.uppercased() : title
    if let indicator {
      guard style == .inset && hasRows else {
        canvas.write(indicator, x: 2, y: 0, style: theme.header)
        canvas.write(title, x: 4, y: 0, style: theme.header, maxWidth: contentWidth - 5)
        return
      }
      title = indicator + " " + title
    }
    switch style {
    case .plain:
      canvas.write(title, x: 1, y: 0, style: theme.header, maxWidth: contentWidth - 2)
    case .grouped:
      canvas.write(title, x: 1, y: 0, style: theme.header, maxWidth: contentWidth - 2)
    case .inset:
      guard hasRows else {
        canvas.write(title, x: 1, y: 0, style: theme.header, maxWidth: contentWidth - 2)
        return
      }
      let label = TextLayout.truncate(
        title, width: max(0, contentWidth - 6), ellipsis: glyphs.ellipsis)
      let labelWidth = DisplayWidth.of(label)
      var x = canvas.write(
        glyphs.topLeft + glyphs.horizontal + " ", x: 0, y: 0, style: theme.border)
      x = canvas.write(label, x: x, y: 0, style: theme.header)
      let rest = max(0, contentWidth - 1 - x - 1)
      canvas.write(
        " " + String(repeating: glyphs.horizontal, count: rest) + glyphs.topRight, x: x, y: 0,
        style: theme.border)
      _ = labelWidth
    }
  }

  /// The lines of the scroll indicator's thumb; `nil` when everything fits or the list is flat
  /// (no indicator).
  func scrollThumb() -> Range<Int>? {
    // Flat, for screen readers, there is no scroll bar: the status line says where the cursor is.
    guard !glyphs.isFlat else { return nil }
    let total = layout.contentHeight + Double(bottomPadding)
    guard height > 0, total > Double(height) else { return nil }
    let thumb = max(1, Int((Double(height) * Double(height) / total).rounded()))
    let maxOffset = max(1, total - Double(height))
    let position = Int((layout.contentOffset / maxOffset * Double(height - thumb)).rounded())
    return position..<position + thumb
  }

  /// Draws line `line` of the scroll indicator in the last column.
  func drawScrollIndicator(line: Int, isThumb: Bool, into canvas: inout Canvas) {
    canvas.write(
      isThumb ? glyphs.scrollThumb : glyphs.scrollTrack, x: width - 1, y: line,
      style: isThumb ? theme.text : theme.border)
  }
}

extension Buffer {
  /// Copies `source` with its top-left corner at (`x`, `y`), clipped to this buffer.
  mutating func blit(_ source: Buffer, x: Int, y: Int) {
    if x == 0 && source.width == width {
      copyLines(from: source, sourceLine: 0, count: source.height, toLine: y)
      return
    }
    copyColumns(from: source, x: x, y: y)
  }
}

/// What identifies a drawn item across frames.
enum ItemCacheKey: Hashable {
  case row(ListID)
  case header(ListID)
  case footer(ListID)
  case spacing(ListID)
}

/// A drawn item and everything its drawing depended on.
struct CachedItem {
  struct State {
    var width: Int
    var lines: Int
    var style: SectionStyle
    var previousStyle: SectionStyle?
    var hasRows: Bool
    var selected: Bool
    var focus: Int
    var reordering: Bool
    var query: String
    /// The line editor of the row's field while it is edited.
    var editor: LineEditor?
    /// The date being edited in the row.
    var dateEditing: DateEditing? = nil
    var component: (any Component)?
    var collapsed = false
    /// Whether the row shows the mark of a row selected for an action on several.
    var marked = false
    /// Where the row sits in an outline (its indentation and disclosure).
    var outline: OutlinePlace?

    static func == (lhs: State, rhs: State) -> Bool {
      lhs.width == rhs.width && lhs.lines == rhs.lines && lhs.style == rhs.style
        && lhs.previousStyle == rhs.previousStyle && lhs.hasRows == rhs.hasRows
        && lhs.selected == rhs.selected && lhs.focus == rhs.focus
        && lhs.reordering == rhs.reordering && lhs.query == rhs.query
        && lhs.editor == rhs.editor && lhs.dateEditing == rhs.dateEditing
        && lhs.collapsed == rhs.collapsed && lhs.marked == rhs.marked
        && lhs.outline == rhs.outline
    }
  }

  var state: State
  var component: (any Component)?
  var canvas: Canvas
  /// Unique to this drawing (``ListFrameCache``).
  var serial: Int

}

extension LayoutItem {
  /// The row's path, for a row.
  fileprivate var rowPath: RowPath? {
    if case .row(let path) = self { return path }
    return nil
  }
}
