// How the surface's UITableView applies a batch update that passed UIKit's rules (recording and
// checking it: ListView.swift). Not UIKit API.

extension UITableView {
  /// Moves what is on screen, selected, prefetched and measured to its new place; ends the
  /// display of deleted and reloaded rows and sections; then lays out at once, so inserted and
  /// reloaded rows on screen get their cells before `performBatchUpdates` returns.
  func surfaceApply(_ mapping: BatchMapping, after: [Int], layOut: Bool = true) {
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
      for (section, view) in header ? surfaceTable.headers : surfaceTable.footers {
        if let new = mapping.sections[section] { moved[new] = view }
      }
      if header { surfaceTable.headers = moved } else { surfaceTable.footers = moved }
    }
    surfaceTable.headerless = []
    surfaceTable.footerless = []
    surfaceSetSelection(Set(surface.selected.compactMap { mapping.rows[$0] }))
    surface.prefetched = Set(surface.prefetched.compactMap { mapping.rows[$0] })

    var rowHeights = after.map { [CGFloat?](repeating: nil, count: $0) }
    var rowEstimates = after.map { [CGFloat](repeating: 44, count: $0) }
    var known = Set<IndexPath>()
    var selfSizing = Set<IndexPath>()
    for (old, new) in mapping.rows {
      rowHeights[new.section][new.row] = surfaceTable.rowHeights[old.section][old.row]
      rowEstimates[new.section][new.row] = surfaceTable.rowEstimates[old.section][old.row]
      if surfaceTable.selfSizingRows.contains(old) { selfSizing.insert(new) }
      known.insert(new)
    }
    // A batch measures the rows on screen again (what an empty batch is for: a cell whose
    // content changed height grows or shrinks without a reload).
    for path in surface.cells.keys where rowHeights.indices.contains(path.section) {
      if rowHeights[path.section].indices.contains(path.row) {
        rowHeights[path.section][path.row] = nil
      }
    }
    surfaceTable.selfSizingRows = selfSizing
    var headerHeights = [CGFloat?](repeating: nil, count: after.count)
    var footerHeights = [CGFloat?](repeating: nil, count: after.count)
    var headerEstimates = [CGFloat](repeating: 0, count: after.count)
    var footerEstimates = [CGFloat](repeating: 0, count: after.count)
    var knownSections = Set<Int>()
    for (old, new) in mapping.sections where !mapping.reloadedSections.contains(old) {
      headerHeights[new] = surfaceTable.headerHeights[old]
      footerHeights[new] = surfaceTable.footerHeights[old]
      headerEstimates[new] = surfaceTable.headerEstimates[old]
      footerEstimates[new] = surfaceTable.footerEstimates[old]
      knownSections.insert(new)
    }
    surface.counts = after
    surfaceTable.rowHeights = rowHeights
    surfaceTable.rowEstimates = rowEstimates
    surfaceTable.headerHeights = headerHeights
    surfaceTable.footerHeights = footerHeights
    surfaceTable.headerEstimates = headerEstimates
    surfaceTable.footerEstimates = footerEstimates
    // It measures the headers and footers of the sections on screen again too: a footer that
    // appears or changes height (a validation message) shows without a reload.
    let onScreen = Set(surface.cells.keys.map(\.section)).union(surfaceTable.headers.keys)
      .union(surfaceTable.footers.keys)
    for section in onScreen where after.indices.contains(section) {
      knownSections.remove(section)
      surfaceTable.headerHeights[section] = nil
      surfaceTable.footerHeights[section] = nil
    }
    for section in after.indices {
      if !knownSections.contains(section) {
        surfaceTable.headerEstimates[section] = surfaceHeaderEstimate(section, header: true)
        surfaceTable.footerEstimates[section] = surfaceHeaderEstimate(section, header: false)
      }
      for row in 0..<after[section] where !known.contains(IndexPath(row: row, section: section)) {
        surfaceTable.rowEstimates[section][row] = surfaceEstimate(
          IndexPath(row: row, section: section))
      }
    }
    contentSize = CGSize(width: bounds.width, height: surfaceContentHeight())
    surfaceClampOffset()
    setNeedsLayout()
    if layOut { layoutIfNeeded() }
  }
}
