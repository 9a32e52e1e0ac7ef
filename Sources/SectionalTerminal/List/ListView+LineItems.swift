import Sectional

// Grid, flow and carousel items: where they are in columns, how many lines they take and how
// they are drawn (cards and pills), and the carousels' sideways scroll.
extension ListView {
  /// Whether section `index` lays its rows out as a list (an index out of range counts as one).
  func isListSection(_ index: Int) -> Bool {
    let sections = layout.content.sections
    return !sections.indices.contains(index) || sections[index].layout.isList
  }

  /// Whether section `index` is a carousel.
  func isCarousel(_ index: Int) -> Bool {
    let sections = layout.content.sections
    guard sections.indices.contains(index),
      case .carousel = sections[index].layout.kind
    else { return false }
    return true
  }

  /// How the rows of section `index` are drawn.
  func shape(ofSection index: Int) -> ItemShape {
    let sections = layout.content.sections
    return sections.indices.contains(index) ? ItemShape(sections[index].layout) : .row
  }

  /// A frame's columns in the list: its left edge (unshifted by a carousel's scroll) and its
  /// width. Both edges are rounded down, so items that the layout places side by side with a
  /// column of spacing between them never overlap, whatever fractions their widths have.
  func columns(of frame: LayoutFrame) -> (x: Int, width: Int) {
    let left = Int((frame.x + 1e-6).rounded(.down))
    let right = Int((frame.x + frame.width + 1e-6).rounded(.down))
    return (left, max(1, right - left))
  }

  /// The columns section `index`'s items are drawn shifted left by: a carousel's scroll.
  func horizontalShift(section index: Int) -> Int {
    guard isCarousel(index) else { return 0 }
    return carousels.offset(of: layout.content.sections[index].id)
  }

  /// Every item of the line `frame` is on (the frames of its grid, flow or carousel line).
  ///
  /// - Complexity: O(log n + items on the line).
  func lineFrames(of frame: LayoutFrame) -> [LayoutFrame] {
    let bottom = frame.top + max(frame.height, 0.5)
    return layout.frames(from: frame.top, to: bottom).filter { $0.index == frame.index }
  }

  /// The columns a carousel's line takes, from its first item's left edge to its last's right.
  func carouselWidth(line frame: LayoutFrame) -> Int {
    lineFrames(of: frame).map { columns(of: $0) }.map { $0.x + $0.width }.max() ?? 0
  }

  /// Whether items of the carousel in section `index` lie out of sight on either side.
  func carouselMore(section index: Int, line frame: LayoutFrame) -> (left: Bool, right: Bool) {
    CarouselScroll.more(
      offset: horizontalShift(section: index), visible: contentWidth,
      total: carouselWidth(line: frame))
  }

  /// Scrolls the carousel holding the row at `path` the least that shows that row whole.
  func revealInCarousel(_ path: RowPath) {
    guard isCarousel(path.section), let frame = layout.frame(of: .row(path)) else { return }
    let placed = columns(of: frame)
    carousels.reveal(
      x: placed.x, width: placed.width, of: layout.content.sections[path.section].id,
      visible: contentWidth, total: carouselWidth(line: frame))
  }

  /// Scrolls the carousel of section `index` by `steps` items (negative: towards its start),
  /// one item's width and its spacing at a time.
  func scrollCarousel(section index: Int, line frame: LayoutFrame, by steps: Int) {
    guard isCarousel(index) else { return }
    let frames = lineFrames(of: frame)
    let stride =
      frames.count > 1
      ? columns(of: frames[1]).x - columns(of: frames[0]).x
      : columns(of: frame).width
    let id = layout.content.sections[index].id
    carousels.set(
      carousels.offset(of: id) + steps * max(1, stride), of: id, visible: contentWidth,
      total: carouselWidth(line: frame))
  }

  /// The lines a grid, flow or carousel row takes at `width` columns: a card's component and
  /// its box, or a pill's one line.
  func lineItemLines(_ row: Row, section: Int, width: Int) -> Int {
    if shape(ofSection: section) == .pill,
      PillDrawing.label(of: row.component, glyphs: glyphs) != nil
    {
      return 1
    }
    let inner = CardDrawing.innerWidth(width)
    let lines = renderers.renderer(for: row.component).lines(
      row.component, max(1, inner), context(selected: false))
    return CardDrawing.lines(forComponentLines: lines)
  }

  /// The width the row at `path` is laid out at, in columns (its frame's).
  func lineItemWidth(_ path: RowPath) -> Int {
    layout.frame(of: .row(path)).map { columns(of: $0).width } ?? contentWidth
  }

  /// Draws the grid, flow or carousel row at `path` into `canvas` (its frame's size): a card,
  /// or a pill in a flow.
  func drawLineItem(at path: RowPath, into canvas: inout Canvas) {
    guard let row = layout.content[path] else { return }
    let isSelected = path == selectedPath
    if shape(ofSection: path.section) == .pill,
      let label = PillDrawing.label(of: row.component, glyphs: glyphs)
    {
      let destructive =
        (row.component as? TextItem)?.role == .destructive
        || (row.component as? ButtonItem)?.role == .destructive
      PillDrawing.draw(
        label, into: &canvas, selected: isSelected, destructive: destructive, glyphs: glyphs,
        theme: theme)
      highlightMatches(in: &canvas)
      return
    }
    let boxed = canvas.height >= 3
    var body = Canvas(
      width: CardDrawing.innerWidth(canvas.width), height: canvas.height - (boxed ? 2 : 0))
    var rowContext = context(selected: isSelected)
    rowContext.editor = editor(at: .row(path))
    renderers.renderer(for: row.component).draw(row.component, &body, rowContext)
    highlightMatches(in: &body)
    CardDrawing.draw(body, into: &canvas, selected: isSelected, glyphs: glyphs, theme: theme)
    if isMarkedSelected(row) {
      // Inside the card's top-left corner, where the border cannot hide it.
      canvas.write(
        glyphs.selectedRowMarker, x: min(1, canvas.width - 1), y: min(1, canvas.height - 1),
        style: theme.accent, maxWidth: 1)
    }
    if isSelected && isReordering {
      // Inside the box, where the heavy border cannot hide it.
      canvas.write(
        glyphs.isASCII ? "=" : "≡", x: max(0, canvas.width - 2), y: min(1, canvas.height - 1),
        style: theme.accent)
    }
  }

  /// Draws a carousel's more-items indicators on screen line `line`: `‹` over the first column
  /// when items lie to the left, `›` over the last when they lie to the right (`<` and `>` in
  /// ASCII).
  func drawCarouselIndicators(
    _ indicators: ListFrameCache.CarouselIndicators, line: Int, into canvas: inout Canvas
  ) {
    if indicators.left {
      canvas.write(glyphs.isASCII ? "<" : "‹", x: 0, y: line, style: theme.accent, maxWidth: 1)
    }
    if indicators.right {
      canvas.write(
        glyphs.isASCII ? ">" : "›", x: contentWidth - 1, y: line, style: theme.accent,
        maxWidth: 1)
    }
  }

  /// Whether `frame`'s item is in sight sideways: everything but a carousel's items scrolled
  /// out of the list's width.
  func isShownSideways(_ frame: LayoutFrame) -> Bool {
    guard case .row(let path) = frame.item, isCarousel(path.section) else { return true }
    let placed = columns(of: frame)
    let x = placed.x - horizontalShift(section: path.section)
    return x + placed.width > 0 && x < contentWidth
  }
}
