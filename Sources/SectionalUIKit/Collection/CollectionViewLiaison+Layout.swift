#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // One compositional layout for every section layout. The section provider reads the section
  // from the liaison's content when UIKit asks, so a batch that switched the content lays the
  // new sections out. Grid, flow and carousel sections are described with the core's geometry
  // (`ListLayout`): items as wide as the core places them, `itemSpacing` between the items of a
  // line and no gap between lines, and heights that are known without measuring (fixed, or
  // computed from the item's width) as absolute dimensions; automatic heights are estimated and
  // cells size themselves. A list section's items are always self-sizing in UIKit: their cells
  // answer their row's height (see `ItemCell`).
  extension CollectionViewLiaison {
    /// The height UIKit starts from before a cell sizes itself, in points: the core's
    /// `ListLayout.Metrics.rowEstimate`.
    static let estimatedItemHeight: CGFloat = 44
    /// The height UIKit starts from before a header or footer sizes itself, in points: the
    /// core's `ListLayout.Metrics.headerFooterEstimate`.
    static let estimatedSupplementaryHeight: CGFloat = 28

    /// A compositional layout whose sections follow the liaison's content: each section's
    /// `SectionLayout` and `SectionStyle` decide its `NSCollectionLayoutSection`.
    /// ``liaise(_:)`` gives it to the collection view; make one yourself for
    /// `UICollectionView(frame:collectionViewLayout:)`.
    ///
    /// - Returns: The layout; it holds the liaison weakly.
    public func makeLayout() -> UICollectionViewCompositionalLayout {
      UICollectionViewCompositionalLayout { [weak self] index, environment in
        MainActor.assumeIsolated {
          self?.layoutSection(at: index, environment: environment)
        }
      }
    }

    /// The layout of the section at `index` of the content shown.
    func layoutSection(at index: Int, environment: any NSCollectionLayoutEnvironment)
      -> NSCollectionLayoutSection?
    {
      guard let section = section(at: index) else { return nil }
      let insets = section.style == .inset ? 2 * Self.inset : 0
      let width = max(0, environment.container.effectiveContentSize.width - insets)
      let layout: NSCollectionLayoutSection
      switch section.layout.kind {
      case .list:
        return NSCollectionLayoutSection.list(
          using: listConfiguration(for: section), layoutEnvironment: environment)
      case .grid(let columns):
        layout = Self.grid(section, columns: max(1, columns), width: width, spacing: itemSpacing)
      case .adaptiveGrid(let minimumItemWidth):
        let columns = Self.columns(
          width: width, minimumItemWidth: minimumItemWidth, spacing: itemSpacing)
        layout = Self.grid(section, columns: columns, width: width, spacing: itemSpacing)
      case .flow:
        layout = Self.flow(section, width: width, spacing: itemSpacing)
      case .carousel(let itemWidth):
        layout = Self.carousel(section, itemWidth: itemWidth, width: width, spacing: itemSpacing)
      }
      layout.boundarySupplementaryItems = Self.boundaryItems(of: section, width: width)
      if section.style == .inset {
        // Inside the inset, as an inset grouped list's rows are.
        layout.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: Self.inset, bottom: 0, trailing: Self.inset)
      }
      return layout
    }

    /// How far an inset section's items are from the collection view's edges, in points: as
    /// far as an inset grouped list's rows.
    static let inset: CGFloat = 20

    /// The list configuration of a list section: its appearance from the section's style, a
    /// supplementary header and footer when it has them, and its rows' swipe actions.
    func listConfiguration(for section: Section) -> UICollectionLayoutListConfiguration {
      var configuration = UICollectionLayoutListConfiguration(
        appearance: Self.appearance(of: section.style))
      configuration.headerMode = section.header == nil ? .none : .supplementary
      configuration.footerMode = section.footer == nil ? .none : .supplementary
      configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        MainActor.assumeIsolated { self?.swipeActions(.leading, at: indexPath) }
      }
      configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        MainActor.assumeIsolated { self?.swipeActions(.trailing, at: indexPath) }
      }
      return configuration
    }

    /// The list appearance of a section style.
    static func appearance(of style: SectionStyle)
      -> UICollectionLayoutListConfiguration
      .Appearance
    {
      switch style {
      case .plain: .plain
      case .grouped: .grouped
      case .inset: .insetGrouped
      }
    }

    /// The number of columns of an adaptive grid: as many items at least `minimumItemWidth`
    /// wide as fit `width` with `spacing` between them; at least one (as the core's layout
    /// counts them).
    static func columns(width: CGFloat, minimumItemWidth: Double, spacing: CGFloat) -> Int {
      let minimum = RowHeight.sanitized(minimumItemWidth)
      let fitting = (Double(width) + Double(spacing)) / (minimum + Double(spacing))
      guard fitting.isFinite else { return 1 }
      return Int(min(Double(1 << 16), max(1, fitting.rounded(.down))))
    }

    /// How tall items whose heights are `heights` (each with its width) are, for UIKit.
    @MainActor enum ItemHeight: Equatable {
      /// Every one is known without measuring, and all are this tall (as the core's lines of
      /// them are): an absolute dimension.
      case known(Double)
      /// Some size themselves: an estimated dimension from this estimate, and each cell sizes
      /// itself (an ``ItemCell`` to its row's own height when it has one).
      case estimated(Double)

      /// The items' height dimension.
      var dimension: NSCollectionLayoutDimension {
        switch self {
        case .known(let height): .absolute(CGFloat(height))
        case .estimated(let height): .estimated(CGFloat(height))
        }
      }

      /// The height of items whose heights are `heights`, each at its width: known when every
      /// one resolves without measuring and all are equal; otherwise estimated from the first
      /// known height or estimate (``estimatedItemHeight`` when there is none).
      init(_ heights: some Sequence<(RowHeight, Double)>) {
        var common: Double?
        var estimate: Double?
        var isKnown = true
        for (height, width) in heights {
          if let value = height.resolved(forWidth: width) {
            if let common, common != value { isKnown = false }
            common = common ?? value
            estimate = estimate ?? value
          } else {
            isKnown = false
            estimate = estimate ?? height.estimate
          }
          if !isKnown, estimate != nil { break }
        }
        self =
          isKnown
          ? .known(common ?? Double(estimatedItemHeight))
          : .estimated(estimate ?? Double(estimatedItemHeight))
      }
    }

    /// `columns` items a line, each a `columns`-th of `width` less the spacing between them,
    /// `spacing` apart; lines one under the other without a gap, as the core's grid lines.
    static func grid(_ section: Section, columns: Int, width: CGFloat, spacing: CGFloat)
      -> NSCollectionLayoutSection
    {
      let itemWidth = max(0, (width - CGFloat(columns - 1) * spacing) / CGFloat(columns))
      let height = ItemHeight(
        section.rows.indices.lazy.map { (section.rows.height(at: $0), Double(itemWidth)) }
      )
      .dimension
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: height))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: height),
        repeatingSubitem: item, count: columns)
      group.interItemSpacing = .fixed(spacing)
      let layout = NSCollectionLayoutSection(group: group)
      layout.interGroupSpacing = 0
      return layout
    }

    /// Items wrapped into lines where the core's layout wraps them, each as wide as the core
    /// estimates it (`ListLayout.estimatedItemWidth(of:maxWidth:)`), `spacing` apart: a
    /// vertical group of one horizontal group per line, each line exactly as wide as its
    /// items, so UIKit puts on it exactly the items the core does.
    static func flow(_ section: Section, width: CGFloat, spacing: CGFloat)
      -> NSCollectionLayoutSection
    {
      var alone = section
      alone.header = nil
      alone.footer = nil
      alone.style = .plain
      let core = ListLayout(
        content: ListContent(sections: [alone]), width: Double(width),
        metrics: ListLayout.Metrics(
          sectionSpacing: 0, rowEstimate: Double(estimatedItemHeight),
          headerFooterEstimate: Double(estimatedSupplementaryHeight),
          itemSpacing: Double(spacing)))
      var lines: [[LayoutFrame]] = []
      for frame in core.frames(from: 0, to: core.contentHeight) {
        guard case .row = frame.item else { continue }
        if let last = lines.last?.last, last.top == frame.top {
          lines[lines.count - 1].append(frame)
        } else {
          lines.append([frame])
        }
      }
      var lineGroups: [NSCollectionLayoutItem] = []
      var total = 0.0
      var isAbsolute = true
      for line in lines {
        let heights = line.compactMap { frame -> (RowHeight, Double)? in
          guard case .row(let path) = frame.item, section.rows.indices.contains(path.row) else {
            return nil
          }
          return (section.rows.height(at: path.row), frame.width)
        }
        // The core's line is as tall as its tallest item, and every item of it as tall as the
        // line: known when every item's height is, else the core's estimate.
        let isKnown = heights.allSatisfy { $0.0.resolved(forWidth: $0.1) != nil }
        isAbsolute = isAbsolute && isKnown
        let height: NSCollectionLayoutDimension =
          isKnown
          ? .absolute(CGFloat(line[0].height)) : .estimated(CGFloat(line[0].height))
        total += line[0].height
        let items = line.map { frame in
          NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .absolute(CGFloat(frame.width)), heightDimension: height))
        }
        let lineWidth = (line.last.map { $0.x + $0.width } ?? 0) - (line.first?.x ?? 0)
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(CGFloat(lineWidth)), heightDimension: height),
          subitems: items)
        group.interItemSpacing = .fixed(spacing)
        lineGroups.append(group)
      }
      let group: NSCollectionLayoutGroup
      if lineGroups.isEmpty {
        group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(0)),
          subitems: [
            NSCollectionLayoutItem(
              layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(0)))
          ])
      } else {
        group = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: isAbsolute
              ? .absolute(CGFloat(total)) : .estimated(CGFloat(total))),
          subitems: lineGroups)
      }
      let layout = NSCollectionLayoutSection(group: group)
      layout.interGroupSpacing = 0
      return layout
    }

    /// One line of items as wide as the core makes a carousel's items (the width, a fraction of
    /// the section's width or points, never wider than the section) that scrolls sideways
    /// (`.continuous` orthogonal scrolling), `spacing` apart.
    static func carousel(
      _ section: Section, itemWidth: SectionLayout.ItemWidth, width: CGFloat, spacing: CGFloat
    ) -> NSCollectionLayoutSection {
      let proposed: Double =
        switch itemWidth {
        case .fraction(let fraction): fraction * Double(width)
        case .points(let points): points
        }
      let clamped = proposed.isNaN ? Double(width) : min(Double(width), max(0, proposed))
      let height = ItemHeight(
        section.rows.indices.lazy.map { (section.rows.height(at: $0), clamped) }
      )
      .dimension
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: height))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(CGFloat(clamped)), heightDimension: height),
        subitems: [item])
      let layout = NSCollectionLayoutSection(group: group)
      layout.orthogonalScrollingBehavior = .continuous
      layout.interGroupSpacing = spacing
      return layout
    }

    /// A header above and a footer below a grid, flow or carousel section that has them, as
    /// wide as the section and as tall as they say (absolute), or estimated when they size
    /// themselves.
    static func boundaryItems(of section: Section, width: CGFloat)
      -> [NSCollectionLayoutBoundarySupplementaryItem]
    {
      var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
      let decorations = [
        (section.header, UICollectionView.elementKindSectionHeader, NSRectAlignment.top),
        (section.footer, UICollectionView.elementKindSectionFooter, NSRectAlignment.bottom),
      ]
      for case (let decoration?, let kind, let alignment) in decorations {
        let height: NSCollectionLayoutDimension =
          if let value = decoration.height.resolved(forWidth: Double(width)) {
            .absolute(CGFloat(value))
          } else {
            .estimated(
              CGFloat(decoration.height.estimate ?? Double(estimatedSupplementaryHeight)))
          }
        items.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: height),
            elementKind: kind, alignment: alignment))
      }
      return items
    }
  }
#endif
