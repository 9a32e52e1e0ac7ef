// How the surface's UITableView loads counts and heights, lays rows out in its viewport and
// calls its data source, delegate and prefetch data source as rows, headers and footers come on
// and go off screen. Not UIKit API.

/// Where one section's header, rows and footer are, top to bottom.
struct SectionFrame {
  var top: CGFloat
  var header: CGFloat
  var rowTops: [CGFloat]
  var rowHeights: [CGFloat]
  var footerTop: CGFloat
  var footer: CGFloat
  var bottom: CGFloat { footerTop + footer }
}

/// A header, row or footer on screen, ordered top to bottom.
enum ScreenItem: Comparable {
  case header(Int)
  case row(IndexPath)
  case footer(Int)

  private var key: (Int, Int, Int) {
    switch self {
    case .header(let section): (section, 0, 0)
    case .row(let path): (path.section, 1, path.row)
    case .footer(let section): (section, 2, 0)
    }
  }

  static func < (lhs: ScreenItem, rhs: ScreenItem) -> Bool { lhs.key < rhs.key }
}

/// What is on screen for one content offset.
struct VisibleSet {
  var rows: [IndexPath] = []
  var headers: Set<Int> = []
  var footers: Set<Int> = []
}

extension UITableView: SurfaceListView {
  static var surfaceWords: BatchVocabulary { .table }

  var surfaceHasDataSource: Bool { dataSource != nil }

