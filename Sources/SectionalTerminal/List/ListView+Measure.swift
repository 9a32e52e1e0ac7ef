import Sectional

extension ListView: LayoutMeasuring {
  /// The lines `item` takes at the current width (``lines(of:)``), for the shared measuring.
  package func measuredHeight(of item: LayoutItem) -> Double {
    // A row laid out at the estimate before it was made (a lazy row a batch inserted) takes
    // the height it gives, when it gives one. The row is read once (a lazy row is made each
    // time it is read).
    if case .row(let path) = item, isListSection(path.section) {
      guard let row = layout.content[path] else { return 0 }
      let width = itemWidth(section: path.section)
      return row.height.resolved(forWidth: Double(width))
        ?? Double(listRowLines(row, width: width))
    }
    return Double(lines(of: item))
  }

  /// The width a component in `section` draws at.
  func itemWidth(section: Int) -> Int {
    rowColumns(section: section).width
  }

  /// Where the rows of `section` are drawn across the view: the column they start at (inside
  /// an inset card's border) and their width (the last column of the view is the scroll
  /// indicator's). The app draws a bar over (or under) the list with the columns of the
  /// section next to it, so that a bar's column titles line up with the columns under them.
  ///
  /// - Parameter section: A section's index; a missing one is drawn as a plain section.
  func rowColumns(section: Int) -> (x: Int, width: Int) {
    let sections = layout.content.sections
    return Self.rowColumns(
      style: sections.indices.contains(section) ? sections[section].style : .plain, width: width)
  }

  /// Where rows of a section of `style` are drawn across a view `width` columns wide: inside
  /// an inset card's borders, and never in the last column, the scroll indicator's.
  ///
  /// - Parameters:
  ///   - style: The section's style.
  ///   - width: The view's width.
  static func rowColumns(style: SectionStyle, width: Int) -> (x: Int, width: Int) {
    let contentWidth = max(1, width - 1)
    return style == .inset ? (1, max(1, contentWidth - 2)) : (0, contentWidth)
  }

  /// The lines `item` needs at the current width.
  func lines(of item: LayoutItem) -> Int {
    let content = layout.content
    switch item {
    case .spacing:
      return 1
    case .header(let section), .footer(let section):
      guard content.sections.indices.contains(section) else { return 0 }
      let decoration =
        item == .header(section: section)
        ? content.sections[section].header : content.sections[section].footer
      guard let component = decoration?.component else { return 0 }
      if let text = component as? TextItem {
        if case .header = item { return 1 }
        return StyledText([(text: text.title, style: theme.secondary)]).wrapped(
          width: itemWidth(section: section) - 2
        ).count
      }
      return renderers.renderer(for: component).lines(
        component, itemWidth(section: section), context(selected: false))
    case .row(let path):
      guard let row = content[path] else { return 0 }
      if !isListSection(path.section) {
        return lineItemLines(row, section: path.section, width: lineItemWidth(path))
      }
      return listRowLines(row, width: itemWidth(section: path.section))
    }
  }

  /// The lines a row of a list section takes `width` columns wide, outline indent included.
  func listRowLines(_ row: Row, width: Int) -> Int {
    let component = shownComponent(of: row)
    let indent = outlineIndent(of: row, component: component)
    return max(
      1,
      renderers.renderer(for: component).lines(
        component, max(1, width - indent), context(selected: false)))
  }

  /// What a list row shows: its component; in the flat drawing for screen readers, the label
  /// the app gave the row for assistive technologies, where it gave one (the words for a chart
  /// of block characters).
  func shownComponent(of row: Row) -> any Component {
    guard glyphs.isFlat, let label = row.accessibilityLabelOverride, !label.isEmpty else {
      return row.component
    }
    return ParagraphItem(label)
  }

  func context(selected: Bool) -> DrawContext {
    DrawContext(
      glyphs: glyphs, theme: theme, isSelected: selected, focus: focus, tick: tick,
      viewportHeight: height)
  }

  /// Measures visible automatic items until none is left (anchoring may bring new ones in).
  /// Nothing is asked when the layout has not changed since everything visible was measured.
  func measureVisible() {
    if lastMeasuredRevision == layout.revision { return }
    if measureVisibleItems() { lastMeasuredRevision = layout.revision }
  }

  /// Measures the automatic items up to a viewport above and below the screen that still hold
  /// heights from another width. After a resize, the scroll indicator (which sums every height)
  /// then no longer changes at the first move that scrolls: what a move can bring on screen is
  /// already measured at this width.
  ///
  /// - Complexity: O(log n + the items in three viewports).
  func measureNearby() {
    let top = layout.contentOffset
    let page = Double(max(1, height))
    // The items of a grid, flow or carousel line share its index: the line takes the tallest.
    var tallest: [Int: Int] = [:]
    var order: [Int] = []
    for frame in layout.frames(from: max(0, top - page), to: top + 2 * page)
    where layout.needsMeasurement(at: frame.index) {
      if tallest[frame.index] == nil { order.append(frame.index) }
      tallest[frame.index] = max(tallest[frame.index] ?? 0, lines(of: frame.item))
    }
    for index in order {
      layout.setMeasuredHeight(Double(tallest[index] ?? 0), at: index)
    }
  }

  /// Reports what is on screen, and the rows one viewport ahead in the scroll direction, to the
  /// display tracker, which sends the display, prefetch and visible-region events. Rows a
  /// change reloaded (``pendingReloads``) are shown again.
  ///
  /// Nothing is reported when nothing changed since the last report (the same layout revision
  /// and height, no reloaded row): moving the cursor within the screen costs no display work.
  func updateDisplay() {
    let reloaded = pendingReloads
    pendingReloads = []
    let reported = DisplayReport(
      layoutRevision: layout.revision, height: height, carouselRevision: carousels.revision)
    if reloaded.isEmpty && lastDisplayReport == reported { return }
    // Recorded before the tracker runs: a handler that changes the layout makes the next
    // report run again.
    lastDisplayReport = reported
    // The prefetch window is one screen (at least a line) ahead.
    viewport.report(
      layout, of: layout.content, top: layout.contentOffset, height: Double(height),
      ahead: Double(max(1, height)), reloaded: reloaded, pinsByDefault: pinsHeaders,
      to: tracker, isShown: isShownSideways)
  }
}

/// What the list's last display report was made from (see ``ListView/updateDisplay()``).
struct DisplayReport: Equatable {
  var layoutRevision: UInt64
  var height: Int
  /// A carousel scrolled sideways shows other items.
  var carouselRevision = 0
}
