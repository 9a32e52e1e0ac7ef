// Where the surface's UICollectionView places items: a simple, deterministic reading of the
// compositional layout's description, enough to decide which items are in the viewport. Not
// UIKit API.
//
// - Sections are stacked top to bottom, each as wide as the collection view.
// - A list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) has one item per
//   row, inset by 20 points on each side in the inset grouped appearance; a header (footer)
//   `CollectionState.listSupplementaryHeight` tall when its header (footer) mode is
//   `.supplementary`. List rows size themselves: see self-sizing below. In the plain appearance
//   the header and footer are pinned, as Apple documents: they stay on screen while any part of
//   their section is.
// - Any other section places its group again and again, inside the section's content insets:
//   below the previous one with the section's `interGroupSpacing`, or, for a section with orthogonal scrolling, to the right of
//   it in one line, shifted left by the section's horizontal offset (0 until a test scrolls it
//   sideways with `scrollSection(_:toOffsetX:)`; the items past the right edge are off screen). A group's width is resolved against the width inside the insets; a
//   horizontal group repeats its subitems left to right, `interItemSpacing` apart, while they
//   fit (at least one; exactly `count` of equal width for
//   `horizontal(layoutSize:repeatingSubitem:count:)`), each as wide as its width dimension
//   resolved against the group's width (an estimated width is taken as the width).
// - Self-sizing: an item whose height is estimated (every item of a list section) is as tall as
//   its cell measures (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:
//   verticalFittingPriority:)` at the item's width, once the cell is on screen; its estimate
//   until then). A line of a group whose height is estimated is as tall as its tallest item.
// - Boundary supplementary items aligned `.top` come above the section's items, those aligned
//   `.bottom` below them, as wide as the section inside its leading and trailing insets (an
//   estimated height is taken as the height).

/// Where one section's supplementary views and items are, in the collection view's content.
struct CollectionSectionFrame {
  var top: CGFloat
  var bottom: CGFloat
  var items: [CGRect]
  var supplementaries: [String: CGRect]
  /// The items whose height their cell measures.
  var selfSizing: Set<Int>
  /// Whether the supplementary views stay on screen while any part of the section is.
  var pinsSupplementaries = false
}

/// The simple placement described at the top of this file.
@MainActor
struct CollectionPlacement {
  var width: CGFloat
  var listItemHeight: CGFloat
  var listSupplementaryHeight: CGFloat

  /// A dimension in points: a fraction of `width`, or its value (an estimate as the size).
  func resolve(_ dimension: NSCollectionLayoutDimension, width: CGFloat) -> CGFloat {
    switch dimension.surfaceKind {
    case .fractionalWidth: max(0, dimension.surfaceDimension * width)
    case .absolute, .estimated: max(0, dimension.surfaceDimension)
    }
  }

  /// Heights measured by self-sizing cells, by index path.
  var measured: [IndexPath: CGFloat] = [:]
  /// How far each section with orthogonal scrolling is scrolled sideways, by section.
  var orthogonalOffsets: [Int: CGFloat] = [:]

  /// The frame of the section at `index`, of `count` items, whose top is at `top`.
  func place(_ section: NSCollectionLayoutSection?, at index: Int, count: Int, top: CGFloat)
    -> CollectionSectionFrame
  {
    guard let section else {
      // No section from the provider: its items take no room and are never on screen.
      return CollectionSectionFrame(
        top: top, bottom: top, items: Array(repeating: .zero, count: count),
        supplementaries: [:], selfSizing: [])
    }
    if let list = section.surfaceList {
      return placeList(list, at: index, count: count, top: top)
    }
    return placeGroups(section, at: index, count: count, top: top)
  }

  private func placeList(
    _ list: UICollectionLayoutListConfiguration, at index: Int, count: Int, top: CGFloat
  ) -> CollectionSectionFrame {
    let inset: CGFloat = list.surfaceAppearance == .insetGrouped ? 20 : 0
    let inner = max(0, width - 2 * inset)
    var frame = CollectionSectionFrame(
      top: top, bottom: top, items: [], supplementaries: [:], selfSizing: Set(0..<count),
      pinsSupplementaries: list.surfaceAppearance == .plain)
    var y = top
    if list.headerMode == .supplementary {
      frame.supplementaries[UICollectionView.elementKindSectionHeader] = CGRect(
        x: inset, y: y, width: inner, height: listSupplementaryHeight)
      y += listSupplementaryHeight
    }
    for item in 0..<count {
      let height = measured[IndexPath(item: item, section: index)] ?? listItemHeight
      frame.items.append(CGRect(x: inset, y: y, width: inner, height: height))
      y += height
    }
    if list.footerMode == .supplementary {
      frame.supplementaries[UICollectionView.elementKindSectionFooter] = CGRect(
        x: inset, y: y, width: inner, height: listSupplementaryHeight)
      y += listSupplementaryHeight
    }
    frame.bottom = y
    return frame
  }

