import Sectional

extension HeadlessTableView {
  /// The rows currently on screen, top to bottom.
  public var visibleRows: [RowPath] { layout.visibleRows }

  /// The ids of the rows currently on screen, top to bottom.
  public var visibleIDs: [ListID] {
    visibleRows.compactMap { shown[$0]?.id }
  }

  /// The total height of the content.
  public var contentHeight: Double { layout.contentHeight }

  /// The height the table gives `row` at the current width.
  ///
  /// - Parameter row: A row.
  public func height(of row: Row) -> Double {
    row.height.resolved(forWidth: viewportWidth) ?? measuredHeights[row.id].map(RowHeight.sanitized)
      ?? row.height.estimate ?? defaultRowHeight
  }

  func height(of item: HeaderFooter?) -> Double {
    guard let item else { return 0 }
    return item.height.resolved(forWidth: viewportWidth) ?? item.height.estimate ?? 28
  }

  /// What the table "measures" an automatic item at: ``measuredHeights`` for rows, else the
  /// estimate, else the defaults.
  func measure(_ item: LayoutItem) -> Double {
    switch item {
    case .row(let path): shown[path].map { height(of: $0) } ?? defaultRowHeight
    case .header(let section):
      shown.sections.indices.contains(section) ? height(of: shown.sections[section].header) : 0
    case .footer(let section):
      shown.sections.indices.contains(section) ? height(of: shown.sections[section].footer) : 0
    case .spacing: 0
    }
  }

  /// A fresh layout of ``shown`` at the table's width, viewport and offset.
  func makeLayout() -> ListLayout {
    var layout = ListLayout(
      content: shown, width: viewportWidth, viewportHeight: viewportHeight,
      metrics: ListLayout.Metrics(
        sectionSpacing: 0, rowEstimate: defaultRowHeight, headerFooterEstimate: 28))
    layout.scroll(toOffset: contentOffset)
    return layout
  }

  /// Pushes the table's viewport into the layout, measures what became visible (the layout keeps
  /// the first visible row in place) and takes the corrected offset back.
  func syncLayout() {
    if layout.viewportHeight != viewportHeight { layout.setViewportHeight(viewportHeight) }
    if layout.width != viewportWidth { layout.setWidth(viewportWidth) }
    if layout.contentOffset != contentOffset { layout.scroll(toOffset: contentOffset) }
    for _ in 0..<32 {
      let pending = layout.itemsNeedingMeasurement()
      if pending.isEmpty { break }
      for frame in pending {
        layout.setMeasuredHeight(measure(frame.item), at: frame.index)
      }
    }
    contentOffset = layout.contentOffset
  }

  /// Sends `didEndDisplaying` for everything shown (before a full reload).
  func endDisplayingEverything() {
    for (_, shownRow) in displayedRows.sorted(by: { $0.value.path < $1.value.path }) {
      controller.send(.didEndDisplaying, to: shownRow.row, at: shownRow.path)
    }
    for (_, header) in displayedHeaders.sorted(by: { $0.value.index < $1.value.index }) {
      controller.send(.didEndDisplaying, .header, of: header.section, at: header.index)
    }
    for (_, footer) in displayedFooters.sorted(by: { $0.value.index < $1.value.index }) {
      controller.send(.didEndDisplaying, .footer, of: footer.section, at: footer.index)
    }
    displayedRows = [:]
    displayedHeaders = [:]
    displayedFooters = [:]
  }

  /// Works out what is on screen now and sends the display events UIKit would: rows that left
  /// get `didEndDisplaying`; rows that arrived, and visible rows that were reloaded, get
  /// `configure` then `willDisplay`. Then updates the prefetch window and reports the visible
  /// region to the controller (for pagination).
  func refreshDisplay(reloaded: Set<ListID>) {
    syncLayout()
    var rows: [ListID: (row: Row, path: RowPath)] = [:]
    var headers: [ListID: (section: Section, index: Int)] = [:]
    var footers: [ListID: (section: Section, index: Int)] = [:]
    var order: [ListID] = []
    for frame in layout.visibleFrames {
      switch frame.item {
      case .row(let path):
        if let row = shown[path] {
          rows[row.id] = (row, path)
          order.append(row.id)
        }
      case .header(let index):
        headers[shown.sections[index].id] = (shown.sections[index], index)
      case .footer(let index):
        footers[shown.sections[index].id] = (shown.sections[index], index)
      case .spacing:
        break
      }
    }
    let previous = displayedRows
    displayedRows = rows
    for (id, old) in previous.sorted(by: { $0.value.path < $1.value.path })
    where rows[id] == nil || reloaded.contains(id) {
      controller.send(.didEndDisplaying, to: old.row, at: old.path)
    }
    let previousHeaders = displayedHeaders
    let previousFooters = displayedFooters
    displayedHeaders = headers
    displayedFooters = footers
    for (id, old) in previousHeaders where headers[id] == nil {
      controller.send(.didEndDisplaying, .header, of: old.section, at: old.index)
    }
    for (id, old) in previousFooters where footers[id] == nil {
      controller.send(.didEndDisplaying, .footer, of: old.section, at: old.index)
    }
    for (id, new) in headers.sorted(by: { $0.value.index < $1.value.index })
    where previousHeaders[id] == nil {
      controller.send(.configure, .header, of: new.section, at: new.index)
      controller.send(.willDisplay, .header, of: new.section, at: new.index)
    }
    for id in order where previous[id] == nil || reloaded.contains(id) {
      guard let new = rows[id] else { continue }
      controller.send(.configure, to: new.row, at: new.path)
      controller.send(.willDisplay, to: new.row, at: new.path)
    }
    for (id, new) in footers.sorted(by: { $0.value.index < $1.value.index })
    where previousFooters[id] == nil {
      controller.send(.configure, .footer, of: new.section, at: new.index)
      controller.send(.willDisplay, .footer, of: new.section, at: new.index)
    }
    refreshPrefetch()
    controller.visibleRegionDidChange(
      VisibleRegion(
        lastVisibleRow: order.last.flatMap { rows[$0]?.path },
        distanceToEnd: max(0, contentHeight - contentOffset - viewportHeight),
        viewportHeight: viewportHeight))
  }

  /// Prefetches rows entering the window ahead of the viewport (``prefetchDistance`` viewports
  /// in the direction of the last scroll) and cancels those that leave it without being shown.
  func refreshPrefetch() {
    let ahead = prefetchDistance * viewportHeight
    let scrollingUp = contentOffset < lastPrefetchOffset
    lastPrefetchOffset = contentOffset
    let top = scrollingUp ? contentOffset - ahead : contentOffset
    let bottom = contentOffset + viewportHeight + (scrollingUp ? 0 : ahead)
    var window: [ListID: (row: Row, path: RowPath)] = [:]
    var order: [ListID] = []
    if ahead > 0 {
      for frame in layout.frames(from: top, to: bottom) {
        guard case .row(let path) = frame.item, let row = shown[path],
          displayedRows[row.id] == nil
        else { continue }
        window[row.id] = (row, path)
        order.append(row.id)
      }
    }
    let previous = prefetchedRows
    prefetchedRows = [:]
    for (id, old) in previous.sorted(by: { $0.value.path < $1.value.path })
    where window[id] == nil && displayedRows[id] == nil {
      controller.send(.cancelPrefetch, to: old.row, at: old.path)
    }
    for id in order {
      guard let entry = window[id] else { continue }
      if previous[id] == nil { controller.send(.prefetch, to: entry.row, at: entry.path) }
      prefetchedRows[id] = entry
    }
  }
}
