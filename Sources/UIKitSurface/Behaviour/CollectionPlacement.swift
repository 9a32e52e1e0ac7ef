// Where the surface's UICollectionView places items: a simple, deterministic reading of the
// compositional layout's description, enough to decide which items are in the viewport. Not
// UIKit API.
//
// - Sections are stacked top to bottom, each as wide as the collection view.
// - A list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) has one item per
//   row, `CollectionState.listItemHeight` tall (list rows size themselves in UIKit; the surface
//   has no Auto Layout engine), inset by 20 points on each side in the inset grouped
//   appearance; a header (footer) `listSupplementaryHeight` tall when its header (footer) mode
//   is `.supplementary`.
// - Any other section places its group again and again: below the previous one with the
//   section's `interGroupSpacing`, or, for a section with orthogonal scrolling, to the right of
//   it in one line (the surface never scrolls a section sideways: the items past the right edge
//   stay off screen). Inside a group of width W and height H (its dimensions resolved against
//   the section's width inside its content insets, and the viewport's height), a horizontal
//   group repeats its subitems left to right, `interItemSpacing` apart, while they fit (at least
//   one; exactly `count` of equal width for `horizontal(layoutSize:repeatingSubitem:count:)`); a
//   vertical group stacks its subitems. Fractional dimensions of an item are of its group's
//   size; an estimated dimension is taken as the size.
// - Boundary supplementary items aligned `.top` come above the section's content insets, those
//   aligned `.bottom` below them, as wide as the section inside its leading and trailing insets.

/// Where one section's supplementary views and items are, in the collection view's content.
struct CollectionSectionFrame {
  var top: CGFloat
  var bottom: CGFloat
  var items: [CGRect]
  var supplementaries: [String: CGRect]
}

/// The simple placement described at the top of this file.
@MainActor
struct CollectionPlacement {
  var width: CGFloat
  var viewportHeight: CGFloat
  var listItemHeight: CGFloat
  var listSupplementaryHeight: CGFloat

  func resolve(_ dimension: NSCollectionLayoutDimension, width: CGFloat, height: CGFloat)
    -> CGFloat
  {
    let value: CGFloat
    switch dimension.surfaceKind {
    case .fractionalWidth: value = dimension.dimension * width
    case .fractionalHeight: value = dimension.dimension * height
    case .absolute, .estimated: value = dimension.dimension
    }
    return max(0, value)
  }

  /// The frame of a section of `count` items whose top is at `top`.
  func place(_ section: NSCollectionLayoutSection?, count: Int, top: CGFloat)
    -> CollectionSectionFrame
  {
    guard let section else {
      // No section from the provider: its items take no room and are never on screen.
      return CollectionSectionFrame(
        top: top, bottom: top, items: Array(repeating: .zero, count: count), supplementaries: [:])
    }
    if let list = section.surfaceList { return placeList(list, count: count, top: top) }
    return placeGroups(section, count: count, top: top)
  }

  private func placeList(_ list: UICollectionLayoutListConfiguration, count: Int, top: CGFloat)
    -> CollectionSectionFrame
  {
    let inset: CGFloat = list.appearance == .insetGrouped ? 20 : 0
    let inner = max(0, width - 2 * inset)
    var frame = CollectionSectionFrame(top: top, bottom: top, items: [], supplementaries: [:])
    var y = top
    if list.headerMode == .supplementary {
      frame.supplementaries[UICollectionView.elementKindSectionHeader] = CGRect(
        x: inset, y: y, width: inner, height: listSupplementaryHeight)
      y += listSupplementaryHeight
    }
    for _ in 0..<count {
      frame.items.append(CGRect(x: inset, y: y, width: inner, height: listItemHeight))
      y += listItemHeight
    }
    if list.footerMode == .supplementary {
      frame.supplementaries[UICollectionView.elementKindSectionFooter] = CGRect(
        x: inset, y: y, width: inner, height: listSupplementaryHeight)
      y += listSupplementaryHeight
    }
    frame.bottom = y
    return frame
  }

