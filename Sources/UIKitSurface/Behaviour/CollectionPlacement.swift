// Where the surface's UICollectionView places items: a deterministic reading of the
// compositional layout's description, as Apple documents its dimensions, groups and sections,
// enough to decide which items are in the viewport. Not UIKit API.
//
// - Sections are stacked top to bottom, each as wide as the collection view.
// - A list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) has one item per
//   row, inset by 20 points on each side in the inset grouped appearance, and a header (footer)
//   when its header (footer) mode is `.supplementary`. Its rows, header and footer size
//   themselves (see self-sizing below): a row is `CollectionState.listItemHeight` tall and a
//   header or footer `CollectionState.listSupplementaryHeight` until measured. In the plain
//   appearance the header and footer are pinned, as Apple documents: they stay on screen while
//   any part of their section is.
// - Any other section places its group again and again, inside the section's content insets,
//   until every item has a place: below the previous one with the section's
//   `interGroupSpacing`, or, for a section with orthogonal scrolling, to the right of it in one
//   line, `interGroupSpacing` apart, shifted left by the section's horizontal offset (0 until a
//   test scrolls it sideways with `scrollSection(_:toOffsetX:)`; the items past the right edge
//   are off screen). The group's width is resolved against the width inside the insets.
// - Dimensions: `.absolute(n)` is n points; `.fractionalWidth(f)` is f times the width of the
//   container (the section's width inside its insets for a group of the section, the group's
//   width for an item or a nested group), for a width and a height alike; `.estimated(n)` is n
//   until the view measures itself (heights; an estimated width is taken as the width).
// - A horizontal group places its subitems left to right, `interItemSpacing` apart, and
//   repeats them while they fit its width (at least one); `horizontal(layoutSize:repeatingSubitem:
//   count:)` places exactly `count`, of equal width, in the width left by the spacing. A
//   vertical group places its subitems top to bottom, `interItemSpacing` apart, repeating them
//   while they fit an absolute or fractional height; along an estimated height it places each
//   subitem once. A subitem that is a group places items of its own. A group whose height is
//   estimated is as tall as what it holds; items are clipped to their group's height.
// - Self-sizing: an item whose height is estimated (every item of a list section) is as tall as
//   its cell measures (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:
//   verticalFittingPriority:)` at the item's width, once the cell is on screen; its estimate
//   until then). A supplementary view whose height is estimated (every header and footer of a
//   list section) likewise, at its width.
// - Boundary supplementary items aligned `.top` come above the section's items, those aligned
//   `.bottom` below them, as wide as the section inside its leading and trailing insets.

/// Where one section's supplementary views and items are, in the collection view's content.
struct CollectionSectionFrame {
  var top: CGFloat
  var bottom: CGFloat
  var items: [CGRect]
  var supplementaries: [String: CGRect]
  /// The items whose height their cell measures.
  var selfSizing: Set<Int>
  /// The element kinds of the supplementary views whose height their view measures.
  var selfSizingSupplementaries: Set<String> = []
  /// Whether the supplementary views stay on screen while any part of the section is.
  var pinsSupplementaries = false
}

/// The placement described at the top of this file.
@MainActor
struct CollectionPlacement {
  var width: CGFloat
  var listItemHeight: CGFloat
  var listSupplementaryHeight: CGFloat
  /// Heights measured by self-sizing cells, by index path.
  var measured: [IndexPath: CGFloat] = [:]
  /// Heights measured by self-sizing supplementary views, by place.
  var measuredSupplementaries: [SupplementaryPlace: CGFloat] = [:]
  /// How far each section with orthogonal scrolling is scrolled sideways, by section.
  var orthogonalOffsets: [Int: CGFloat] = [:]

  /// A dimension in points: a fraction of the container's width, or its value (an estimate
  /// until measured).
  func resolve(_ dimension: NSCollectionLayoutDimension, width: CGFloat) -> CGFloat {
    switch dimension.surfaceKind {
    case .fractionalWidth: max(0, dimension.surfaceDimension * width)
    case .absolute, .estimated: max(0, dimension.surfaceDimension)
    }
  }

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