  func surfacePrefetchCalls() -> SurfacePrefetchCalls? {
    guard let prefetchDataSource else { return nil }
    return SurfacePrefetchCalls(
      prefetch: { prefetchDataSource.tableView(self, prefetchRowsAt: $0) },
      cancel: { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: $0) })
  }

  func surfaceContentHeight() -> CGFloat { surfaceFrames().last?.bottom ?? 0 }

  /// Asks the data source for its counts and the delegate for every estimate.
  @discardableResult
  func surfaceLoad() -> [Int] {
    let counts = surfaceQueryCounts()
    surface.counts = counts
    surfaceTable.rowHeights = counts.map { Array(repeating: nil, count: $0) }
    surfaceTable.selfSizingRows = []
    surfaceTable.rowEstimates = counts.indices.map { section in
      (0..<counts[section]).map { surfaceEstimate(IndexPath(row: $0, section: section)) }
    }
    surfaceTable.headerHeights = Array(repeating: nil, count: counts.count)
    surfaceTable.footerHeights = Array(repeating: nil, count: counts.count)
    surfaceTable.headerEstimates = counts.indices.map { surfaceHeaderEstimate($0, header: true) }
    surfaceTable.footerEstimates = counts.indices.map { surfaceHeaderEstimate($0, header: false) }
    surfaceTable.sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
    return counts
  }

  /// `numberOfSections(in:)`, then `tableView(_:numberOfRowsInSection:)` for each section.
  func surfaceQueryCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
  }

  func surfaceEstimate(_ indexPath: IndexPath) -> CGFloat {
    guard let delegate else { return 44 }
    let estimate = delegate.tableView(self, estimatedHeightForRowAt: indexPath)
    return estimate >= 0 ? estimate : 44
  }

  func surfaceHeaderEstimate(_ section: Int, header: Bool) -> CGFloat {
    guard let delegate else { return 0 }
    let estimate =
      header
      ? delegate.tableView(self, estimatedHeightForHeaderInSection: section)
      : delegate.tableView(self, estimatedHeightForFooterInSection: section)
    return estimate >= 0 ? estimate : surfaceTable.selfSizingHeaderFooterHeight
  }

  /// `tableView(_:heightForRowAt:)`; a self-sizing row measures its cell when one is on screen
  /// (`systemLayoutSizeFitting` at the table's width), else ``TableState/selfSizingRowHeight``.
  func surfaceMeasure(_ indexPath: IndexPath) -> CGFloat {
    guard let delegate else { return 44 }
    let height = delegate.tableView(self, heightForRowAt: indexPath)
    guard height == UITableView.automaticDimension else {
      surfaceTable.selfSizingRows.remove(indexPath)
      return max(0, height)
    }
    surfaceTable.selfSizingRows.insert(indexPath)
    guard let cell = surface.cells[indexPath] else { return surfaceTable.selfSizingRowHeight }
    return surfaceFittingHeight(of: cell, width: bounds.width)
  }

  func surfaceMeasureHeader(_ section: Int, header: Bool) -> CGFloat {
    guard let delegate else { return 0 }
    let height =
      header
      ? delegate.tableView(self, heightForHeaderInSection: section)
      : delegate.tableView(self, heightForFooterInSection: section)
    return height == UITableView.automaticDimension
      ? surfaceTable.selfSizingHeaderFooterHeight : max(0, height)
  }

  /// Every section's frame, from measured heights where known and estimates elsewhere.
  func surfaceFrames() -> [SectionFrame] {
    var frames: [SectionFrame] = []
    var y: CGFloat = 0
    for section in surfaceCounts().indices {
      let header = surfaceTable.headerHeights[section] ?? surfaceTable.headerEstimates[section]
      let top = y
      y += header
      var tops: [CGFloat] = []
      var heights: [CGFloat] = []
      for row in surfaceTable.rowHeights[section].indices {
        let height =
          surfaceTable.rowHeights[section][row] ?? surfaceTable.rowEstimates[section][row]
        tops.append(y)
        heights.append(height)
        y += height
      }
      let footer = surfaceTable.footerHeights[section] ?? surfaceTable.footerEstimates[section]
      frames.append(
        SectionFrame(
          top: top, header: header, rowTops: tops, rowHeights: heights, footerTop: y,
          footer: footer))
      y += footer
    }
    return frames
  }

  /// The rows, headers and footers that intersect the viewport. In the plain style headers and
  /// footers float: they show while any part of their section does.
  func surfaceVisible(_ frames: [SectionFrame]) -> VisibleSet {
    var visible = VisibleSet()
    let top = contentOffset.y
    let bottom = top + bounds.height
    guard bounds.height > 0 else { return visible }
    func intersects(_ start: CGFloat, _ height: CGFloat) -> Bool {
      height > 0 && start < bottom && start + height > top
    }
    for (section, frame) in frames.enumerated() {
      guard frame.top < bottom, frame.bottom > top else { continue }
      let floats = style == .plain
      if frame.header >= 1,
        floats
          ? intersects(frame.top, frame.bottom - frame.top) : intersects(frame.top, frame.header)
      {
        visible.headers.insert(section)
      }
      for row in frame.rowTops.indices where intersects(frame.rowTops[row], frame.rowHeights[row]) {
        visible.rows.append(IndexPath(row: row, section: section))
      }
      if frame.footer >= 1,
        floats
          ? intersects(frame.top, frame.bottom - frame.top)
          : intersects(frame.footerTop, frame.footer)
      {
        visible.footers.insert(section)
      }
    }
    return visible
  }

  /// One round of a layout pass (see `surfaceLayout()`): measures what comes on screen, ends
  /// the display of what left it, shows what arrived (header, rows, footer, section by section,
  /// top to bottom), then prefetches.
  func surfaceLayoutOnce() {
    let generation = surface.generation
    let counts = surfaceCounts()
    var frames = surfaceFrames()
    for _ in 0..<8 {
      let visible = surfaceVisible(frames)
      var measured = false
      for path in visible.rows where surfaceTable.rowHeights[path.section][path.row] == nil {
        surfaceTable.rowHeights[path.section][path.row] = surfaceMeasure(path)
        measured = true
      }
      for section in visible.headers where surfaceTable.headerHeights[section] == nil {
        surfaceTable.headerHeights[section] = surfaceMeasureHeader(section, header: true)
        measured = true
      }
      for section in visible.footers where surfaceTable.footerHeights[section] == nil {
        surfaceTable.footerHeights[section] = surfaceMeasureHeader(section, header: false)
        measured = true
      }
      guard measured, generation == surface.generation else { break }
      frames = surfaceFrames()
    }
    guard generation == surface.generation else { return }
    let total = frames.last?.bottom ?? 0
    contentSize = CGSize(width: bounds.width, height: total)
    let visible = surfaceVisible(frames)
    let rows = Set(visible.rows)

    let leaving = surfaceOnScreen().filter { item in
      switch item {
      case .header(let section): !visible.headers.contains(section)
      case .row(let path): !rows.contains(path)
      case .footer(let section): !visible.footers.contains(section)
      }
    }
    for item in leaving {
      surfaceEndDisplaying(item)
      guard generation == surface.generation else { return }
    }
    surfaceTable.headerless.formIntersection(visible.headers)
    surfaceTable.footerless.formIntersection(visible.footers)

    var arrived: [IndexPath] = []
    for section in counts.indices {
      if visible.headers.contains(section) {
        surfaceDisplayHeader(section, header: true)
        guard generation == surface.generation else { return }
      }
      for path in visible.rows where path.section == section && surface.cells[path] == nil {
        let cell = surfaceRequestCell(path)
        guard generation == surface.generation else { return }
        surface.cells[path] = cell
        addSubview(cell)
        arrived.append(path)
        cell.isSelected = surface.selected.contains(path)
        delegate?.tableView(self, willDisplay: cell, forRowAt: path)
        guard generation == surface.generation else { return }
      }
      if visible.footers.contains(section) {
        surfaceDisplayHeader(section, header: false)
        guard generation == surface.generation else { return }
      }
    }
    surfacePrefetch(frames, visible: rows)
    surfacePlaceCells(frames)
    // A self-sizing row that just got its cell measures the cell; a new height lays out again.
    var resized = false
    for path in arrived where surfaceTable.selfSizingRows.contains(path) {
      guard let cell = surface.cells[path] else { continue }
      let height = surfaceFittingHeight(of: cell, width: bounds.width)
      if surfaceTable.rowHeights[path.section][path.row] != height {
        surfaceTable.rowHeights[path.section][path.row] = height
        resized = true
      }
    }
    if resized {
      surface.generation += 1
      contentSize = CGSize(width: bounds.width, height: surfaceFrames().last?.bottom ?? 0)
    }
  }

  /// Gives each cell on screen its row's frame, and each header and footer view on screen its
  /// place: its section's, or in the plain style, where it floats. A floating header keeps to
  /// the top of the viewport (below the top content inset) while its section covers it, and is
  /// pushed up by the section's end; a floating footer keeps to the bottom likewise.
  func surfacePlaceCells(_ frames: [SectionFrame]) {
    let floats = style == .plain
    let top = contentOffset.y + contentInset.top
    let bottom = contentOffset.y + bounds.height - contentInset.bottom
    for (section, view) in surfaceTable.headers where frames.indices.contains(section) {
      let frame = frames[section]
      let y = floats ? max(frame.top, min(top, frame.bottom - frame.header)) : frame.top
      let placed = CGRect(x: 0, y: y, width: bounds.width, height: frame.header)
      if view.frame != placed { view.frame = placed }
    }
    for (section, view) in surfaceTable.footers where frames.indices.contains(section) {
      let frame = frames[section]
      let y =
        floats
        ? min(frame.footerTop, max(bottom - frame.footer, frame.top)) : frame.footerTop
      let placed = CGRect(x: 0, y: y, width: bounds.width, height: frame.footer)
      if view.frame != placed { view.frame = placed }
    }
    for (path, cell) in surface.cells
    where frames.indices.contains(path.section)
      && frames[path.section].rowTops.indices.contains(path.row)
    {
      let frame = CGRect(
        x: 0, y: frames[path.section].rowTops[path.row], width: bounds.width,
        height: frames[path.section].rowHeights[path.row])
      if cell.frame != frame { cell.frame = frame }
    }
  }

  /// `scrollToRow(at:at:animated:)` with `.none`: the least movement that shows the whole row
  /// between the top and bottom content insets.
  func surfaceScrollToRow(_ indexPath: IndexPath) {
    let counts = surfaceCounts()
    guard counts.indices.contains(indexPath.section), indexPath.row >= 0,
      indexPath.row < counts[indexPath.section]
    else {
      surface.exceptions.append(
        "attempt to scroll to invalid index path: \(indexPath)")
      return
    }
    let frame = surfaceFrames()[indexPath.section]
    let top = frame.rowTops[indexPath.row]
    let bottom = top + frame.rowHeights[indexPath.row]
    let visibleTop = contentOffset.y + contentInset.top
    let visibleBottom = contentOffset.y + bounds.height - contentInset.bottom
    var offset = contentOffset.y
    if top < visibleTop {
      offset = top - contentInset.top
    } else if bottom > visibleBottom {
      offset = bottom - bounds.height + contentInset.bottom
    }
    let limit = max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height)
    offset = min(max(-contentInset.top, offset), limit)
    if offset != contentOffset.y {
      contentOffset = CGPoint(x: contentOffset.x, y: offset)
    }
    layoutIfNeeded()
  }

  /// `tableView(_:cellForRowAt:)`, allowing one dequeue for exactly this index path.
  func surfaceRequestCell(_ indexPath: IndexPath) -> UITableViewCell {
    surface.requested = indexPath
    surface.dequeuedForRequest = false
    defer { surface.requested = nil }
    guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
    return dataSource.tableView(self, cellForRowAt: indexPath)
  }

  /// `tableView(_:didEndDisplaying:forRowAt:)`, then the cell waits in its reuse queue.
  func surfaceEndDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
    // The cell leaves the table's view hierarchy: a first responder in it resigns.
    cell.removeFromSuperview()
    cell.isSelected = false
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    if let identifier = cell.reuseIdentifier, surface.cellClasses[identifier] != nil {
      surface.reusableCells[identifier, default: []].append(cell)
    }
  }

  func surfaceDisplayHeader(_ section: Int, header: Bool) {
    let shown = header ? surfaceTable.headers[section] : surfaceTable.footers[section]
    let asked = header ? surfaceTable.headerless : surfaceTable.footerless
    guard shown == nil, !asked.contains(section), let delegate else { return }
    let view =
      header
      ? delegate.tableView(self, viewForHeaderInSection: section)
      : delegate.tableView(self, viewForFooterInSection: section)
    guard let view else {
      if header {
        surfaceTable.headerless.insert(section)
      } else {
        surfaceTable.footerless.insert(section)
      }
      return
    }
    if header {
      surfaceTable.headers[section] = view
      delegate.tableView(self, willDisplayHeaderView: view, forSection: section)
    } else {
      surfaceTable.footers[section] = view
      delegate.tableView(self, willDisplayFooterView: view, forSection: section)
    }
  }

  func surfaceEndDisplayingHeader(_ section: Int, header: Bool) {
    guard let view = header ? surfaceTable.headers[section] : surfaceTable.footers[section] else {
      return
    }
    if header {
      surfaceTable.headers[section] = nil
      delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    } else {
      surfaceTable.footers[section] = nil
      delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    }
    if let reusable = view as? UITableViewHeaderFooterView,
      let identifier = reusable.reuseIdentifier, surfaceTable.headerFooterClasses[identifier] != nil
    {
      surfaceTable.reusableHeaderFooters[identifier, default: []].append(reusable)
    }
  }

  /// Prefetches the rows within one viewport beyond the edge the table scrolls towards (below
  /// until it scrolls up; a pass without scrolling keeps the last direction); cancels those that
  /// left that band without coming on screen (the scroll turned back, or jumped).
  func surfacePrefetch(_ frames: [SectionFrame], visible: Set<IndexPath>) {
    surfacePrefetch(visible: visible) { band in
      var wanted = Set<IndexPath>()
      for (section, frame) in frames.enumerated() {
        for row in frame.rowTops.indices {
          let top = frame.rowTops[row]
          let path = IndexPath(row: row, section: section)
          if top < band.upperBound, top + frame.rowHeights[row] > band.lowerBound,
            !visible.contains(path)
          {
            wanted.insert(path)
          }
        }
      }
      return wanted
    }
  }

  func surfaceForgetDisplays() {
    for item in surfaceOnScreen() {
      surfaceEndDisplaying(item)
    }
    surfaceTable.headerless = []
    surfaceTable.footerless = []
  }

  /// Everything on screen, top to bottom: each section's header, rows, then footer.
  func surfaceOnScreen() -> [ScreenItem] {
    var items: [ScreenItem] = surface.cells.keys.map { .row($0) }
    items += surfaceTable.headers.keys.map { .header($0) }
    items += surfaceTable.footers.keys.map { .footer($0) }
    return items.sorted()
  }

  /// Ends the display of one item on screen, forgetting it first.
  func surfaceEndDisplaying(_ item: ScreenItem) {
    switch item {
    case .header(let section):
      surfaceEndDisplayingHeader(section, header: true)
    case .row(let path):
      guard let cell = surface.cells.removeValue(forKey: path) else { return }
      surfaceEndDisplaying(cell, at: path)
    case .footer(let section):
      surfaceEndDisplayingHeader(section, header: false)
    }
  }

  /// The cell for a `dequeueReusableCell(withIdentifier:for:)` call, or the exception UIKit
  /// raises for it.
  func surfaceDequeueCell(_ identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    let cell = surfaceDequeueAnyCell(identifier, for: indexPath)
    // UIKit hands out a cell in the table's editing state.
    cell.isEditing = surface.isEditing
    return cell
  }

  private func surfaceDequeueAnyCell(_ identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard
      surfaceAdmitsDequeue(
        for: indexPath,
        elsewhere: "attempt to dequeue a cell for index path \(indexPath) while the table view is "
          + "not asking for that index path (dequeueReusableCell(withIdentifier:for:) belongs in "
          + "tableView(_:cellForRowAt:))")
    else { return UITableViewCell(style: .default, reuseIdentifier: identifier) }
    let registration = surface.cellClasses[identifier] ?? .unregistered
    if case .unregistered = registration {
      surface.exceptions.append(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
          + "for the identifier or connect a prototype cell in a storyboard")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    // A row being reconfigured gets its existing cell back, of the same type or not at all.
    if surface.reconfiguring != nil {
      return surfaceReconfiguredCell(identifier, for: indexPath)
        ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    if let cell = Self.surfaceReuse(from: &surface.reusableCells, identifier) { return cell }
    if case .type(let type) = registration, let cellType = type as? UITableViewCell.Type {
      return cellType.init(surfaceRegisteredWithReuseIdentifier: identifier)
    }
    // A nib cannot be loaded here: the surface shows a plain cell with the identifier.
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// The view for `dequeueReusableHeaderFooterView(withIdentifier:)`: `nil` when unregistered.
  func surfaceDequeueHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
    let registration = surfaceTable.headerFooterClasses[identifier] ?? .unregistered
    switch registration {
    case .unregistered:
      return nil
    case .nib:
      return UITableViewHeaderFooterView(reuseIdentifier: identifier)
    case .type(let type):
      if var queue = surfaceTable.reusableHeaderFooters[identifier], let view = queue.popLast() {
        surfaceTable.reusableHeaderFooters[identifier] = queue
        return view
      }
      guard let viewType = type as? UITableViewHeaderFooterView.Type else { return nil }
      return viewType.init(surfaceRegisteredWithReuseIdentifier: identifier)
    }
  }

  /// `selectRow(at:animated:scrollPosition:)`: no delegate call.
  func surfaceSelect(_ indexPath: IndexPath?) {
    guard let indexPath else {
      surfaceSetSelection([])
      return
    }
    let counts = surfaceCounts()
    guard counts.indices.contains(indexPath.section), indexPath.row < counts[indexPath.section]
    else {
      surface.exceptions.append(
        "attempt to select row \(indexPath.row) in section \(indexPath.section), which does not "
          + "exist")
      return
    }
    surfaceAddToSelection(indexPath)
  }
}