  private func placeGroups(_ section: NSCollectionLayoutSection, count: Int, top: CGFloat)
    -> CollectionSectionFrame
  {
    let insets = section.contentInsets
    let inner = max(0, width - insets.leading - insets.trailing)
    var frame = CollectionSectionFrame(top: top, bottom: top, items: [], supplementaries: [:])
    var y = top
    for item in section.boundarySupplementaryItems where item.alignment == .top {
      let height = resolve(item.layoutSize.heightDimension, width: inner, height: viewportHeight)
      frame.supplementaries[item.elementKind] = CGRect(
        x: insets.leading, y: y, width: inner, height: height)
      y += height
    }
    y += insets.top
    var contentHeight: CGFloat = 0
    if let group = section.surfaceGroup, count > 0 {
      let groupWidth = resolve(
        group.layoutSize.widthDimension, width: inner, height: viewportHeight)
      let groupHeight = resolve(
        group.layoutSize.heightDimension, width: inner, height: viewportHeight)
      let slots = self.slots(of: group, width: groupWidth, height: groupHeight)
      let groups = (count + slots.count - 1) / slots.count
      let orthogonal = section.orthogonalScrollingBehavior != .none
      for index in 0..<count {
        let number = index / slots.count
        let slot = slots[index % slots.count]
        let origin =
          orthogonal
          ? CGPoint(
            x: insets.leading + CGFloat(number) * (groupWidth + section.interGroupSpacing), y: y)
          : CGPoint(
            x: insets.leading, y: y + CGFloat(number) * (groupHeight + section.interGroupSpacing))
        frame.items.append(slot.offsetBy(dx: origin.x, dy: origin.y))
      }
      contentHeight =
        orthogonal
        ? groupHeight
        : CGFloat(groups) * groupHeight + CGFloat(max(0, groups - 1)) * section.interGroupSpacing
    } else {
      frame.items = Array(repeating: CGRect(x: 0, y: y, width: 0, height: 0), count: count)
    }
    y += contentHeight + insets.bottom
    for item in section.boundarySupplementaryItems where item.alignment == .bottom {
      let height = resolve(item.layoutSize.heightDimension, width: inner, height: viewportHeight)
      frame.supplementaries[item.elementKind] = CGRect(
        x: insets.leading, y: y, width: inner, height: height)
      y += height
    }
    frame.bottom = y
    return frame
  }

  /// The frames of the items of one group, from the group's origin.
  private func slots(of group: NSCollectionLayoutGroup, width: CGFloat, height: CGFloat)
    -> [CGRect]
  {
    let subitems = group.surfaceSubitems
    guard !subitems.isEmpty else { return [CGRect(x: 0, y: 0, width: width, height: height)] }
    let spacing = group.interItemSpacing?.spacing ?? 0
    var slots: [CGRect] = []
    func inset(_ rect: CGRect, _ item: NSCollectionLayoutItem) -> CGRect {
      let insets = item.contentInsets
      return CGRect(
        x: rect.minX + insets.leading, y: rect.minY + insets.top,
        width: max(0, rect.width - insets.leading - insets.trailing),
        height: max(0, rect.height - insets.top - insets.bottom))
    }
    if group.surfaceVertical {
      var y: CGFloat = 0
      for index in 0..<(group.surfaceRepeatCount ?? subitems.count) {
        let item = subitems[index % subitems.count]
        let itemHeight = resolve(item.layoutSize.heightDimension, width: width, height: height)
        let itemWidth = resolve(item.layoutSize.widthDimension, width: width, height: height)
        slots.append(inset(CGRect(x: 0, y: y, width: itemWidth, height: itemHeight), item))
        y += itemHeight + spacing
      }
    } else if let count = group.surfaceRepeatCount, count > 0 {
      let itemWidth = max(0, (width - CGFloat(count - 1) * spacing) / CGFloat(count))
      for index in 0..<count {
        let item = subitems[0]
        let itemHeight = resolve(item.layoutSize.heightDimension, width: itemWidth, height: height)
        let rect = CGRect(
          x: CGFloat(index) * (itemWidth + spacing), y: 0, width: itemWidth, height: itemHeight)
        slots.append(inset(rect, item))
      }
    } else {
      var x: CGFloat = 0
      var index = 0
      while index < 10_000 {
        let item = subitems[index % subitems.count]
        let itemWidth = resolve(item.layoutSize.widthDimension, width: width, height: height)
        let itemHeight = resolve(item.layoutSize.heightDimension, width: width, height: height)
        if index > 0, itemWidth <= 0 || x + itemWidth > width + 0.001 { break }
        slots.append(inset(CGRect(x: x, y: 0, width: itemWidth, height: itemHeight), item))
        x += itemWidth + spacing
        index += 1
      }
    }
    return slots.isEmpty ? [CGRect(x: 0, y: 0, width: width, height: height)] : slots
  }
}
