extension ListController {
  /// What renderers call after every scroll, resize or applied change (their
  /// ``DisplayTracker`` does): the host hands the region to its screen.
  ///
  /// - Parameter region: What the renderer shows.
  public func visibleRegionDidChange(_ region: VisibleRegion) {
    onVisibleRegionChange?(region)
    visibleRegionObservers.send(region)
  }
}
