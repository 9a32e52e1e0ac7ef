// How the surface's UITableView records, validates and applies batch updates. Not UIKit API.

extension UITableView {
  /// Records one operation: into the open batch, or as a batch of its own (UIKit applies an
  /// insert, delete, reload or move made outside `performBatchUpdates` at once).
  func surfaceRecord(_ change: (inout UpdateBatch) -> Void) {
    if var batch = surface.batch {
      change(&batch)
      surface.batch = batch
      return
    }
    surfacePerformBatch { self.surfaceRecord(change) }
  }

  /// Runs `updates` as one batch; a batch opened inside another joins it. When the outermost
  /// batch ends, asks the data source for its counts, checks the batch by UIKit's rules and
  /// either applies it or records the exception UIKit raises and shows the data from scratch.
  func surfacePerformBatch(_ updates: () -> Void) {
    guard surface.batch == nil else {
      updates()
      return
    }
    // UIKit knows its counts before a batch starts: a table that never asked, asks now. A table
    // whose row data is stale (reloaded, not laid out since) asks again before running
    // `updates`: a data source that already shows the batch's result reports its new counts
    // as the counts before the batch, and the batch then fails the row count check.
    let before = surface.rowDataIsStale ? surfaceLoad() : surfaceCounts()
    surface.rowDataIsStale = false
    surface.batch = UpdateBatch()
    updates()
    let batch = surface.batch ?? UpdateBatch()
    surface.batch = nil
    let after = surfaceQueryCounts()
    switch BatchUpdateCheck(before: before, after: after, batch: batch).run() {
    case .failure(let violation):
      surface.exceptions.append(violation.reason)
      surfaceReloadData()
      layoutIfNeeded()
    case .success(let mapping):
      surfaceApply(mapping, batch: batch, after: after)
    }
  }

  /// Moves what is on screen, selected, prefetched and measured to its new place; ends the
  /// display of deleted and reloaded rows and sections; then lays out at once, so inserted and
  /// reloaded rows on screen get their cells before `performBatchUpdates` returns.
  func surfaceApply(
    _ mapping: BatchMapping, batch: UpdateBatch, after: [Int], layOut: Bool = true
  ) {
    surface.generation += 1
    surface.swipe = nil
    // Deleted and reloaded rows and sections leave the screen, top to bottom as they were.
    for item in surfaceOnScreen() {
      switch item {
      case .row(let path) where mapping.rows[path] == nil:
        surfaceEndDisplaying(item)
      case .header(let section), .footer(let section):
        if mapping.sections[section] == nil || mapping.reloadedSections.contains(section) {
          surfaceEndDisplaying(item)
        }
      default:
        continue
      }
    }
    var cells: [IndexPath: UITableViewCell] = [:]
    for (path, cell) in surface.cells {
      if let new = mapping.rows[path] { cells[new] = cell }
    }
    surface.cells = cells
    for header in [true, false] {
      var moved: [Int: UIView] = [:]
      for (section, view) in header ? surface.headers : surface.footers {
        if let new = mapping.sections[section] { moved[new] = view }
      }
      if header { surface.headers = moved } else { surface.footers = moved }
    }
    surface.headerless = []
    surface.footerless = []
    surfaceSetSelection(Set(surface.selected.compactMap { mapping.rows[$0] }))
    surface.prefetched = Set(surface.prefetched.compactMap { mapping.rows[$0] })

    var rowHeights = after.map { [CGFloat?](repeating: nil, count: $0) }
    var rowEstimates = after.map { [CGFloat](repeating: 44, count: $0) }
    var known = Set<IndexPath>()
    var selfSizing = Set<IndexPath>()
    for (old, new) in mapping.rows {
      rowHeights[new.section][new.row] = surface.rowHeights[old.section][old.row]
      rowEstimates[new.section][new.row] = surface.rowEstimates[old.section][old.row]
      if surface.selfSizingRows.contains(old) { selfSizing.insert(new) }
      known.insert(new)
    }
    // A batch measures the rows on screen again (what an empty batch is for: a cell whose
    // content changed height grows or shrinks without a reload).
    for path in surface.cells.keys where rowHeights.indices.contains(path.section) {
      if rowHeights[path.section].indices.contains(path.row) {
        rowHeights[path.section][path.row] = nil
      }
    }
    surface.selfSizingRows = selfSizing
    var headerHeights = [CGFloat?](repeating: nil, count: after.count)
    var footerHeights = [CGFloat?](repeating: nil, count: after.count)
    var headerEstimates = [CGFloat](repeating: 0, count: after.count)
    var footerEstimates = [CGFloat](repeating: 0, count: after.count)
    var knownSections = Set<Int>()
    for (old, new) in mapping.sections where !mapping.reloadedSections.contains(old) {
      headerHeights[new] = surface.headerHeights[old]
      footerHeights[new] = surface.footerHeights[old]
      headerEstimates[new] = surface.headerEstimates[old]
      footerEstimates[new] = surface.footerEstimates[old]
      knownSections.insert(new)
    }
    surface.counts = after
    surface.rowHeights = rowHeights
    surface.rowEstimates = rowEstimates
    surface.headerHeights = headerHeights
    surface.footerHeights = footerHeights
    surface.headerEstimates = headerEstimates
    surface.footerEstimates = footerEstimates
    // It measures the headers and footers of the sections on screen again too: a footer that
    // appears or changes height (a validation message) shows without a reload.
    let onScreen = Set(surface.cells.keys.map(\.section)).union(surface.headers.keys)
      .union(surface.footers.keys)
    for section in onScreen where after.indices.contains(section) {
      knownSections.remove(section)
      surface.headerHeights[section] = nil
      surface.footerHeights[section] = nil
    }
    for section in after.indices {
      if !knownSections.contains(section) {
        surface.headerEstimates[section] = surfaceHeaderEstimate(section, header: true)
        surface.footerEstimates[section] = surfaceHeaderEstimate(section, header: false)
      }
      for row in 0..<after[section] where !known.contains(IndexPath(row: row, section: section)) {
        surface.rowEstimates[section][row] = surfaceEstimate(IndexPath(row: row, section: section))
      }
    }
    let total = surfaceFrames().last?.bottom ?? 0
    contentSize = CGSize(width: bounds.width, height: total)
    surfaceClampOffset()
    setNeedsLayout()
    if layOut { layoutIfNeeded() }
  }
}