  /// The height of the self-sizing supplementary view of `kind` in section `index`: as
  /// measured, else `estimate`.
  private func supplementaryHeight(_ kind: String, section index: Int, estimate: CGFloat)
    -> CGFloat
  {
    measuredSupplementaries[SupplementaryPlace(kind: kind, section: index)] ?? estimate
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
      let kind = UICollectionView.elementKindSectionHeader
      let height = supplementaryHeight(kind, section: index, estimate: listSupplementaryHeight)
      frame.supplementaries[kind] = CGRect(x: inset, y: y, width: inner, height: height)
      frame.selfSizingSupplementaries.insert(kind)
      y += height
    }
    for item in 0..<count {
      let height = measured[IndexPath(item: item, section: index)] ?? listItemHeight
      frame.items.append(CGRect(x: inset, y: y, width: inner, height: height))
      y += height
    }
    if list.footerMode == .supplementary {
      let kind = UICollectionView.elementKindSectionFooter
      let height = supplementaryHeight(kind, section: index, estimate: listSupplementaryHeight)
      frame.supplementaries[kind] = CGRect(x: inset, y: y, width: inner, height: height)
      frame.selfSizingSupplementaries.insert(kind)
      y += height
    }
    frame.bottom = y
    return frame
  }

  /// Places the boundary supplementary items of `section` aligned `alignment` from `y` down;
  /// returns the y below them.
  private func placeBoundaryItems(
    of section: NSCollectionLayoutSection, at index: Int, aligned alignment: NSRectAlignment,
    x: CGFloat, width inner: CGFloat, from y: CGFloat, into frame: inout CollectionSectionFrame
  ) -> CGFloat {
    var y = y
    for item in section.boundarySupplementaryItems where item.surfaceAlignment == alignment {
      let dimension = item.surfaceLayoutSize.surfaceHeight
      let height: CGFloat
      if dimension.surfaceKind == .estimated {
        height = supplementaryHeight(
          item.surfaceElementKind, section: index, estimate: max(0, dimension.surfaceDimension))
        frame.selfSizingSupplementaries.insert(item.surfaceElementKind)
      } else {
        height = resolve(dimension, width: inner)
      }
      frame.supplementaries[item.surfaceElementKind] = CGRect(
        x: x, y: y, width: inner, height: height)
      y += height
    }
    return y
  }

  private func placeGroups(
    _ section: NSCollectionLayoutSection, at index: Int, count: Int, top: CGFloat
  ) -> CollectionSectionFrame {
    var frame = CollectionSectionFrame(
      top: top, bottom: top, items: [], supplementaries: [:], selfSizing: [])
    let insets = section.contentInsets
    let inner = max(0, width - insets.leading - insets.trailing)
    var y = placeBoundaryItems(
      of: section, at: index, aligned: .top, x: insets.leading, width: inner, from: top,
      into: &frame)
    y += insets.top
    frame.items.reserveCapacity(count)
    if let group = section.surfaceGroup, count > 0 {
      let orthogonal = section.orthogonalScrollingBehavior != .none
      let shift = orthogonal ? orthogonalOffsets[index] ?? 0 : 0
      var x = insets.leading - shift
      var lineHeight: CGFloat = 0
      while frame.items.count < count {
        let first = frame.items.count
        let placed = layOut(group, in: inner, items: first..<count, section: index)
        guard !placed.frames.isEmpty else { break }
        for (offset, rect) in placed.frames.enumerated() {
          frame.items.append(rect.offsetBy(dx: x, dy: y))
          if placed.selfSizing[offset] { frame.selfSizing.insert(first + offset) }
        }
        if orthogonal {
          x += placed.size.width + section.interGroupSpacing
          lineHeight = max(lineHeight, placed.size.height)
        } else {
          y += placed.size.height
          if frame.items.count < count { y += section.interGroupSpacing }
        }
      }
      y += lineHeight
    }
    if frame.items.count < count {
      frame.items += Array(
        repeating: CGRect(x: 0, y: y, width: 0, height: 0), count: count - frame.items.count)
    }
    y += insets.bottom
    frame.bottom = placeBoundaryItems(
      of: section, at: index, aligned: .bottom, x: insets.leading, width: inner, from: y,
      into: &frame)
    return frame
  }

  /// Where one group puts the items it takes, relative to its top-leading corner.
  struct GroupPlacement {
    /// One frame per item taken, in item order.
    var frames: [CGRect] = []
    /// Whether each item taken sizes itself.
    var selfSizing: [Bool] = []
    /// The group's size.
    var size = CGSize.zero
  }

  /// Lays `group` out in a container `containerWidth` wide, giving places to the items of
  /// `items` from their start (as many as the group takes).
  private func layOut(
    _ group: NSCollectionLayoutGroup, in containerWidth: CGFloat, items: Range<Int>,
    section: Int
  ) -> GroupPlacement {
    let size = group.surfaceLayoutSize
    let width = resolve(size.surfaceWidth, width: containerWidth)
    let spacing = group.interItemSpacing?.surfaceSpacing ?? 0
    var placement = GroupPlacement()
    let subitems = group.surfaceSubitems
    guard !subitems.isEmpty, !items.isEmpty else {
      placement.size = CGSize(
        width: width, height: resolve(size.surfaceHeight, width: containerWidth))
      return placement
    }
    var next = items.lowerBound
    /// Places subitem `item` at `origin`, as wide as `slotWidth` when it is an item of a
    /// repeating group; the size it took, or `nil` when nothing was left to place.
    func place(_ item: NSCollectionLayoutItem, at origin: CGPoint, slotWidth: CGFloat?)
      -> CGSize?
    {
      guard next < items.upperBound else { return nil }
      if let nested = item as? NSCollectionLayoutGroup {
        let inner = layOut(nested, in: width, items: next..<items.upperBound, section: section)
        guard !inner.frames.isEmpty else { return nil }
        placement.frames += inner.frames.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        placement.selfSizing += inner.selfSizing
        next += inner.frames.count
        return inner.size
      }
      let itemWidth = slotWidth ?? resolve(item.surfaceLayoutSize.surfaceWidth, width: width)
      let dimension = item.surfaceLayoutSize.surfaceHeight
      let estimated = dimension.surfaceKind == .estimated
      let height =
        estimated
        ? measured[IndexPath(item: next, section: section)] ?? max(0, dimension.surfaceDimension)
        : resolve(dimension, width: width)
      placement.frames.append(CGRect(x: origin.x, y: origin.y, width: itemWidth, height: height))
      placement.selfSizing.append(estimated)
      next += 1
      return CGSize(width: itemWidth, height: height)
    }
    var extent = CGSize.zero
    if group.surfaceAxis == .horizontal {
      var x: CGFloat = 0
      if let repeats = group.surfaceRepeatCount, repeats > 0 {
        let slot = max(0, (width - CGFloat(repeats - 1) * spacing) / CGFloat(repeats))
        for column in 0..<repeats {
          let origin = CGPoint(x: CGFloat(column) * (slot + spacing), y: 0)
          guard let taken = place(subitems[0], at: origin, slotWidth: slot) else { break }
          extent.height = max(extent.height, taken.height)
        }
      } else {
        let repeating = size.surfaceWidth.surfaceKind != .estimated
        var index = 0
        while next < items.upperBound, repeating || index < subitems.count {
          let item = subitems[index % subitems.count]
          if index > 0, !(item is NSCollectionLayoutGroup) {
            let itemWidth = resolve(item.surfaceLayoutSize.surfaceWidth, width: width)
            if itemWidth <= 0 || x + itemWidth > width + 0.001 { break }
          }
          guard let taken = place(item, at: CGPoint(x: x, y: 0), slotWidth: nil) else { break }
          extent.height = max(extent.height, taken.height)
          x += taken.width + spacing
          index += 1
        }
      }
    } else {
      let height = size.surfaceHeight
      let repeating = height.surfaceKind != .estimated
      let limit = resolve(height, width: containerWidth)
      var y: CGFloat = 0
      var index = 0
      while next < items.upperBound, repeating || index < subitems.count {
        if index > 0, repeating, y >= limit - 0.001 { break }
        let item = subitems[index % subitems.count]
        guard let taken = place(item, at: CGPoint(x: 0, y: y), slotWidth: nil) else { break }
        y += taken.height + spacing
        index += 1
      }
      extent.height = max(0, y - spacing)
    }
    let groupHeight =
      size.surfaceHeight.surfaceKind == .estimated
      ? extent.height : resolve(size.surfaceHeight, width: containerWidth)
    placement.frames = placement.frames.map {
      CGRect(
        x: $0.minX, y: $0.minY, width: $0.width,
        height: max(0, min($0.height, groupHeight - $0.minY)))
    }
    placement.size = CGSize(width: width, height: groupHeight)
    return placement
  }
}
