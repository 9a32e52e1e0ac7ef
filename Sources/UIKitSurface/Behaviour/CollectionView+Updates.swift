// How the surface's UICollectionView applies a batch update that passed UIKit's rules (recording
// and checking it, as the table view's: ListView.swift and BatchUpdateCheck.swift). Not UIKit
// API.

extension UICollectionView {
  /// Moves what is on screen, selected, prefetched and measured to its new place; ends the display of
  /// deleted and reloaded items and of the supplementary views of deleted and reloaded
  /// sections; asks the layout for its sections again; then lays out at once, so inserted and
  /// reloaded items on screen get their cells before `performBatchUpdates` returns.
  func surfaceApply(_ mapping: BatchMapping, after: [Int], layOut: Bool = true) {
    surface.generation += 1
    surface.swipe = nil
    for path in surfaceVisiblePaths() where mapping.rows[path] == nil {
      surfaceEndDisplayingItem(path)
    }
    for place in surfaceCollection.supplementaries.keys.sorted()
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
    for (place, view) in surfaceCollection.supplementaries {
      if let new = mapping.sections[place.section] {
        supplementaries[SupplementaryPlace(kind: place.kind, section: new)] = view
      }
    }
    surfaceCollection.supplementaries = supplementaries
    surfaceSetSelection(Set(surface.selected.compactMap { mapping.rows[$0] }))
    surface.prefetched = Set(surface.prefetched.compactMap { mapping.rows[$0] })
    // A batch measures the cells on screen again (what an empty batch is for: a cell whose
    // content changed height grows or shrinks without a reload).
    var measured: [IndexPath: CGFloat] = [:]
    for (path, height) in surfaceCollection.measured {
      if let new = mapping.rows[path], surface.cells[new] == nil { measured[new] = height }
    }
    surfaceCollection.measured = measured
    var measuredSupplementaries: [SupplementaryPlace: CGFloat] = [:]
    for (place, height) in surfaceCollection.measuredSupplementaries {
      if let new = mapping.sections[place.section],
        !mapping.reloadedSections.contains(place.section)
      {
        measuredSupplementaries[SupplementaryPlace(kind: place.kind, section: new)] = height
      }
    }
    surfaceCollection.measuredSupplementaries = measuredSupplementaries
    var offsets: [Int: CGFloat] = [:]
    for (section, offset) in surfaceCollection.orthogonalOffsets {
      if let new = mapping.sections[section], !mapping.reloadedSections.contains(section) {
        offsets[new] = offset
      }
    }
    surfaceCollection.orthogonalOffsets = offsets
    surface.counts = after
    surfaceCollection.sections = nil
    surfaceMeasure(surfaceVisiblePaths(), surfaceFrames())
    contentSize = CGSize(width: bounds.width, height: surfaceContentHeight())
    surfaceClampOffset()
    setNeedsLayout()
    if layOut { layoutIfNeeded() }
  }
}
