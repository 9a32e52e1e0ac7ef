extension ListLayout {
  /// The first visible item and how far its top is from the viewport's top (0 or less), kept
  /// across a change so that the item does not move on screen.
  struct Anchor {
    var index: Int
    var item: LayoutItem
    var distance: Double
  }

  /// The anchor before a change; `nil` when the list is at the very top (it stays there).
  func anchor() -> Anchor? {
    guard contentOffset > 0, let (index, top) = items.index(atOffset: contentOffset),
      let item = item(at: index)
    else { return nil }
    return Anchor(index: index, item: item, distance: top - contentOffset)
  }

  /// Scrolls so that item `index` is where the anchor was, then clamps.
  mutating func restore(_ anchor: Anchor?, to index: Int?) {
    if let anchor, let index {
      contentOffset = items.offset(of: index) - anchor.distance
    }
    clampOffset()
  }

  /// Scrolls to `offset`, clamped to `0...maxContentOffset` (NaN counts as 0).
  ///
  /// - Parameter offset: The content's y at the viewport's top.
  public mutating func scroll(toOffset offset: Double) {
    defer { checkInvariants() }
    contentOffset = offset
    clampOffset()
  }

  /// Changes the viewport's height; the offset is clamped to the new range.
  ///
  /// - Parameter height: The new height; invalid values become 0.
  public mutating func setViewportHeight(_ height: Double) {
    defer { checkInvariants() }
    viewportHeight = RowHeight.sanitized(height)
    clampOffset()
  }

  /// Changes the width. Computed and measured heights become stale — in O(1), without visiting
  /// them; they are recomputed or reported for measuring when they become visible
  /// (``itemsNeedingMeasurement()``). Fixed heights stay. Adaptive grids and flows are lined
  /// again at the new width, keeping the first visible item in place.
  ///
  /// - Parameter width: The new width; invalid values become 0.
  /// - Complexity: O(1) for lists and fixed grids, plus O(sections) and O(rows) of each
  ///   adaptive grid and flow section when there are any (O(n) once every 16,383 width
  ///   changes, to recycle epochs).
  public mutating func setWidth(_ width: Double) {
    defer { checkInvariants() }
    let width = RowHeight.sanitized(width)
    guard width != self.width else { return }
    let anchor = hasWidthDependentLines ? anchor() : nil
    self.width = width
    advanceEpoch()
    guard hasWidthDependentLines else { return }
    for (index, section) in content.sections.enumerated() {
      switch section.layout.kind {
      case .adaptiveGrid, .flow: relayout(section: index)
      case .list, .grid, .carousel: continue
      }
    }
    restore(anchor, to: anchor.flatMap { index(of: $0.item) })
  }

  /// Makes computed and measured heights stale as a width change does, the width staying: for
  /// a renderer whose measurements depend on something else that changed (the terminal sizes
  /// pictures by the list's height).
  ///
  /// - Complexity: O(1) (O(n) once every 16,383 calls, to recycle epochs).
  package mutating func invalidateMeasurements() {
    defer { checkInvariants() }
    advanceEpoch()
  }

  /// Starts a new width epoch (see ``invalidateMeasurements()``), without checking invariants:
  /// a new width re-lines sections after it.
  private mutating func advanceEpoch() {
    if epoch == HeightTag.maxEpoch {
      // Every resolved height becomes "never resolved" so that epochs can start again.
      var heights: [Double] = []
      var tags: [UInt16] = []
      heights.reserveCapacity(items.count)
      tags.reserveCapacity(items.count)
      items.forEachTagged(from: 0) { _, _, height, tag in
        heights.append(height)
        tags.append(HeightTag.kind(tag) == HeightTag.fixed ? tag : HeightTag.kind(tag))
        return true
      }
      items = HeightTree(heights: heights, tags: tags)
      epoch = 1
    } else {
      epoch += 1
    }
  }

  /// Whether an item with `tag` needs resolving (computed) or measuring (automatic).
  func isStale(_ tag: UInt16) -> Bool {
    HeightTag.kind(tag) != HeightTag.fixed && HeightTag.epoch(tag) != epoch
  }

  /// The visible items whose height the renderer must measure: automatic items not yet measured
  /// at the current width. Visible computed heights that are stale are recomputed first (keeping
  /// the first visible item in place), which is why this is mutating.
  ///
  /// A line of a grid, flow or carousel section that holds an automatic item comes with every
  /// one of its rows: measure each at its frame's width and record the tallest for the line's
  /// index (the renderers' shared measuring loop does).
  ///
  /// - Returns: Frames with the heights currently assumed.
  /// - Complexity: O(log n + visible items).
  public mutating func itemsNeedingMeasurement() -> [LayoutFrame] {
    defer { checkInvariants() }
    // The viewport's frames, found again only when computed heights changed them.
    var frames = visibleFrames
    for _ in 0..<8 {
      let stale = frames.filter {
        HeightTag.kind(items.tag(at: $0.index)) == HeightTag.computed
          && isStale(items.tag(at: $0.index))
      }
      guard !stale.isEmpty else { break }
      let anchor = anchor()
      var previous = -1
      for frame in stale where frame.index != previous {
        previous = frame.index
        let resolved: Double
        if let (section, line) = line(at: frame.index) {
          resolved = resolvedHeight(
            ofLine: line, inSection: section, placement(ofSection: section))
        } else {
          resolved = height(of: frame.item)?.resolved(forWidth: width) ?? frame.height
        }
        items.setHeight(
          resolved, tag: HeightTag.make(HeightTag.computed, epoch: epoch), at: frame.index)
      }
      restore(anchor, to: anchor?.index)
      frames = visibleFrames
    }
    return frames.filter {
      let tag = items.tag(at: $0.index)
      return HeightTag.kind(tag) == HeightTag.automatic && isStale(tag)
    }
  }

  /// Records the measured height of item `index`, keeping the first visible item in place.
  /// Fixed and computed items keep their own heights; out of range does nothing.
  ///
  /// For a line of a grid, flow or carousel section, `height` is its automatic items' tallest:
  /// the line becomes as tall as that or its tallest fixed or computed item. Measurements of
  /// one line at one width accumulate (the line keeps the tallest), so its rows can also be
  /// recorded one by one.
  ///
  /// - Parameters:
  ///   - height: The measured height; invalid values become 0.
  ///   - index: An item index.
  /// - Returns: Whether the height was recorded.
  /// - Complexity: O(log n).
  @discardableResult
  public mutating func setMeasuredHeight(_ height: Double, at index: Int) -> Bool {
    guard index >= 0 && index < items.count else { return false }
    guard let (section, line) = line(at: index) else {
      return recordMeasurement(height, at: index, line: nil)
    }
    return recordMeasurement(
      height, at: index, line: (section, line, placement(ofSection: section)))
  }

  /// Records a measurement of item `index`, which is line `line` of a grid, flow or carousel
  /// section when `line` is not `nil`.
  private mutating func recordMeasurement(
    _ height: Double, at index: Int, line: (section: Int, line: Int, placement: LinePlacement)?
  ) -> Bool {
    defer { checkInvariants() }
    guard HeightTag.kind(items.tag(at: index)) == HeightTag.automatic else { return false }
    let anchor = anchor()
    let tag = HeightTag.make(HeightTag.automatic, epoch: epoch)
    if let (section, line, placement) = line {
      let resolved = resolvedHeight(ofLine: line, inSection: section, placement)
      items.raiseHeight(max(RowHeight.sanitized(height), resolved), tag: tag, at: index)
    } else {
      items.setHeight(height, tag: tag, at: index)
    }
    restore(anchor, to: anchor?.index)
    return true
  }

  /// Records the measured height of `item`; see ``setMeasuredHeight(_:at:)``.
  ///
  /// - Parameters:
  ///   - height: The measured height.
  ///   - item: The item.
  /// - Returns: Whether the height was recorded.
  @discardableResult
  public mutating func setMeasuredHeight(_ height: Double, for item: LayoutItem) -> Bool {
    guard let index = index(of: item) else { return false }
    guard case .row(let path) = item, !content.sections[path.section].layout.isList else {
      return recordMeasurement(height, at: index, line: nil)
    }
    let placement = placement(ofSection: path.section)
    return recordMeasurement(
      height, at: index, line: (path.section, placement.line(ofRow: path.row), placement))
  }

  /// Whether item `index` has a height the renderer still has to measure.
  ///
  /// - Parameter index: An item index.
  public func needsMeasurement(at index: Int) -> Bool {
    guard index >= 0 && index < items.count else { return false }
    let tag = items.tag(at: index)
    return HeightTag.kind(tag) == HeightTag.automatic && isStale(tag)
  }

  /// The offset that shows `item` at `alignment`, clamped to the content; `nil` when the layout
  /// has no such item.
  ///
  /// - Parameters:
  ///   - item: The item to show.
  ///   - alignment: Where in the viewport.
  /// - Complexity: O(log n).
  public func offset(toShow item: LayoutItem, at alignment: ScrollAlignment) -> Double? {
    guard let frame = frame(of: item) else { return nil }
    let target: Double
    switch alignment {
    case .top: target = frame.top
    case .middle: target = frame.top + frame.height / 2 - viewportHeight / 2
    case .bottom: target = frame.bottom - viewportHeight
    case .nearest:
      if frame.top < contentOffset || frame.height > viewportHeight {
        target = frame.top
      } else if frame.bottom > contentOffset + viewportHeight {
        target = frame.bottom - viewportHeight
      } else {
        target = contentOffset
      }
    }
    return min(max(0, target), maxContentOffset)
  }

  /// Scrolls to show `item` at `alignment`.
  ///
  /// ```swift
  /// layout.scroll(toShow: .row(selection), at: .nearest)  // keep the selection visible
  /// ```
  ///
  /// - Parameters:
  ///   - item: The item to show.
  ///   - alignment: Where in the viewport; `.nearest` scrolls only when it is not whole on screen.
  /// - Returns: Whether the layout has the item.
  @discardableResult
  public mutating func scroll(toShow item: LayoutItem, at alignment: ScrollAlignment) -> Bool {
    defer { checkInvariants() }
    guard let offset = offset(toShow: item, at: alignment) else { return false }
    contentOffset = offset
    return true
  }
}
