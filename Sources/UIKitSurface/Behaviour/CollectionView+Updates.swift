// How the surface's UICollectionView records, validates and applies batch updates, with the
// same checker as the table view's (BatchUpdateCheck.swift). Not UIKit API.

extension UICollectionView {
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
    // As the table view: the counts before the batch are known before it starts; a collection
    // view whose item data is stale (reloaded, not laid out since) reads them again now, so a
    // data source that already shows the batch's result fails the item count check.
    let before = surface.rowDataIsStale ? surfaceLoad() : surfaceCounts()
    surface.rowDataIsStale = false
    surface.batch = UpdateBatch()
    updates()
    let batch = surface.batch ?? UpdateBatch()
    surface.batch = nil
    let after = surfaceQueryCounts()
    let check = BatchUpdateCheck(before: before, after: after, batch: batch, words: .collection)
    switch check.run() {
    case .failure(let violation):
      surface.exceptions.append(violation.reason)
      surfaceReloadData()
      layoutIfNeeded()
    case .success(let mapping):
      surfaceApply(mapping, after: after)
    }
  }

  /// Moves what is on screen, selected, prefetched and measured to its new place; ends the display of
  /// deleted and reloaded items and of the supplementary views of deleted and reloaded
  /// sections; asks the layout for its sections again; then lays out at once, so inserted and
  /// reloaded items on screen get their cells before `performBatchUpdates` returns.
  func surfaceApply(_ mapping: BatchMapping, after: [Int], layOut: Bool = true) {
    surface.generation += 1
    surface.swipe = nil
    for path in surface.cells.keys.sorted() where mapping.rows[path] == nil {
      surfaceEndDisplayingItem(path)
    }
    for place in surface.supplementaries.keys.sorted()
    where mapping.sections[place.section] == nil
      || mapping.reloadedSections.contains(place.section)
    {
      surfaceEndDisplayingSupplementary(place)
    }
    var cells: [IndexPath: UICollectionViewCell] = [:]
    for (path, cell) in surface.cells {
      if let new = mapping.rows[path] { cells[new] = cell }
    }
    surface.cells = cells
    var supplementaries: [SupplementaryPlace: UICollectionReusableView] = [:]
    for (place, view) in surface.supplementaries {
      if let new = mapping.sections[place.section] {
        supplementaries[SupplementaryPlace(kind: place.kind, section: new)] = view
      }
    }
    surface.supplementaries = supplementaries
    surfaceSetSelection(Set(surface.selected.compactMap { mapping.rows[$0] }))
    surface.prefetched = Set(surface.prefetched.compactMap { mapping.rows[$0] })
    // A batch measures the cells on screen again (what an empty batch is for: a cell whose
    // content changed height grows or shrinks without a reload).
    var measured: [IndexPath: CGFloat] = [:]
    for (path, height) in surface.measured {
      if let new = mapping.rows[path], surface.cells[new] == nil { measured[new] = height }
    }
    surface.measured = measured
    var measuredSupplementaries: [SupplementaryPlace: CGFloat] = [:]
    for (place, height) in surface.measuredSupplementaries {
      if let new = mapping.sections[place.section],
        !mapping.reloadedSections.contains(place.section)
      {
        measuredSupplementaries[SupplementaryPlace(kind: place.kind, section: new)] = height
      }
    }
    surface.measuredSupplementaries = measuredSupplementaries
    var offsets: [Int: CGFloat] = [:]
    for (section, offset) in surface.orthogonalOffsets {
      if let new = mapping.sections[section], !mapping.reloadedSections.contains(section) {
        offsets[new] = offset
      }
    }
    surface.orthogonalOffsets = offsets
    surface.counts = after
    surface.sections = nil
    surfaceMeasure(surface.cells.keys.sorted(), surfaceFrames())
    contentSize = CGSize(width: bounds.width, height: surfaceFrames().last?.bottom ?? 0)
    surfaceClampOffset()
    setNeedsLayout()
    if layOut { layoutIfNeeded() }
  }
}