  private func placeGroups(
    _ section: NSCollectionLayoutSection, at index: Int, count: Int, top: CGFloat
  ) -> CollectionSectionFrame {
    var frame = CollectionSectionFrame(
      top: top, bottom: top, items: [], supplementaries: [:], selfSizing: [])
    let insets = section.contentInsets
    let inner = max(0, width - insets.leading - insets.trailing)
    var y = top
    for item in section.boundarySupplementaryItems where item.surfaceAlignment == .top {
      let height = resolve(item.surfaceLayoutSize.surfaceHeight, width: inner)
      frame.supplementaries[item.surfaceElementKind] = CGRect(
        x: insets.leading, y: y, width: inner, height: height)
      y += height
    }
    y += insets.top
    if let group = section.surfaceGroup, count > 0 {
      let groupWidth = resolve(group.surfaceLayoutSize.surfaceWidth, width: inner)
      let groupHeight = group.surfaceLayoutSize.surfaceHeight
      let slots = self.slots(of: group, width: groupWidth)
      let orthogonal = section.orthogonalScrollingBehavior != .none
      let perLine = orthogonal ? count : slots.count
      var first = 0
      while first < count {
        let items = first..<min(count, first + perLine)
        var heights: [CGFloat] = []
        for item in items {
          let dimension = slots[(item - first) % slots.count].height
          let slotWidth = slots[(item - first) % slots.count].width
          if dimension.surfaceKind == .estimated { frame.selfSizing.insert(item) }
          heights.append(
            dimension.surfaceKind == .estimated
              ? measured[IndexPath(item: item, section: index)] ?? dimension.surfaceDimension
              : resolve(dimension, width: slotWidth))
        }
        let lineHeight =
          groupHeight.surfaceKind == .estimated
          ? max(heights.max() ?? 0, 0) : resolve(groupHeight, width: inner)
        for (offset, item) in items.enumerated() {
          let slot = slots[(item - first) % slots.count]
          let number = orthogonal ? (item - first) / slots.count : 0
          let x =
            insets.leading + slot.x
            + CGFloat(number) * (groupWidth + section.interGroupSpacing)
            - (orthogonal ? orthogonalOffsets[index] ?? 0 : 0)
          frame.items.append(
            CGRect(x: x, y: y, width: slot.width, height: min(heights[offset], lineHeight)))
        }
        y += lineHeight
        first = items.upperBound
        if first < count { y += section.interGroupSpacing }
      }
    } else {
      frame.items = Array(repeating: CGRect(x: 0, y: y, width: 0, height: 0), count: count)
    }
    y += insets.bottom
    for item in section.boundarySupplementaryItems where item.surfaceAlignment == .bottom {
      let height = resolve(item.surfaceLayoutSize.surfaceHeight, width: inner)
      frame.supplementaries[item.surfaceElementKind] = CGRect(
        x: insets.leading, y: y, width: inner, height: height)
      y += height
    }
    frame.bottom = y
    return frame
  }

  /// One item's place in a group: its x from the group's leading edge, its width, and its
  /// height dimension.
  struct Slot {
    var x: CGFloat
    var width: CGFloat
    var height: NSCollectionLayoutDimension
  }

  /// The items of one horizontal group, left to right.
  private func slots(of group: NSCollectionLayoutGroup, width: CGFloat) -> [Slot] {
    let subitems = group.surfaceSubitems
    guard let firstItem = subitems.first else {
      return [Slot(x: 0, width: width, height: group.surfaceLayoutSize.surfaceHeight)]
    }
    let spacing = group.interItemSpacing?.surfaceSpacing ?? 0
    if let count = group.surfaceRepeatCount, count > 0 {
      let itemWidth = max(0, (width - CGFloat(count - 1) * spacing) / CGFloat(count))
      return (0..<count).map {
        Slot(
          x: CGFloat($0) * (itemWidth + spacing), width: itemWidth,
          height: firstItem.surfaceLayoutSize.surfaceHeight)
      }
    }
    var slots: [Slot] = []
    var x: CGFloat = 0
    while slots.count < 10_000 {
      let item = subitems[slots.count % subitems.count]
      let itemWidth = resolve(item.surfaceLayoutSize.surfaceWidth, width: width)
      if !slots.isEmpty, itemWidth <= 0 || x + itemWidth > width + 0.001 { break }
      slots.append(Slot(x: x, width: itemWidth, height: item.surfaceLayoutSize.surfaceHeight))
      x += itemWidth + spacing
    }
    return slots
  }
}
