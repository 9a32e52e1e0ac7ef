import Sectional

extension ListView {
  /// The width a component in `section` draws at.
  func itemWidth(section: Int) -> Int {
    let style =
      layout.content.sections.indices.contains(section)
      ? layout.content.sections[section].style : .plain
    return style == .inset ? max(1, contentWidth - 2) : contentWidth
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
      return max(
        1,
        renderers.renderer(for: row.component).lines(
          row.component, itemWidth(section: path.section), context(selected: false)))
    }
  }

  func context(selected: Bool) -> DrawContext {
    DrawContext(glyphs: glyphs, theme: theme, isSelected: selected, focus: focus, tick: tick)
  }

  /// Measures visible automatic items until none is left (anchoring may bring new ones in).
  func measureVisible() {
    for _ in 0..<16 {
      let pending = layout.itemsNeedingMeasurement()
      if pending.isEmpty { return }
      for frame in pending {
        layout.setMeasuredHeight(Double(lines(of: frame.item)), at: frame.index)
      }
    }
  }

  /// Sends display and prefetch events for what came on or went off screen, and tells the
  /// controller where the viewport is.
  func updateDisplay() {
    let top = layout.contentOffset
    let bottom = top + Double(height)
    var now: [ListID: RowPath] = [:]
    var order: [(ListID, RowPath)] = []
    var lastRow: RowPath?
    for frame in layout.frames(from: top, to: bottom) {
      guard case .row(let path) = frame.item, let row = layout.content[path] else { continue }
      now[row.id] = path
      order.append((row.id, path))
      lastRow = path
    }
    let before = displayed
    displayed = now
    for (id, path) in before.sorted(by: { $0.value < $1.value }) where now[id] == nil {
      if let row = layout.content[path], row.id == id {
        controller.send(.didEndDisplaying, to: row, at: path)
      }
    }
    for (id, path) in order where before[id] == nil {
      prefetched[id] = nil
      guard let row = layout.content[path] else { continue }
      controller.send(.configure, to: row, at: path)
      controller.send(.willDisplay, to: row, at: path)
    }
    updatePrefetch(below: bottom, scrollingDown: top >= lastOffset)
    lastOffset = top
    controller.visibleRegionDidChange(
      VisibleRegion(
        lastVisibleRow: lastRow, distanceToEnd: max(0, layout.contentHeight - bottom),
        viewportHeight: Double(height)))
  }

  /// Rows one viewport ahead in the scroll direction get `prefetch` once; rows that leave that
  /// window before being displayed get `cancelPrefetch`.
  func updatePrefetch(below bottom: Double, scrollingDown: Bool) {
    let page = Double(max(1, height))
    let window =
      scrollingDown
      ? layout.frames(from: bottom, to: bottom + page)
      : layout.frames(from: max(0, layout.contentOffset - page), to: layout.contentOffset)
    var inWindow = Set<ListID>()
    for frame in window {
      guard case .row(let path) = frame.item, let row = layout.content[path],
        displayed[row.id] == nil
      else { continue }
      inWindow.insert(row.id)
      if prefetched.updateValue(path, forKey: row.id) == nil {
        controller.send(.prefetch, to: row, at: path)
      }
    }
    for (id, path) in prefetched where !inWindow.contains(id) && displayed[id] == nil {
      prefetched[id] = nil
      // Rows that moved or went away since their prefetch have nothing left to cancel here.
      if let row = layout.content[path], row.id == id {
        controller.send(.cancelPrefetch, to: row, at: path)
      }
    }
  }
}
