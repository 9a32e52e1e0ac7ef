import Sectional

extension HeadlessTableView: LayoutMeasuring {
  /// The rows currently on screen, top to bottom.
  public var visibleRows: [RowPath] { layout.visibleRows }

  /// The ids of the rows currently on screen, top to bottom.
  public var visibleIDs: [ListID] {
    visibleRows.compactMap { shown[$0]?.id }
  }

  /// The ids of the rows waiting in the prefetch window.
  public var prefetchedIDs: Set<ListID> { tracker.prefetchedRowIDs }

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
  package func measuredHeight(of item: LayoutItem) -> Double {
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
    measureVisibleItems()
    contentOffset = layout.contentOffset
  }

  /// Works out what is on screen now, and which rows lie in the prefetch window
  /// (``prefetchDistance`` viewports ahead in the direction of the last scroll), and hands both
  /// to the display tracker, which sends the events UIKit would and reports the visible region.
  func refreshDisplay(reloaded: Set<ListID>) {
    syncLayout()
    viewport.report(
      layout, of: shown, top: contentOffset, height: viewportHeight,
      ahead: prefetchDistance * viewportHeight, reloaded: reloaded, pinsByDefault: pinsHeaders,
      to: tracker)
  }
}
